import { headers } from 'next/headers'
import { privacySignal } from '@ironyard/contract/analytics-params'

/**
 * Does the page request carry `Sec-GPC: 1` (Global Privacy Control) or `DNT: 1`? Then the
 * browser counts, captures and sends nothing for analytics, as with the browser's own flags
 * (a privacy extension may send the header without setting navigator.globalPrivacyControl).
 */
export async function requestPrivacySignal(): Promise<boolean> {
  const h = await headers()
  return privacySignal((name) => h.get(name))
}
