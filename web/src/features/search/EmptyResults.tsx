import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { Chip } from '@/features/search/search-chips'
import type { SearchResult } from '@/features/search/search-data'
import { RADIUS_OPTIONS } from '@ironyard/contract/search-enums'
import { searchHref, withChanges, type SearchState } from '@ironyard/contract/search-url'
import styles from './SearchView.module.css'
import { withUnderstood } from './understood-chips'

/**
 * No results: say why (words that match nothing, too many filters, too small a radius) and
 * offer concrete ways to widen the search, each a link.
 */
export function EmptyResults({
  locale,
  state,
  stats,
  chips,
  basePath,
  cleared,
  popular,
  understood = [],
  chipHref = (chip) => searchHref(basePath, chip.without),
}: {
  locale: Locale
  state: SearchState
  stats: SearchResult['stats']
  chips: Chip[]
  basePath: string
  cleared: SearchState
  popular: Array<{ text: string; href: string }>
  /** The "Understood:" chips (issue 35): the first page keeps them. */
  understood?: string[]
  /** A chip's remove link (the search page keeps the other understood chips). */
  chipHref?: (chip: Chip) => string
}) {
  const t = getT(locale, 'search')
  if (stats.total > 0) {
    // An old or hand-edited link past the last page: the search itself has results.
    return (
      <section className={styles.empty} aria-labelledby="empty-title">
        <h2 id="empty-title">{t('empty.pastLastPage', { count: stats.totalPages })}</h2>
        <Link
          href={withUnderstood(searchHref(basePath, { ...state, page: 1 }), understood)}
          prefetch={false}
        >
          {t('empty.firstPage')}
        </Link>
      </section>
    )
  }
  const reasons: string[] = []
  if (stats.unmatchedWords.length)
    reasons.push(t('empty.unmatched', { words: stats.unmatchedWords.join(', ') }))
  if (state.zip && state.radius)
    reasons.push(t('empty.radius', { count: state.radius, zip: state.zip }))
  if (chips.length > 1) reasons.push(t('empty.tooManyFilters', { count: chips.length }))
  if (!reasons.length) reasons.push(t('empty.noneYet'))
  const wider = RADIUS_OPTIONS.find((r) => state.radius !== null && r > state.radius)
  const textChip = chips.find((c) => c.id === 'q')
  return (
    <section className={styles.empty} aria-labelledby="empty-title">
      <h2 id="empty-title">{t('empty.title')}</h2>
      <ul className={styles.reasons}>
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <h3>{t('empty.tryTitle')}</h3>
      <ul className={styles.widen}>
        {state.q ? (
          <li>
            <Link
              href={
                textChip ? chipHref(textChip) : searchHref(basePath, withChanges(state, { q: '' }))
              }
              prefetch={false}
            >
              {t('empty.dropText', { q: state.q })}
            </Link>
          </li>
        ) : null}
        {state.zip && wider ? (
          <li>
            <Link
              href={searchHref(basePath, withChanges(state, { radius: wider }))}
              prefetch={false}
            >
              {t('empty.widenRadius', { count: wider })}
            </Link>
          </li>
        ) : null}
        {chips
          .filter((c) => c.id !== 'q')
          .slice(0, 6)
          .map((c) => (
            <li key={c.id}>
              <Link href={chipHref(c)} prefetch={false}>
                {t('empty.remove', { label: c.label })}
              </Link>
            </li>
          ))}
        {chips.length ? (
          <li>
            <Link href={searchHref(basePath, cleared)} prefetch={false}>
              {t('empty.clearAll')}
            </Link>
          </li>
        ) : null}
      </ul>
      {popular.length ? (
        <>
          <h3>{t('popular.title')}</h3>
          <ul className="link-list">
            {popular.map((p) => (
              <li key={p.text}>
                <Link className="pill" href={p.href} prefetch={false}>
                  {p.text}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
