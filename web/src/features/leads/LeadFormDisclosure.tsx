'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LeadFormType } from '@/features/leads/lead-forms'

/** How a page shows a lead form in a disclosure (<details>). */
export interface LeadFormDisclosureOptions {
  id: string
  summary: string
  /** Disclosures sharing a name open one at a time. */
  name?: string
  defaultOpen?: boolean
  className?: string
  bodyClassName?: string
  /**
   * A collapsed form's body is rendered once the visitor opens it (issue 18: the page does not
   * carry forms nobody opened). Without JavaScript the disclosure holds this link instead,
   * to the same page rendering the form open (`?form=<type>#<id>`).
   */
  openHref?: string
}

/**
 * The form in a disclosure (<details>) when the page asks for one, else the form as it is. A
 * collapsed form's body is rendered once the visitor opens it; until then (and without
 * JavaScript) the disclosure holds the link to the page rendering it open.
 */
export function LeadFormDisclosure({
  disclosure,
  type,
  open,
  title,
  children,
}: {
  disclosure?: LeadFormDisclosureOptions
  type: LeadFormType
  /** Opened by the page, or because the form has something to say (an answer). */
  open: boolean
  title: string
  children: ReactNode
}) {
  const { t } = useTranslation('forms')
  const [shown, setShown] = useState(open || !disclosure?.openHref)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  // Opened before the page hydrated: render the form now.
  useEffect(() => {
    if (detailsRef.current?.open) setShown(true)
  }, [])
  if (!disclosure) return children
  return (
    <details
      ref={detailsRef}
      id={disclosure.id}
      name={disclosure.name}
      className={disclosure.className}
      open={open}
      onToggle={(e) => {
        if (e.currentTarget.open) setShown(true)
      }}
      data-lead-type={type}
    >
      <summary>{disclosure.summary}</summary>
      <div className={disclosure.bodyClassName}>
        {shown || !disclosure.openHref ? (
          children
        ) : (
          <a href={disclosure.openHref}>{t('showForm', { form: title })}</a>
        )}
      </div>
    </details>
  )
}
