import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import styles from '@/features/landing/Landing.module.css'
import { LetterNav } from '@/features/landing/LetterNav'
import { MakeList } from '@/features/landing/MakeList'
import { getT } from '@/i18n/server'
import { getMakeDirectory } from '@/features/resources/make-directory'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'landing')
  return pageMetadata({
    locale,
    path: '/resources/makes',
    title: t('index.makes.title'),
    description: t('index.makes.description'),
    analytics: { category: 'Resources', name: 'Makes' },
  })
}

/**
 * Spec §2 make directory (/resources/makes): the top manufacturers, every make with machines
 * for sale, and an A-Z index into the full directory (one page per letter).
 */
export default async function MakesPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'landing')
  const directory = await getMakeDirectory(locale)
  const withMachines = directory.makes.filter((m) => m.listingCount > 0)
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.makes') }]}
      />
      <div className={`container ${styles.index}`}>
        <h1>{t('index.makes.heading')}</h1>
        <p>{t('index.makes.intro', { n: formatNumber(directory.makes.length, locale) })}</p>
        <LetterNav locale={locale} letters={directory.letters} label={t('index.makes.letters')} />
        <section aria-labelledby="top-makes" className="section">
          <h2 id="top-makes">{t('index.makes.top')}</h2>
          <ul className="link-list">
            {directory.top.map((m) => (
              <li key={m.slug}>
                <Link className="pill" href={localePath(locale, `/${m.slug}`)} prefetch={false}>
                  {m.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="for-sale-makes" className="section">
          <h2 id="for-sale-makes">{t('index.makes.withMachines')}</h2>
          <MakeList locale={locale} makes={withMachines} />
        </section>
      </div>
    </>
  )
}
