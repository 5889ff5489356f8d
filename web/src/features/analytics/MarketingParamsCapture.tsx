'use client'

import { useEffect } from 'react'
import { browserStore, captureMarketingParams } from '@/features/analytics/marketing-params'

/**
 * Spec §3: keeps the UTM parameters and the first visit's URL parameters in browser storage, from
 * whichever page the visitor lands on; the lead forms send them. Renders nothing.
 */
export function MarketingParamsCapture() {
  useEffect(() => {
    const store = browserStore()
    if (store) {
      try {
        captureMarketingParams(window.location.search, store)
      } catch {
        // Storage full or refused: marketing context is a nice-to-have.
      }
    }
  }, [])
  return null
}
