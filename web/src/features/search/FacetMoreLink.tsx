'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useTransition, type MouseEvent, type ReactNode } from 'react'

/**
 * A facet's "Show all 38 makes" / "Show fewer" link (issue 18). Without JavaScript it is a plain
 * link to the same search with `more=<facet>` (the page opens at the facet, #filter-<facet>).
 * With it, a client navigation that keeps the scroll position; once the full list is there,
 * focus moves to its first value that was not shown before (showing fewer, it stays on this
 * link, which stays in view).
 */
export function FacetMoreLink({
  href,
  sectionId,
  focus,
  className,
  children,
}: {
  href: string
  sectionId: string
  /** What takes focus after the navigation: the nth match of a selector in the section; null: this link. */
  focus: { selector: string; index: number } | null
  className?: string
  children: ReactNode
}) {
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)
  const [pending, startTransition] = useTransition()
  const focusAfter = useRef<{ selector: string; index: number } | null | undefined>(undefined)

  useEffect(() => {
    if (pending || focusAfter.current === undefined) return
    const want = focusAfter.current
    focusAfter.current = undefined
    const target =
      want === null
        ? null
        : document.getElementById(sectionId)?.querySelectorAll<HTMLElement>(want.selector)[
            want.index
          ]
    const el = target ?? ref.current
    el?.focus({ preventScroll: true })
    el?.scrollIntoView?.({ block: 'nearest' })
  }, [pending, sectionId])

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return
    e.preventDefault()
    focusAfter.current = focus
    startTransition(() => router.push(href, { scroll: false }))
  }

  return (
    <a
      ref={ref}
      href={href}
      className={className}
      onClick={onClick}
      aria-busy={pending || undefined}
    >
      {children}
    </a>
  )
}
