import { headers } from 'next/headers'
import { URL_HEADER } from './request-headers'

/**
 * The path of the page being rendered as the visitor's address bar shows it (before the proxy's
 * locale rewrite), without the query; null outside a request (tests, build).
 */
export async function requestPath(): Promise<string | null> {
  try {
    const url = (await headers()).get(URL_HEADER)
    return url ? url.split('?')[0] || '/' : null
  } catch {
    return null
  }
}
