'use client'

import { useState, type ReactNode } from 'react'

/**
 * A `<details>` whose body is rendered only once it is opened (issue 18: a list of two hundred
 * rows each carrying a closed edit form weighed a megabyte). Server-rendered closed, it holds a
 * link instead (`openHref`: the same page with this body rendered open) so it still works
 * without JavaScript; with JavaScript, opening it renders the body in place.
 */
export function DetailsOnDemand({
  summary,
  summaryLabel,
  open = false,
  openHref,
  openText,
  className,
  id,
  summaryId,
  summaryClassName,
  linkClassName,
  children,
}: {
  summary: ReactNode
  summaryLabel?: string
  /** The details' id; with `summaryId`, the details is named by its summary (aria-labelledby). */
  id?: string
  summaryId?: string
  summaryClassName?: string
  linkClassName?: string
  /** Rendered open, with its body (the page was asked for it, e.g. `?edit=<row>`). */
  open?: boolean
  /** The page with this body open: followed without JavaScript. */
  openHref: string
  openText: string
  className?: string
  children: ReactNode
}) {
  const [shown, setShown] = useState(open)
  return (
    <details
      className={className}
      id={id}
      aria-labelledby={summaryId}
      open={open || undefined}
      onToggle={(e) => {
        if (e.currentTarget.open) setShown(true)
      }}
    >
      <summary aria-label={summaryLabel} id={summaryId} className={summaryClassName}>
        {summary}
      </summary>
      {shown || open ? (
        children
      ) : (
        <a href={openHref} className={linkClassName}>
          {openText}
        </a>
      )}
    </details>
  )
}
