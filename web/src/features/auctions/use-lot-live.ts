'use client'

import { useEffect, useReducer, useState } from 'react'
import type { Locale } from '@/i18n/settings'
import { lotEventsPath } from '@/lib/paths'
import { lotSnapshotAction } from './bid-actions'
import { lotLiveReducer, parseLotUpdate, type LotLiveState } from './lot-logic'

/**
 * The lot as the live updates leave it. The stream is EventSource's: it reconnects by itself
 * (after the `retry:` a draining replica's `event: reconnect` sets); `event: complete` means the
 * subscription ended (the lot was decided), so the page stops listening. Each time the stream
 * opens (first, and after a reconnect) the lot is read again: what happened between the page's
 * load (or the break) and the subscription is not missed. Without JavaScript none of this runs
 * and the page shows the lot as of its load.
 */
export function useLotLive(initial: LotLiveState, live: boolean, locale: Locale): LotLiveState {
  const [state, dispatch] = useReducer(lotLiveReducer, initial)
  useEffect(() => {
    if (!live || typeof EventSource === 'undefined') return
    let closed = false
    const source = new EventSource(lotEventsPath(initial.lotId))
    const onNext = (e: MessageEvent<string>) => {
      const update = parseLotUpdate(e.data)
      if (update) dispatch({ type: 'update', update })
    }
    const onOpen = () => {
      lotSnapshotAction(initial.lotId, locale).then(
        (snapshot) => {
          if (snapshot && !closed) dispatch({ type: 'snapshot', state: snapshot })
        },
        // The stream's next update brings the lot anyway.
        () => undefined,
      )
    }
    const onComplete = () => source.close()
    source.addEventListener('open', onOpen)
    source.addEventListener('next', onNext)
    source.addEventListener('complete', onComplete)
    return () => {
      closed = true
      source.removeEventListener('open', onOpen)
      source.removeEventListener('next', onNext)
      source.removeEventListener('complete', onComplete)
      source.close()
    }
  }, [initial.lotId, live, locale])
  return state
}

/**
 * The clock the countdown reads: the server's render time first (so the page hydrates with the
 * text the server wrote), then the browser's, every second.
 */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt)
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  return now
}
