import { changedSinceServed, fieldsOf } from '@/components/ui/served-fields'
import { DEFAULT_SORT } from '@ironyard/contract/search-enums'
import { parseSearchState, toQueryString } from '@ironyard/contract/search-url'

/** The filters a search URL's parameters stand for: its sort and page aside. */
const filtersOf = (params: URLSearchParams) =>
  toQueryString({ ...parseSearchState(params), sort: DEFAULT_SORT, page: 1 })

/**
 * `url` with the current URL's `names` parameters (`understood=`, issue 35) carried over when it
 * searches the same filters (only the sort or page changed), and without them otherwise: a row
 * saying what the typed words were read into must not outlive a filter changed by hand.
 */
export function carryParams(url: string, current: URLSearchParams, names: string[]): string {
  if (!names.length) return url
  const [path, query = ''] = url.split('?')
  const next = new URLSearchParams(query)
  for (const name of names) next.delete(name)
  if (filtersOf(next) === filtersOf(current)) {
    for (const name of names) for (const v of current.getAll(name)) next.append(name, v)
  }
  const qs = next.toString()
  return qs ? `${path}?${qs}` : path
}

/**
 * The URL a GET form would navigate to, built from its current fields the way the browser does,
 * minus empty values (cleaner, shareable URLs). Includes fields associated with `form=`.
 */
export function formUrl(form: HTMLFormElement, override?: Record<string, string>): string {
  const params = new URLSearchParams()
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim())
  }
  for (const [k, v] of Object.entries(override ?? {})) {
    params.delete(k)
    if (v) params.set(k, v)
  }
  const action = new URL(form.action, window.location.href)
  const qs = params.toString()
  return `${action.pathname}${qs ? `?${qs}` : ''}`
}

/**
 * Set every field of a form (including `form=` fields) to the value the URL gives it, or to the
 * page's default for parameters the URL leaves out (a landing page's own sort). Text and number
 * fields for which `keep` answers true are left as they are: the visitor is typing there, or
 * typed there after the navigation started (issue 16, defect 2: leaving Min price navigated,
 * and the sync then erased what was already typed or pasted into Max).
 */
export function syncFormToParams(
  form: HTMLFormElement,
  source: URLSearchParams,
  defaults: Record<string, string> = {},
  keep: (el: HTMLInputElement) => boolean = () => false,
): void {
  const params = new URLSearchParams(source)
  for (const [k, v] of Object.entries(defaults)) if (!params.has(k)) params.set(k, v)
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.name) {
      if (el.type === 'checkbox') el.checked = params.getAll(el.name).includes(el.value)
      else if (el.type === 'radio') {
        const values = params.getAll(el.name)
        el.checked = values.length ? values.includes(el.value) : el.value === ''
      } else if (!['hidden', 'submit', 'search'].includes(el.type) && !keep(el)) {
        const value = params.get(el.name) ?? ''
        if (el.value !== value) el.value = value
      }
    } else if (el instanceof HTMLSelectElement && el.name) {
      const value = params.get(el.name) ?? ''
      const index = Array.from(el.options).findIndex((o) => o.value === value)
      el.selectedIndex = Math.max(0, index)
    }
  }
}

/**
 * Whether a choice (a box, a radio, a menu) no longer shows what the page was served with: the
 * visitor changed it before the page's script ran, when nothing listened for the change.
 */
export function choicesChangedSinceServed(form: HTMLFormElement): boolean {
  return fieldsOf(form).some(
    (el) =>
      (el instanceof HTMLSelectElement || el.type === 'checkbox' || el.type === 'radio') &&
      changedSinceServed(el),
  )
}
