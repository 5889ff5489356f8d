import type { Metadata } from 'next'
import Link from 'next/link'
import { Breadcrumbs } from '@/features/landing/Breadcrumbs'
import { ProvenanceBadge } from '@/features/resources/ProvenanceBadge'
import styles from '@/features/resources/Resources.module.css'
import { SpecFigures, specFigureSections } from '@/features/resources/SpecFigures'
import { PrintSheet } from '@/features/listing-insights/PrintSheet'
import { ShareLinks } from '@/features/listing-insights/ShareLinks'
import { shareTexts } from '@/features/listing-insights/share-texts'
import { BRAND } from '@ironyard/contract'
import { getT } from '@/i18n/server'
import { type Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import {
  getSpecSheet,
  inventoryPath,
  specCategoryPath,
  specSheetPath,
  SPECS_PATH,
  yearSpan,
} from '@/features/resources/resources-data'
import { absoluteUrl, pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string; category: string; model: string }>
}

/** A real model's spec sheet; unknown addresses and generated variants are a 404 (the api). */
async function load(props: Props) {
  const { category, model } = await props.params
  const locale = await localePage(props.params)
  const sheet = await getSpecSheet({ category, slug: model }, locale)
  return { locale: locale as Locale, sheet }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, sheet } = await load(props)
  const t = getT(locale, 'resources')
  const names = { make: sheet.make.name, model: sheet.name }
  return pageMetadata({
    locale,
    path: specSheetPath(sheet.category.slug, sheet.slug),
    title: t('specSheet.title', names),
    description: t('specSheet.description', { ...names, category: sheet.category.singularName }),
    analytics: { category: 'Resources', name: 'Spec Detail' },
  })
}

/** Spec §2 spec pages, detail: the spec §3 detail fields of one real model. */
export default async function SpecSheetPage(props: Props) {
  const { locale, sheet } = await load(props)
  const t = getT(locale, 'resources')
  const names = { make: sheet.make.name, model: sheet.name }
  const years = yearSpan(sheet.yearFrom, sheet.yearTo, t('specSheet.present'))
  const category = sheet.category
  const ti = getT(locale, 'insights')
  const title = t('specSheet.heading', names)
  const url = absoluteUrl(localePath(locale, specSheetPath(category.slug, sheet.slug)))
  const printFacts = specFigureSections(locale, sheet)
    .flatMap((section) => section.rows)
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([label, value]) => ({ label, value }))
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.resources'), path: '/resources' },
          { label: t('crumbs.specs'), path: SPECS_PATH },
          { label: category.name, path: specCategoryPath(category.slug) },
          { label: `${sheet.make.name} ${sheet.name}` },
        ]}
      />
      <div className={`container ${styles.page}`}>
        <h1>{t('specSheet.heading', names)}</h1>
        <p className={styles.subtitle}>
          {[
            sheet.subcategory?.name ?? category.singularName,
            years ? t('specSheet.years', { years }) : null,
            sheet.sizeClass ? t('specSheet.sizeClass', { size: sheet.sizeClass }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>

        <ShareLinks
          url={url}
          emailSubject={ti('share.emailSubject', { title, brand: BRAND.name })}
          emailBody={`${title}: ${url}`}
          texts={shareTexts(locale)}
        />

        <SpecFigures locale={locale} sheet={sheet} />

        <section aria-labelledby="inventory-title" className={styles.aside}>
          <h2 id="inventory-title">{t('specSheet.inventoryTitle')}</h2>
          {sheet.listingCount > 0 ? null : <p>{t('specSheet.inventoryNone', names)}</p>}
          <p className={styles.actions}>
            {sheet.listingCount > 0 ? (
              <Link
                className="btn"
                href={localePath(
                  locale,
                  inventoryPath(category.slug, sheet.make.slug, sheet.modelSlug),
                )}
                prefetch={false}
              >
                {t('specSheet.inventoryModel', {
                  ...names,
                  count: sheet.listingCount,
                  n: formatNumber(sheet.listingCount, locale),
                })}
              </Link>
            ) : null}
            <Link
              className="btn btn-secondary"
              href={localePath(locale, inventoryPath(category.slug, sheet.make.slug))}
              prefetch={false}
            >
              {t('specSheet.inventoryMake', { make: sheet.make.name, category: category.name })}
            </Link>
          </p>
        </section>

        {sheet.related.length ? (
          <section aria-labelledby="related-title" className={styles.aside}>
            <h2 id="related-title">
              {t('specSheet.relatedTitle', { make: sheet.make.name, category: category.name })}
            </h2>
            <ul className="link-list">
              {sheet.related.map((r) => (
                <li key={r.slug}>
                  <Link
                    className="pill"
                    href={localePath(locale, specSheetPath(category.slug, r.slug))}
                    prefetch={false}
                  >
                    {r.make.name} {r.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="source-title" className={styles.aside}>
          <h2 id="source-title">{t('specSheet.sourceTitle')}</h2>
          <p>
            <ProvenanceBadge locale={locale} provenance={sheet.provenance} />{' '}
            {t(`provenance.${sheet.provenance}Description`)}
          </p>
          <p>
            <Link href={localePath(locale, specCategoryPath(category.slug))} prefetch={false}>
              {t('specSheet.backToCategory', { category: category.name })}
            </Link>
          </p>
        </section>
      </div>
      <PrintSheet locale={locale} title={title} url={url} facts={printFacts} />
    </>
  )
}
