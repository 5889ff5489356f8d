/**
 * Issue 34, "An anonymised bid history": bidders are numbered in the order of their first bid, so
 * the public history says "Bidder 3" and never an id. Numbers are stable: a later bid never
 * renumbers an earlier bidder.
 */

/** Each bidder's number (from 1), in the order of their first bid. */
export function bidderNumbers(bids: readonly { bidderId: string }[]): Map<string, number> {
  const numbers = new Map<string, number>()
  for (const bid of bids) {
    if (!numbers.has(bid.bidderId)) numbers.set(bid.bidderId, numbers.size + 1)
  }
  return numbers
}

/**
 * The label of each bid's bidder, one a bid in the bids' order: "Bidder 1", "Bidder 2"... The web
 * translates from `bidderNumbers` ("Postor 2" in Spanish); this is the English text.
 */
export function bidderLabels(bids: readonly { bidderId: string }[]): string[] {
  const numbers = bidderNumbers(bids)
  return bids.map((bid) => `Bidder ${numbers.get(bid.bidderId)}`)
}
