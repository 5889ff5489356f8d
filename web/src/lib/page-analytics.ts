/**
 * Analytics groundwork (issue 3 point 7): every page declares its page category and page name.
 * They are rendered as <meta name="analytics:page-category|page-name"> so the analytics module
 * (a later issue) reads them from the document on load and after each route change.
 */
import {
  ANALYTICS_PAGE_CATEGORIES as PAGE_CATEGORIES,
  type AnalyticsPageCategory as PageCategory,
} from '@ironyard/contract/analytics-limits'

export { PAGE_CATEGORIES, type PageCategory }

export type PageName =
  | 'Home'
  | 'Find Equipment'
  | 'Equipment Details Page'
  | 'Equipment Categories'
  | 'Makes'
  | 'Locations'
  | 'Sell'
  | 'Finance'
  | 'Services'
  | 'Valuations'
  | 'Inspections'
  | 'Blog Category'
  | 'Blog Article'
  | 'Blog Main'
  | 'Bad Request'
  | 'Not Found'
  | 'Unauthorized'
  | 'Forbidden'
  | 'Admin'
  | 'Partner'
  | 'Server Error'
  | 'Sign In'
  | 'Account'
  | 'Account Settings'
  | 'Favorites'
  | 'Value Tracker'
  | 'Market Intelligence'
  | 'About'
  | 'Press'
  | 'Careers'
  | 'Support'
  | 'Privacy Policy'
  | 'Terms of Service'
  | 'Cookie Policy'
  | 'Return Policy'
  | 'Dealers'
  | 'Sweepstakes'
  | 'Sweepstakes Official Rules'
  | 'Resources'
  | 'Specs'
  | 'Specs Category'
  | 'Spec Detail'
  | 'Taxonomy'
  | 'Compare'
  | `Landing: ${string}`

export interface PageAnalytics {
  category: PageCategory
  name: PageName
}

export const ANALYTICS_META = {
  category: 'analytics:page-category',
  name: 'analytics:page-name',
  /**
   * The path the page was rendered for (as the visitor's address bar shows it). After a client
   * navigation the browser waits for the tags of the new path: the tags of a page whose metadata
   * never hydrated (the visitor moved on first) stay in <head> and must not be read for the next
   * page (features/analytics/page-meta.ts).
   */
  path: 'analytics:page-path',
} as const

export function analyticsMeta(a: PageAnalytics, path?: string | null): Record<string, string> {
  return {
    [ANALYTICS_META.category]: a.category,
    [ANALYTICS_META.name]: a.name,
    ...(path ? { [ANALYTICS_META.path]: path } : {}),
  }
}

/**
 * What the analytics module will call in the browser. The last declaration wins: an error
 * boundary that replaced the page (the 500 page) renders its tags after the page's own metadata.
 */
export function readPageAnalytics(doc: Document): PageAnalytics {
  const get = (name: string) => {
    const all = doc.querySelectorAll(`meta[name="${name}"]`)
    return all[all.length - 1]?.getAttribute('content') ?? undefined
  }
  const category = get(ANALYTICS_META.category) as PageCategory | undefined
  return {
    category: category && PAGE_CATEGORIES.includes(category) ? category : 'Unknown',
    name: (get(ANALYTICS_META.name) as PageName | undefined) ?? 'Not Found',
  }
}
