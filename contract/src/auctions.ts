/**
 * The group's auction calendar (spec §2 "auction calendar", "auction"): how an auction is held.
 * The Drizzle check, the GraphQL enum and the web's labels take this list.
 */
export const AUCTION_FORMATS = ['online', 'onsite'] as const
export type AuctionFormat = (typeof AUCTION_FORMATS)[number]

/** An auction's slug in its URL: lower-case words joined by hyphens. */
export const AUCTION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const AUCTION_SLUG_MAX = 120

export const isAuctionSlug = (s: string): boolean =>
  s.length <= AUCTION_SLUG_MAX && AUCTION_SLUG_PATTERN.test(s)
