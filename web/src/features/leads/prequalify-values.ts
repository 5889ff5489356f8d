/**
 * The finance calculator hands its price and ZIP to the pre-qualify form on the same page
 * (issue 16, defect 12): a browser event, since the two are separate islands of the page.
 */
export const PREQUALIFY_VALUES_EVENT = 'ironyard:prequalify-values'

export interface PrequalifyValues {
  /** As typed in the calculator ("85,000"). */
  price: string
  zip: string
}

export function sendPrequalifyValues(values: PrequalifyValues): void {
  window.dispatchEvent(new CustomEvent(PREQUALIFY_VALUES_EVENT, { detail: values }))
}
