'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { lotEventsPath } from '@/lib/paths'

/** At most one reload of the log this often, however fast the bids come. */
const REFRESH_EVERY_MS = 1000

/**
 * Keeps a lot's bid log page live (issue 34, "live bids"): the lot's public update stream (the one
 * the lot page listens to) says a bid moved the lot, and the page's data is fetched again (the log
 * itself is staff-only, so it comes from the server, never from the stream). Screen readers hear
 * that the log changed. Without JavaScript the page is the log as of its load.
 */
export function LiveBidLog({
  lotId,
  texts,
}: {
  lotId: string
  texts: { listening: string; updated: string }
}) {
  const router = useRouter()
  const [updates, setUpdates] = useState(0)
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    const source = new EventSource(lotEventsPath(lotId))
    let pending: ReturnType<typeof setTimeout> | null = null
    const onNext = () => {
      if (pending) return
      pending = setTimeout(() => {
        pending = null
        router.refresh()
        setUpdates((n) => n + 1)
      }, REFRESH_EVERY_MS)
    }
    const onComplete = () => source.close()
    source.addEventListener('next', onNext)
    source.addEventListener('complete', onComplete)
    return () => {
      if (pending) clearTimeout(pending)
      source.removeEventListener('next', onNext)
      source.removeEventListener('complete', onComplete)
      source.close()
    }
  }, [lotId, router])
  return (
    <p role="status" aria-live="polite">
      {updates ? texts.updated : texts.listening}
    </p>
  )
}
