import { GraphQLEnumType } from 'graphql'
import { ADMIN_LEAD_STATUSES, ADMIN_LISTING_SORTS } from '@ironyard/contract/admin-console'
import {
  ADMIN_LEAD_SORTS,
  LEAD_BULK_ACTIONS,
  LISTING_WORK_FILTERS,
  SAVED_VIEW_TABLES,
} from '@ironyard/contract/console-work'
import { AUCTION_FORMATS } from '@ironyard/contract/auctions'
import { AUCTION_LOT_STATUSES } from '@ironyard/contract/auctions/lot-status'
import { TAX_ASSUMPTION_KEYS } from '@ironyard/contract/forms/calculators'
import {
  CONDITIONS,
  FAVORITE_FILTERS,
  FLAIRS,
  LIFECYCLE_STEPS,
  LISTING_STATUSES,
  PROVENANCES,
  SALE_CHANNELS,
} from '@ironyard/contract/listing-enums'
import { SHOW_ONLY } from '@ironyard/contract/search-enums'
import { buildSchema } from '../../src/graphql/schema'

/**
 * The SDL spells each enum the contract defines (decision 027); this holds the two together, so
 * a value added to one side only (or a reordering) fails here instead of at a client.
 * A GraphQL enum that mirrors a new contract list is added to this table.
 */
const MIRRORS: Record<string, readonly string[]> = {
  Condition: CONDITIONS,
  Flair: FLAIRS,
  ListingStatus: LISTING_STATUSES,
  ShowOnly: SHOW_ONLY,
  TaxonomyProvenance: PROVENANCES,
  SaleChannel: SALE_CHANNELS,
  FavoriteFilter: FAVORITE_FILTERS,
  TaxAssumption: TAX_ASSUMPTION_KEYS,
  LifecycleStep: LIFECYCLE_STEPS,
  AdminLeadStatus: ADMIN_LEAD_STATUSES,
  AdminListingSort: ADMIN_LISTING_SORTS,
  ListingWorkFilter: LISTING_WORK_FILTERS,
  AdminLeadSort: ADMIN_LEAD_SORTS,
  LeadBulkAction: LEAD_BULK_ACTIONS,
  SavedViewTable: SAVED_VIEW_TABLES,
  AuctionFormat: AUCTION_FORMATS,
  AuctionLotStatus: AUCTION_LOT_STATUSES,
}

describe('GraphQL enums mirror the contract', () => {
  const schema = buildSchema()

  it.each(Object.entries(MIRRORS))('%s has exactly the contract values', (name, values) => {
    const type = schema.getType(name)
    expect(type).toBeInstanceOf(GraphQLEnumType)
    const sdl = (type as GraphQLEnumType).getValues().map((v) => v.value as string)
    expect(sdl).toEqual([...values])
  })
})
