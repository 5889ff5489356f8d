// The public surface of features/auctions: what other features may import (decision 049).
export { ListingAuctionLink } from './ListingAuctionLink'
