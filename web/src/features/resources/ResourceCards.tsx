import Link from 'next/link'
import type { TaxonomyProvenance } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Resources.module.css'

export interface ResourceCounts {
  taxonomyRows: number
  byProvenance: Array<{ provenance: TaxonomyProvenance; count: number }>
  specSheets: number
  specCategories: number
  makes: number
  categories: number
  states: number
}

interface Card {
  key: 'specs' | 'taxonomy' | 'makes' | 'categories' | 'locations' | 'blog'
  path: string
  counts: string[]
}

/** The /resources index: one card per resource, with live counts. */
export function ResourceCards({ locale, counts }: { locale: Locale; counts: ResourceCounts }) {
  const t = getT(locale, 'resources')
  const n = (v: number) => formatNumber(v, locale)
  const by = (p: TaxonomyProvenance) =>
    n(counts.byProvenance.find((x) => x.provenance === p)?.count ?? 0)
  const cards: Card[] = [
    {
      key: 'specs',
      path: '/resources/specs',
      counts: [
        t('index.specs.count', {
          sheets: n(counts.specSheets),
          categories: n(counts.specCategories),
        }),
      ],
    },
    {
      key: 'taxonomy',
      path: '/resources/taxonomy',
      counts: [
        t('index.taxonomy.count', { total: n(counts.taxonomyRows) }),
        t('index.taxonomy.byProvenance', {
          vpic: by('vpic'),
          curated: by('curated'),
          generated: by('generated'),
        }),
      ],
    },
    {
      key: 'makes',
      path: '/resources/makes',
      counts: [t('index.makes.count', { n: n(counts.makes) })],
    },
    {
      key: 'categories',
      path: '/categories',
      counts: [t('index.categories.count', { n: n(counts.categories) })],
    },
    {
      key: 'locations',
      path: '/locations',
      counts: [t('index.locations.count', { n: n(counts.states) })],
    },
    { key: 'blog', path: '/blog', counts: [] },
  ]
  return (
    <ul className={styles.cards}>
      {cards.map((c) => (
        <li key={c.key}>
          <article className={styles.card} aria-labelledby={`resource-${c.key}`}>
            <h2 id={`resource-${c.key}`}>
              <Link href={localePath(locale, c.path)} prefetch={false}>
                {t(`index.${c.key}.title`)}
              </Link>
            </h2>
            <p>{t(`index.${c.key}.body`)}</p>
            {c.counts.map((text) => (
              <p key={text} className={styles.count}>
                {text}
              </p>
            ))}
          </article>
        </li>
      ))}
    </ul>
  )
}
