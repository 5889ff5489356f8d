'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'
import { getAnalytics } from '@/features/analytics/runtime'
import { traitsFromSigninUser } from '@/features/analytics/traits'
import { loadSigninClient, type SigninClientConfig } from '@/features/auth/client'
import { useSignedIn } from '@/features/auth/session-store'

/**
 * Mounted once in the locale layout; renders nothing. A page event on load and after each client
 * route change, and the signed-in visitor's traits (from the sign-in client, which signed-in
 * pages load anyway). See features/analytics/README.md.
 */
export function Analytics({
  config,
  signedIn: serverSignedIn,
}: {
  config: SigninClientConfig
  signedIn: boolean
}) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const signedIn = useSignedIn(serverSignedIn)

  useEffect(() => {
    getAnalytics()?.pageView(`${pathname}?${search}`)
  }, [pathname, search])

  useEffect(() => {
    const analytics = getAnalytics()
    if (!analytics || !signedIn) return
    let stopped = false
    let unsubscribe: (() => void) | null = null
    const send = (user: Parameters<typeof traitsFromSigninUser>[0]) => {
      const traits = traitsFromSigninUser(user)
      if (traits && !stopped) analytics.identify(traits)
    }
    const start = () => {
      loadSigninClient(config)
        .then((client) => {
          if (stopped) return
          send(client.user.getSync())
          unsubscribe = client.user.onChange(send)
        })
        .catch(() => undefined)
    }
    // Same moment the header's session sync loads the client: one download for both.
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const handle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 4000 })
      : window.setTimeout(start, 1500)
    return () => {
      stopped = true
      if (hasIdle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      unsubscribe?.()
    }
  }, [config, signedIn])

  return null
}
