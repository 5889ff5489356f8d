'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Reloads the server-rendered page every `seconds` while it shows work in progress (a bulk
 * operation's page, issue 36): the page's own "Refresh" link does the same without JavaScript.
 */
export function AutoRefresh({ seconds = 2 }: { seconds?: number }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000)
    return () => clearInterval(timer)
  }, [router, seconds])
  return null
}
