'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useRef, useTransition, type ReactNode } from 'react'
import { carryParams, choicesChangedSinceServed, formUrl, syncFormToParams } from './form-url'

/**
 * The search page's one GET form (filters, sort and the text box, linked by `form=`). Without
 * JavaScript it submits like any form; with it, every change navigates at once (the URL holds
 * the state, so back and share work) and the page shows that results are loading.
 */
export function SearchForm({
  id,
  action,
  className,
  defaults,
  carry,
  children,
}: {
  id: string
  action: string
  className?: string
  /** Values of parameters the URL leaves out (a landing page's default sort). */
  defaults?: Record<string, string>
  /**
   * Parameters of the current URL kept while the filters stay the same (the sort changed), and
   * dropped as soon as one changes: `understood` (issue 35).
   */
  carry?: string[]
  children: ReactNode
}) {
  const router = useRouter()
  const ref = useRef<HTMLFormElement>(null)
  const [pending, startTransition] = useTransition()
  const params = useSearchParams()
  const query = params?.toString() ?? ''
  const defaultsKey = JSON.stringify(defaults ?? {})
  const carryKey = (carry ?? []).join(',')

  // Text and number fields typed in since the last navigation this form started: a navigation
  // finishing must not overwrite them (the visitor typed Min, tabbed to Max and is typing there).
  const edited = useRef(new Set<HTMLInputElement>())

  const go = useCallback(() => {
    if (!ref.current) return
    // What is typed now goes into this URL: from here on, the URL speaks for those fields.
    edited.current.clear()
    const url = carryParams(
      formUrl(ref.current),
      new URLSearchParams(window.location.search),
      carryKey ? carryKey.split(',') : [],
    )
    startTransition(() => router.push(url, { scroll: false }))
  }, [router, carryKey])

  // After a navigation (a chip removed, back button), fields show what the URL says, without
  // re-creating them (which would lose keyboard focus). Not on the first run: the server drew
  // the fields from this URL, and anything that differs now is the visitor's own input from
  // before the script ran (a box ticked while the page loaded), which is kept, and for choices
  // applied at once, as it would have been a moment later.
  const synced = useRef<string | null>(null)
  useEffect(() => {
    const form = ref.current
    // A newer navigation is on its way: sync to the URL it lands on, not to one on the way there.
    if (!form || pending) return
    const first = synced.current === null
    const key = `${query} ${defaultsKey}`
    if (synced.current === key) return
    synced.current = key
    if (!first) {
      syncFormToParams(
        form,
        new URLSearchParams(query),
        JSON.parse(defaultsKey),
        (el) => el === document.activeElement || edited.current.has(el),
      )
    } else if (choicesChangedSinceServed(form)) go()
  }, [query, defaultsKey, go, pending])

  useEffect(() => {
    const form = ref.current
    if (!form) return
    // Change events of fields outside the <form> element (form="id") do not bubble through it.
    const onChange = (e: Event) => {
      const target = e.target as HTMLInputElement | null
      if (!target || target.form !== form) return
      // Text and number fields apply on Enter or on leaving the field, not on every keystroke.
      if (target.type === 'search') return
      go()
    }
    const onInput = (e: Event) => {
      const target = e.target
      if (target instanceof HTMLInputElement && target.form === form) edited.current.add(target)
    }
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault()
      go()
    }
    document.addEventListener('change', onChange)
    document.addEventListener('input', onInput)
    form.addEventListener('submit', onSubmit)
    return () => {
      document.removeEventListener('change', onChange)
      document.removeEventListener('input', onInput)
      form.removeEventListener('submit', onSubmit)
    }
  }, [go])

  useEffect(() => {
    document.getElementById('search-results')?.setAttribute('aria-busy', String(pending))
  }, [pending])

  return (
    <form
      id={id}
      ref={ref}
      action={action}
      method="get"
      role="search"
      className={className}
      data-pending={pending || undefined}
    >
      {children}
    </form>
  )
}
