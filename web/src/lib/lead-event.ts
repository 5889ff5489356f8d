import type { LEAD_FORM_NAMES } from '@ironyard/contract/lead-types'

/**
 * The browser event a submitted buyer form fires; the analytics module listens for it. Plain
 * code in lib/: analytics runs on every page, and reading this through the leads feature's
 * index loaded the lead forms, their CSS and their rules (zod, the phone metadata) at start.
 */
export const LEAD_EVENT = 'ironyard:lead'

export interface LeadEventDetail {
  description: string
  type: keyof typeof LEAD_FORM_NAMES
  /** Empty on the services forms, which are not about one machine. */
  stockNumber: string
  /** Spec §3: lead events read filters.advertisedPriceInCents. */
  filters: { advertisedPriceInCents: number | null }
  value: number
  currency: 'USD'
}
