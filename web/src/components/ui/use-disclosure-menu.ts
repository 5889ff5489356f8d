'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, type KeyboardEvent } from 'react'

/**
 * A header menu built on <details> (it opens without JavaScript): closes after a client
 * navigation and on Escape, giving the focus back to its summary.
 *
 * Only a change of path closes it, never the first render: a visitor who opens the menu while the
 * page is still hydrating (scripts run after the first paint, decision 011) must find it open.
 */
export function useDisclosureMenu() {
  const ref = useRef<HTMLDetailsElement>(null)
  const pathname = usePathname()
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    if (ref.current) ref.current.open = false
  }, [pathname])
  const onKeyDown = (e: KeyboardEvent<HTMLDetailsElement>) => {
    if (e.key === 'Escape' && ref.current?.open) {
      ref.current.open = false
      ref.current.querySelector('summary')?.focus()
    }
  }
  return { ref, onKeyDown }
}
