'use client'

import { useEffect } from 'react'

/** The buttons a visitor clicked before React listened (the loader collects them). */
type EarlyClicksGlobal = { __iyClicks?: HTMLElement[] | null; __iyHydrated?: boolean }

/**
 * The page is painted and usable before its scripts run (docs/decisions/011), and a button that
 * only acts through JavaScript (a favorite heart, "Log in", a gallery arrow) ignores a click in
 * that moment. The script loader (web/src/server/deferred-scripts.ts) notes such clicks until
 * React listens; once the shell has hydrated, this clicks each of those buttons again, once, in
 * order, so the visitor gets what they asked for a moment late rather than not at all. Buttons
 * in parts still hydrating are hydrated by React on the click. Renders nothing.
 *
 * It also marks the page hydrated (`self.__iyHydrated`): the shell, and with it the router, has
 * committed, so a link clicked from now on navigates. The browser journeys wait for it after each
 * page load (web/e2e/fixtures.ts).
 */
export function EarlyClicks() {
  useEffect(() => {
    const w = self as EarlyClicksGlobal
    const clicked = w.__iyClicks ?? []
    w.__iyClicks = null
    w.__iyHydrated = true
    for (const button of clicked) if (button.isConnected) button.click()
  }, [])
  return null
}
