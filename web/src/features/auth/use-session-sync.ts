'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { loadSigninClient, type SigninClientConfig } from '@/features/auth/client'
import { setSignedIn, setSignedInEmail } from '@/features/auth/session-store'

/**
 * While signed in, the official client runs on the page (loaded when the browser is idle): it
 * refreshes the session every 3 minutes (spec §4), signs out on `session_not_found` and follows
 * other tabs. When the session ends, signed-in parts of the page re-render signed out.
 * Returns the signed-in email once the client knows it.
 */
export function useSessionSync(config: SigninClientConfig, signedIn: boolean): string | null {
  const router = useRouter()
  const [email, setEmail] = useState<string | null>(null)
  useEffect(() => {
    if (!signedIn) return
    let stopped = false
    const unsubscribe: Array<() => void> = []
    const start = () => {
      loadSigninClient(config)
        .then((client) => {
          if (stopped) return
          const known = (address: string | null) => {
            setEmail(address)
            setSignedInEmail(address)
          }
          known(client.user.getSync()?.emails[0]?.email ?? null)
          unsubscribe.push(
            client.user.onChange((user) => known(user?.emails[0]?.email ?? null)),
            client.session.onChange((session) => {
              if (session) return
              setSignedIn(false)
              router.refresh()
            }),
          )
        })
        .catch(() => undefined)
    }
    const hasIdle = typeof window.requestIdleCallback === 'function'
    const handle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 4000 })
      : window.setTimeout(start, 1500)
    return () => {
      stopped = true
      if (hasIdle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
      for (const u of unsubscribe) u()
    }
  }, [config, signedIn, router])
  return email
}
