'use client'

import { useEffect, useRef } from 'react'

/** The last reading announced in this tab: paging or sorting keeps it, so it is not said again. */
let announced = ''

/**
 * Says "Understood: Caterpillar · under $100,000 · Texas" once to screen readers (issue 35): a
 * polite live region, empty when served and filled after the page is live, so the text is
 * announced; the same reading on the next page (paging, sorting) is not announced again. A page
 * without a reading (`text` empty) forgets it, so typing the same words later announces it again.
 */
export function UnderstoodAnnouncer({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const region = ref.current
    if (!region) return
    if (!text) announced = ''
    else if (text !== announced) {
      announced = text
      region.textContent = text
    }
  }, [text])
  return <p ref={ref} role="status" aria-live="polite" className="visually-hidden" />
}
