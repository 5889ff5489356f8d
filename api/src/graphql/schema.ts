import { makeExecutableSchema } from '@graphql-tools/schema'
import type { GraphQLSchema } from 'graphql'
import { applyAuthDirectives, authDirectivesSdl } from '../directives/auth'
import { schema as accountSdl } from './account.sdl'
import { schema as adminSdl } from './admin.sdl'
import { schema as adminLeadsSdl } from './admin-leads.sdl'
import { schema as adminCatalogSdl } from './admin-catalog.sdl'
import { schema as adminInspectionSdl } from './admin-inspection.sdl'
import { schema as adminMediaSdl } from './admin-media.sdl'
import { schema as adminBulkSdl } from './admin-bulk.sdl'
import { schema as adminAuctionsSdl } from './admin-auctions.sdl'
import { schema as consoleWorkSdl } from './console-work.sdl'
import { schema as alertsSdl } from './alerts.sdl'
import { schema as baseSdl } from './base.sdl'
import { schema as catalogSdl } from './catalog.sdl'
import { schema as contentSdl } from './content.sdl'
import { schema as auctionsSdl } from './auctions.sdl'
import { schema as auctionBiddingSdl } from './auction-bidding.sdl'
import { schema as auctionAccountSdl } from './auction-account.sdl'
import { schema as dealersSdl } from './dealers.sdl'
import { schema as inspectionsSdl } from './inspections.sdl'
import { schema as leadsSdl } from './leads.sdl'
import { schema as listingsSdl } from './listings.sdl'
import { schema as listingInsightsSdl } from './listing-insights.sdl'
import { schema as servicesSdl } from './services.sdl'
import { schema as favoritesSdl } from './favorites.sdl'
import { schema as marketIntelligenceSdl } from './market-intelligence.sdl'
import { schema as partnerSdl } from './partner.sdl'
import { schema as valueTrackerSdl } from './value-tracker.sdl'
import { accountResolvers } from './resolvers/account'
import { adminResolvers } from './resolvers/admin'
import { adminCatalogResolvers } from './resolvers/admin-catalog'
import { adminInspectionResolvers } from './resolvers/admin-inspection'
import { adminMediaResolvers } from './resolvers/admin-media'
import { adminBulkResolvers } from './resolvers/admin-bulk'
import { adminAuctionsResolvers } from './resolvers/admin-auctions'
import { consoleWorkResolvers } from './resolvers/console-work'
import { alertResolvers } from './resolvers/alerts'
import { favoriteResolvers } from './resolvers/favorites'
import { marketIntelligenceResolvers } from './resolvers/market-intelligence'
import { partnerResolvers } from './resolvers/partner'
import { valueTrackerResolvers } from './resolvers/value-tracker'
import { baseResolvers } from './resolvers/base'
import { catalogResolvers } from './resolvers/catalog'
import { contentResolvers } from './resolvers/content'
import { auctionsResolvers } from './resolvers/auctions'
import { auctionBiddingResolvers } from './resolvers/auction-bidding'
import { auctionAccountResolvers } from './resolvers/auction-account'
import { dealersResolvers } from './resolvers/dealers'
import { inspectionResolvers } from './resolvers/inspections'
import { leadResolvers } from './resolvers/leads'
import { listingResolvers } from './resolvers/listings'
import { listingInsightsResolvers } from './resolvers/listing-insights'
import { servicesResolvers } from './resolvers/services'
import { searchResolvers } from './resolvers/search'
import { taxonomyResolvers } from './resolvers/taxonomy'
import { userResolvers } from './resolvers/users'
import { sitemapResolvers } from './resolvers/sitemap'
import { specResolvers } from './resolvers/specs'
import { sweepstakesResolvers } from './resolvers/sweepstakes'
import { DateTime, JSONScalar } from './scalars'
import { schema as searchSdl } from './search.sdl'
import { schema as taxonomySdl } from './taxonomy.sdl'
import { schema as usersSdl } from './users.sdl'
import { schema as sitemapSdl } from './sitemap.sdl'
import { schema as specsSdl } from './specs.sdl'
import { schema as sweepstakesSdl } from './sweepstakes.sdl'

/**
 * Every domain contributes one SDL file (`*.sdl.ts`) and one resolver map. Add both here.
 * codegen.ts reads the same list of SDL files.
 */
export const typeDefs: string[] = [
  authDirectivesSdl,
  baseSdl,
  alertsSdl,
  sitemapSdl,
  leadsSdl,
  catalogSdl,
  dealersSdl,
  auctionsSdl,
  auctionBiddingSdl,
  listingsSdl,
  listingInsightsSdl,
  auctionAccountSdl,
  inspectionsSdl,
  searchSdl,
  usersSdl,
  taxonomySdl,
  accountSdl,
  favoritesSdl,
  valueTrackerSdl,
  marketIntelligenceSdl,
  servicesSdl,
  contentSdl,
  specsSdl,
  adminSdl,
  adminLeadsSdl,
  adminCatalogSdl,
  adminInspectionSdl,
  adminMediaSdl,
  adminBulkSdl,
  adminAuctionsSdl,
  consoleWorkSdl,
  partnerSdl,
  sweepstakesSdl,
]

let built: GraphQLSchema | undefined

/**
 * The executable schema, built once per process (it reads no options: resolvers reach the app's
 * dependencies through the context), so a second app or a test's own look at it does not build
 * and check the whole SDL again.
 */
export function buildSchema(): GraphQLSchema {
  built ??= createSchema()
  return built
}

function createSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs,
    resolvers: [
      { DateTime, JSON: JSONScalar },
      baseResolvers,
      alertResolvers,
      sitemapResolvers,
      leadResolvers,
      catalogResolvers,
      dealersResolvers,
      auctionsResolvers,
      auctionBiddingResolvers,
      auctionAccountResolvers,
      listingResolvers,
      listingInsightsResolvers,
      inspectionResolvers,
      searchResolvers,
      userResolvers,
      taxonomyResolvers,
      accountResolvers,
      adminResolvers,
      adminCatalogResolvers,
      adminInspectionResolvers,
      adminMediaResolvers,
      adminBulkResolvers,
      adminAuctionsResolvers,
      consoleWorkResolvers,
      favoriteResolvers,
      valueTrackerResolvers,
      marketIntelligenceResolvers,
      servicesResolvers,
      contentResolvers,
      specResolvers,
      partnerResolvers,
      sweepstakesResolvers,
    ],
  })
  return applyAuthDirectives(schema)
}
