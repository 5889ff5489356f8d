import { headers } from 'next/headers'
import { analyticsMeta, type PageAnalytics } from './page-analytics'
import { URL_HEADER } from './request-headers'

/**
 * The path of the page being rendered as the visitor's address bar shows it (the proxy records it
 * before its locale rewrite), without the query; null outside a request (tests, build).
 */
export async function requestPath(): Promise<string | null> {
  try {
    const url = (await headers()).get(URL_HEADER)
    return url ? url.split('?')[0] || '/' : null
  } catch {
    return null
  }
}

/**
 * The analytics tags of the page being rendered, naming its path (lib/page-analytics.ts): what every
 * page's metadata carries, through pageMetadata or directly.
 */
export async function requestAnalyticsMeta(page: PageAnalytics): Promise<Record<string, string>> {
  return analyticsMeta(page, await requestPath())
}
