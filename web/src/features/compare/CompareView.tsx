import Link from 'next/link'
import { ZipForm } from '@/components/ui/ZipForm'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import type { ComparePageData } from './compare-data'
import { compareRows } from './compare-rows'
import { MAX_COMPARE } from './compare-url'
import { CompareTable } from './CompareTable'
import styles from './Compare.module.css'

/**
 * /compare: the notices (machines not found, more than four, a full comparison), the buyer's
 * ZIP for the all-in cost, and the table. Everything is server-rendered: the page sends no
 * JavaScript of its own, and its state is its address.
 */
export function CompareView({
  locale,
  data,
  full,
}: {
  locale: Locale
  data: ComparePageData
  /** The buyer tried to add a fifth machine. */
  full: boolean
}) {
  const t = getT(locale, 'compare')
  const ti = getT(locale, 'insights')
  const { machines, unknown, overflow, zip } = data
  const usableZip = zip.zip && !zip.error ? zip.zip : ''
  const notices = [
    unknown.length ? t('unknown', { count: unknown.length, stocks: unknown.join(', ') }) : null,
    overflow.length ? t('overflow', { stocks: overflow.join(', ') }) : null,
    full ? t('full') : null,
  ].filter((n): n is string => n !== null)
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      {notices.length ? (
        <div className={styles.notices} role="status" data-testid="compare-notices">
          {notices.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}
      {machines.length ? (
        <>
          <ZipForm
            id="compare-zip"
            action={localePath(locale, '/compare')}
            zip={zip.zip}
            problem={zip.error}
            keep={{ stock: machines.map((m) => m.stockNumber).join(',') }}
            texts={{
              label: ti('allIn.zipLabel'),
              submit: ti('allIn.submit'),
              invalid: ti('allIn.zipInvalid'),
              unknown: ti('allIn.zipUnknown', { zip: zip.zip }),
            }}
            classNames={{ form: styles.zipForm, row: styles.zipRow, error: styles.error }}
          />
          {machines.length < MAX_COMPARE ? (
            <p>
              <Link
                href={localePath(locale, `/equipment?category=${machines[0].category.slug}`)}
                prefetch={false}
              >
                {t('addMore', { category: machines[0].category.name.toLowerCase() })}
              </Link>
            </p>
          ) : null}
          <CompareTable
            locale={locale}
            machines={machines}
            rows={compareRows(machines, locale, usableZip || null)}
          />
        </>
      ) : (
        <p className={styles.empty}>
          {t('empty')}{' '}
          <Link href={localePath(locale, '/equipment')} prefetch={false}>
            {t('browse')}
          </Link>
        </p>
      )}
    </div>
  )
}
