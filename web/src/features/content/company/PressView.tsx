import Link from 'next/link'
import { Fragment } from 'react'
import { ContentPage } from '@/features/content/pages/ContentPage'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { brandVars } from '@/features/content/company/content'
import { PRESS_RELEASES } from '@/features/content/company/facts'
import { formatDate } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Company.module.css'

const FACTS = ['headquarters', 'group', 'reach', 'languages', 'offer'] as const

/** The press page: company announcements (newest first), facts for a story, media contact. */
export function PressView({ locale }: { locale: Locale }) {
  const t = getT(locale, 'company')
  const vars = brandVars()
  const releases = [...PRESS_RELEASES].sort((a, b) => b.date.localeCompare(a.date))
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('press.crumb') }]}
      heading={t('press.heading')}
      lead={t('press.lead')}
      sections={[
        {
          id: 'announcements',
          title: t('press.releasesTitle'),
          content: (
            <ol className={styles.releases}>
              {releases.map((r) => (
                <li key={r.id}>
                  <article aria-labelledby={`release-${r.id}`}>
                    <time className={styles.date} dateTime={r.date}>
                      {formatDate(r.date, locale)}
                    </time>
                    <h3 id={`release-${r.id}`}>{t(`press.releases.${r.id}.title`, vars)}</h3>
                    <p>{t(`press.releases.${r.id}.summary`, vars)}</p>
                    {r.path ? (
                      <Link
                        href={localePath(locale, r.path)}
                        prefetch={false}
                        aria-describedby={`release-${r.id}`}
                      >
                        {t('press.readMore')}
                      </Link>
                    ) : null}
                  </article>
                </li>
              ))}
            </ol>
          ),
        },
        {
          id: 'facts',
          title: t('press.kit.title'),
          content: (
            <dl className={styles.facts}>
              <dt>{t('press.kit.name')}</dt>
              <dd>{BRAND.name}</dd>
              <dt>{t('press.kit.legalName')}</dt>
              <dd>{BRAND.legalName}</dd>
              {FACTS.map((f) => (
                <Fragment key={f}>
                  <dt>{t(`press.kit.${f}`)}</dt>
                  <dd>{t(`press.kit.${f}Value`)}</dd>
                </Fragment>
              ))}
              <dt>{t('press.kit.logo')}</dt>
              <dd>
                <a href="/icon.svg" download={`${BRAND.name.toLowerCase()}-logo.svg`}>
                  {t('press.kit.logoLink')}
                </a>
              </dd>
            </dl>
          ),
        },
        {
          id: 'contact',
          title: t('press.contact.title'),
          content: (
            <>
              <p>{t('press.contact.text', { email: BRAND.pressEmail })}</p>
              <p>
                <a className="btn" href={`mailto:${BRAND.pressEmail}`}>
                  {t('press.contact.email')}
                </a>
              </p>
              <p>{t('press.contact.other', { phone: BRAND.supportPhone })}</p>
            </>
          ),
        },
      ]}
    />
  )
}
