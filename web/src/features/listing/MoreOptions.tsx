import Link from 'next/link'
import { ListingGrid } from '@/features/search'
import { ListingLinks } from '@/features/search'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { getMoreOptions } from '@/features/listing/equipment-data'
import type { ListingDetail } from '@/features/listing/listing-data'
import { localePath } from '@/lib/paths'
import styles from './Equipment.module.css'

type Cards = Parameters<typeof ListingGrid>[0]['listings']

/**
 * Spec §2 "more options": the same model, and the same category near this machine, leaving out
 * the similar machines already on the page. Each group is a few compact links next to its
 * "See all (N)" search (decision 040); the similar machines above are full cards.
 */
export async function MoreOptions({
  locale,
  listing: l,
  similar,
}: {
  locale: Locale
  listing: ListingDetail
  similar?: Promise<Cards>
}) {
  const shown = ((await similar) ?? []).map((x) => x.stockNumber)
  const groups = await getMoreOptions(l, locale, shown)
  if (!groups.length) return null
  const t = getT(locale, 'equipment')
  const place = l.location.shortAddress || `${l.city}, ${l.state}`
  return (
    <section className={styles.block} aria-labelledby="more-title">
      <h2 id="more-title">{t('more.title')}</h2>
      {groups.map((g) => {
        const heading =
          g.kind === 'sameModel'
            ? t('more.sameModel', { make: l.make.name, model: l.model })
            : t('more.nearby', { category: l.category.name, place })
        return (
          <div key={g.kind} className={styles.moreGroup} data-more={g.kind}>
            <div className={styles.moreHead}>
              <h3>{heading}</h3>
              <Link href={localePath(locale, g.href)} prefetch={false}>
                {t('more.seeAll')} ({g.total})
              </Link>
            </div>
            <ListingLinks
              listings={g.listings}
              locale={locale}
              queryID={g.queryID}
              label={heading}
            />
          </div>
        )
      })}
    </section>
  )
}

/** Machines like this one (one row); the category's search has the rest. */
export async function SimilarMachines({
  locale,
  listing: l,
  load,
  browse = true,
}: {
  locale: Locale
  listing: ListingDetail
  load: Promise<Cards>
  /** Link to the category (a sold machine's page has it above, with the make's). */
  browse?: boolean
}) {
  const similar = await load
  if (!similar.length) return null
  const t = getT(locale, 'equipment')
  return (
    <section className={styles.block} aria-labelledby="similar-title">
      <div className={styles.moreHead}>
        <h2 id="similar-title">{t('similar')}</h2>
        {browse ? (
          <Link href={localePath(locale, `/${l.category.slug}`)} prefetch={false}>
            {t('status.browse', { category: l.category.name })}
          </Link>
        ) : null}
      </div>
      <ListingGrid listings={similar} locale={locale} label={t('similar')} />
    </section>
  )
}
