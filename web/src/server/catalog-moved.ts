import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { DEFAULT_LOCALE } from '@/i18n/settings'
import { splitLocale } from '@/lib/paths'

/**
 * Renamed catalogue slugs answer 301 (issue 14). Next's permanentRedirect() in a page answers
 * 308, so the router does it: it keeps the api's list of old slugs (refreshed in the background
 * every 15 s) and, only for a catalogue-shaped path holding one of them, asks the api for the
 * page's current address. Every other request goes on at once, without waiting for anything.
 * The pages still redirect (308) by themselves in the seconds before the list knows a rename.
 */
const REFRESH_MS = 15_000
const SPECS = '/resources/specs'
const SEGMENT = /^[a-z0-9-]{1,200}$/

let known: { at: number; slugs: ReadonlySet<string> } = { at: 0, slugs: new Set() }
let loading: Promise<void> | null = null

/** `{make}-{model}`'s possible halves (a make slug may itself hold dashes). */
function halves(sheet: string): string[] {
  const out: string[] = []
  for (let i = 1; i < sheet.length - 1; i++) {
    if (sheet[i] === '-') out.push(sheet.slice(0, i), sheet.slice(i + 1))
  }
  return out
}

/**
 * Whether a locale-free path is a catalogue page (/{a}, /{a}/{b}, /resources/specs/{c} or
 * /resources/specs/{c}/{make}-{model}) with an old slug in it.
 */
export function mayBeMoved(path: string, old: ReadonlySet<string>): boolean {
  if (!old.size) return false
  const specs = path.startsWith(`${SPECS}/`)
  const segments = (specs ? path.slice(SPECS.length) : path).split('/').filter(Boolean)
  if (!segments.length || segments.length > 2 || !segments.every((s) => SEGMENT.test(s))) {
    return false
  }
  return segments.some(
    (s, i) => old.has(s) || (specs && i === 1 && halves(s).some((h) => old.has(h))),
  )
}

async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T | null> {
  const res = await fetch(`${env.apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-locale': 'en' },
    body: JSON.stringify({ query, variables }),
    cache: 'no-store',
    signal: AbortSignal.timeout(3000),
  })
  const body = (await res.json()) as { data?: T | null }
  return body.data ?? null
}

function refresh(): void {
  if (loading || Date.now() - known.at < REFRESH_MS) return
  loading = api<{ catalogRedirectSlugs: string[] }>('{ catalogRedirectSlugs }')
    .then((data) => {
      known = { at: Date.now(), slugs: new Set(data?.catalogRedirectSlugs ?? []) }
    })
    .catch(() => {
      // The api is away: keep the last list and try again at the next interval.
      known = { at: Date.now(), slugs: known.slugs }
    })
    .finally(() => {
      loading = null
    })
}

/**
 * A 301 to the current address when the request asks for a catalogue page by a renamed slug;
 * null (synchronously, the common case) or a promise of null otherwise.
 */
export function catalogMoved(req: NextRequest): Promise<NextResponse | null> | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  refresh()
  const { locale, path, prefixed } = splitLocale(req.nextUrl.pathname)
  // /en/... first goes to its unprefixed address (the router's own redirect).
  if ((prefixed && locale === DEFAULT_LOCALE) || !mayBeMoved(path, known.slugs)) return null
  return api<{ catalogRedirect: string | null }>(
    'query ($p: String!) { catalogRedirect(path: $p) }',
    { p: path },
  )
    .then((data) => {
      const to = data?.catalogRedirect
      if (!to) return null
      const url = req.nextUrl.clone()
      url.pathname = `${prefixed ? `/${locale}` : ''}${to}`
      return NextResponse.redirect(url, 301)
    })
    .catch(() => null)
}
