'use client'

/**
 * The panel's "Apply filters" button. It submits the search form (SearchForm navigates, or the
 * browser without JavaScript); on a phone the panel is a sheet shown while the URL's fragment
 * is #filters (`:target`), which the router's pushState does not change: so the button also
 * goes to #search-results, which closes the sheet, and puts focus on the result count, which
 * reads the new count when the results arrive (issue 37, defect 2).
 */
export function FilterPanelApply({ form, label }: { form: string; label: string }) {
  return (
    <button type="submit" form={form} className="btn" onClick={showResults}>
      {label}
    </button>
  )
}

const RESULTS_ID = 'search-results'

function showResults() {
  const results = document.getElementById(RESULTS_ID)
  if (!results) return
  // A fragment navigation replacing this entry, then the router's state put back on it, so
  // Back still restores this search.
  const state: unknown = window.history.state
  window.location.replace(`#${RESULTS_ID}`)
  window.history.replaceState(state, '', window.location.href)
  focusCount(results)
  // The count's node may be replaced by the new results (none found): focus it again once the
  // search form marks the results as loaded, if focus was lost.
  const done = new MutationObserver(() => {
    if (results.getAttribute('aria-busy') === 'true') return
    done.disconnect()
    if (!results.isConnected || document.activeElement === document.body)
      focusCount(document.getElementById(RESULTS_ID))
  })
  done.observe(results, { attributes: true, attributeFilter: ['aria-busy'] })
}

function focusCount(results: HTMLElement | null) {
  if (!results) return
  const count = results.querySelector<HTMLElement>('[role="status"]') ?? results
  if (!count.hasAttribute('tabindex')) count.tabIndex = -1
  count.focus()
}
