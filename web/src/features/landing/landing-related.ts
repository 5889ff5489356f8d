import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { RelatedGroup } from '@/features/landing/RelatedLinks'
import type { Landing } from './landing'
import { slugify } from '@ironyard/contract'
import type { SearchResult } from '@/features/search'
import { stateByCode } from './us-states'

type Facets = SearchResult['facets']
const TOP = 12

const top = <T extends { count: number }>(list: T[]) =>
  list
    .filter((v) => v.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, TOP)

/**
 * Links from a landing page to its neighbours, from the facet counts of its own results, so
 * every link leads to a page with machines on it.
 */
export function relatedGroups(landing: Landing, facets: Facets, locale: Locale): RelatedGroup[] {
  const t = getT(locale, 'landing')
  const groups: RelatedGroup[] = []
  const categoryLinks = (path: (slug: string) => string) =>
    top(facets.categories).map((c) => ({ label: c.label, path: path(c.value), count: c.count }))
  const stateLinks = (path: (slug: string) => string) =>
    top(facets.states).flatMap((s) => {
      const state = stateByCode(s.value)
      return state ? [{ label: s.label, path: path(state.slug), count: s.count }] : []
    })
  const cityLinks = () =>
    landing.state
      ? top(facets.cities).map((c) => ({
          label: c.label,
          path: `/locations/${landing.state!.slug}/${slugify(c.value)}`,
          count: c.count,
        }))
      : []

  switch (landing.kind) {
    case 'category':
      groups.push({
        title: t('related.makes'),
        links: top(facets.makes).map((m) => ({
          label: m.label,
          path: `/${m.value}/${landing.categorySlug}`,
          count: m.count,
        })),
      })
      groups.push({
        title: t('related.states'),
        links: stateLinks((s) => `/${landing.categorySlug}/${s}`),
      })
      break
    case 'subcategory':
      groups.push({
        title: t('related.otherSubcategories'),
        links: top(facets.subcategories)
          .filter((s) => !landing.fixed.subcategories?.includes(s.value))
          .map((s) => ({
            label: s.label,
            path: `/${landing.categorySlug}/${s.value}`,
            count: s.count,
          })),
      })
      groups.push({
        title: t('related.makes'),
        links: top(facets.makes).map((m) => ({
          label: m.label,
          path: `/${m.value}/${landing.categorySlug}`,
          count: m.count,
        })),
      })
      break
    case 'make':
      groups.push({
        title: t('related.categories'),
        links: categoryLinks((c) => `/${landing.makeSlug}/${c}`),
      })
      break
    case 'makeCategory':
      groups.push({
        title: t('related.otherMakes'),
        links: top(facets.makes)
          .filter((m) => m.value !== landing.makeSlug)
          .map((m) => ({
            label: m.label,
            path: `/${m.value}/${landing.categorySlug}`,
            count: m.count,
          })),
      })
      break
    case 'state':
      groups.push({ title: t('related.cities'), links: cityLinks() })
      groups.push({
        title: t('related.categories'),
        links: categoryLinks((c) => `/${c}/${landing.state!.slug}`),
      })
      break
    case 'stateCategory':
    case 'city':
      groups.push({ title: t('related.cities'), links: cityLinks() })
      if (landing.kind === 'city')
        groups.push({
          title: t('related.categories'),
          links: categoryLinks((c) => `/${c}/${landing.state!.slug}`),
        })
      break
    case 'dealer':
      // Its filters already narrow the dealer's own machines; other landing pages are not its.
      break
    default:
      groups.push({ title: t('related.categories'), links: categoryLinks((c) => `/${c}`) })
  }
  return groups
}
