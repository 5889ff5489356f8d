'use client'

import { useEffect } from 'react'

/** The buttons a visitor clicked before React listened (the loader collects them). */
type EarlyClicksGlobal = { __iyClicks?: HTMLElement[] | null }

/**
 * The page is painted and usable before its scripts run (docs/decisions/011), and a button that
 * only acts through JavaScript (a favorite heart, "Log in", a gallery arrow) ignores a click in
 * that moment. The script loader (web/src/server/deferred-scripts.ts) notes such clicks until
 * React listens; once the shell has hydrated, this clicks each of those buttons again, once, in
 * order, so the visitor gets what they asked for a moment late rather than not at all. Buttons
 * in parts still hydrating are hydrated by React on the click. Renders nothing.
 */
export function EarlyClicks() {
  useEffect(() => {
    const w = self as EarlyClicksGlobal
    const clicked = w.__iyClicks ?? []
    w.__iyClicks = null
    for (const button of clicked) if (button.isConnected) button.click()
  }, [])
  return null
}
