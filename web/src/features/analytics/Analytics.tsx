'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { getAnalytics } from '@/features/analytics/runtime'
import { readTraitsAnswer } from '@/features/analytics/traits'
import { useSignedIn } from '@/features/auth'

/** The web route that answers the signed-in visitor's traits (app/api/analytics/traits). */
export const TRAITS_PATH = '/api/analytics/traits'

/**
 * Mounted once in the locale layout; renders nothing. On load and after each client route
 * change: the page's marketing parameters are kept and a page event is sent. While signed in,
 * `identify` with the spec §3 traits the api knows (account and settings). `optOut`: the page
 * request carried `Sec-GPC: 1` or `DNT: 1`. See features/analytics/README.md.
 */
export function Analytics({
  signedIn: serverSignedIn,
  optOut = false,
}: {
  signedIn: boolean
  optOut?: boolean
}) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const signedIn = useSignedIn(serverSignedIn)

  useEffect(() => {
    // The runtime reads the address bar itself (path and query): these only say when.
    getAnalytics({ optOut })?.pageView()
  }, [pathname, search, optOut])

  useEffect(() => {
    const analytics = getAnalytics({ optOut })
    if (!analytics || !signedIn) return
    const controller = new AbortController()
    const start = () => {
      fetch(TRAITS_PATH, { signal: controller.signal, cache: 'no-store' })
        .then((res) => (res.ok ? res.json() : null))
        .then((body: unknown) => {
          const traits = readTraitsAnswer(body)
          if (traits && !controller.signal.aborted) analytics.identify(traits)
        })
        .catch(() => undefined)
    }
    // After the page has settled: traits are never worth delaying the page for.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const handle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 4000 })
      : window.setTimeout(start, 1500)
    return () => {
      controller.abort()
      if (hasIdle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [signedIn, optOut])

  return null
}
