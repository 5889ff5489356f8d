import type { CodegenConfig } from '@graphql-codegen/cli'

/** Resolver types from the SDL files (SDL-first). The web generates its documents separately. */
const config: CodegenConfig = {
  schema: './src/graphql/*.sdl.ts',
  generates: {
    './src/graphql/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../../context#GraphQLContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date | string', JSON: 'unknown' },
        mappers: {
          Auction: '../../services/auctions/list-auctions#AuctionView',
          AuctionLot: '../../services/auctions/list-auctions#AuctionLotView',
          AdminAuction: '../../services/auction-admin/admin-auction-views#AdminAuctionView',
          BidResult: '../../services/auctions/place-bid#BidResultView',
          Story: '../../services/content/get-story#StoryView',
          Listing: '../../services/listings/get-listing#ListingDetail',
          TrackedMachine: '../../services/value-tracker/tracked-machine-view#TrackedMachineView',
          AdminListing: '../../services/listing-media/get-listing-media#AdminListingParent',
          AdminLead: '../../services/admin/list-admin-leads#AdminLeadView',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null | undefined',
      },
    },
    './schema.graphql': {
      plugins: ['schema-ast'],
    },
  },
}
export default config
