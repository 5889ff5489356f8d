import type { LeadPrefill } from './equipment-data'

/**
 * What the equipment page knows about the visitor that its buyer forms need, passed down as one
 * object (page → ListingDetailView → BuyBox → BuyerActions, and InspectionSection) so that a new
 * piece of it is added here and where the page reads it, not to every component on the way.
 */
export interface BuyerContext {
  /** The search the visitor came from (?queryID=), carried by the forms. */
  queryId: string | null
  /** The signed-in visitor's details for the forms; null when anonymous. */
  prefill: LeadPrefill | null
  /**
   * The page's own path (locale included): to come back to after signing in, and the links that
   * open a collapsed form without JavaScript.
   */
  path: string
  /** The collapsed form to render open (`?form=`, the no-JavaScript way to open one). */
  openForm: string | null
}

/** A buyer context for `path` with nothing else known (stories and tests override fields). */
export const buyerContext = (path: string, over: Partial<BuyerContext> = {}): BuyerContext => ({
  queryId: null,
  prefill: null,
  path,
  openForm: null,
  ...over,
})
