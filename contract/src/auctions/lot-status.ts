/**
 * Where an auction lot stands (issue 34). `upcoming` and `open` are both "not closed yet": whether
 * a bid counts is `isOpenAt` (the auction's start, the close in force); the others are final,
 * written once by the closing job (`sold`, `unsold`) or by staff's withdrawal (`withdrawn`). The
 * Drizzle check, the GraphQL enum and the console's labels take this list.
 */
export const AUCTION_LOT_STATUSES = ['upcoming', 'open', 'sold', 'unsold', 'withdrawn'] as const
export type AuctionLotStatus = (typeof AUCTION_LOT_STATUSES)[number]

/** Not decided yet: the closing job (or a withdrawal) has not written a final status. */
export const isLiveLotStatus = (status: AuctionLotStatus): boolean =>
  status === 'upcoming' || status === 'open'
