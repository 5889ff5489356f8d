import { pgEnum } from 'drizzle-orm/pg-core'
import {
  INSPECTION_DOCUMENT_KINDS,
  type InspectionDocumentKind,
} from '@ironyard/contract/inspections'
import {
  CONDITIONS,
  EMISSION_TIERS,
  FLAIRS,
  LISTING_STATUSES,
  PROVENANCES,
  SALE_CHANNELS,
  SELLER_KINDS,
} from '@ironyard/contract/listing-enums'

/**
 * The value lists the web and the GraphQL schema share live in @ironyard/contract (decision 027);
 * the database's enums take them as they are (a change there is a migration).
 */
export {
  CONDITIONS,
  EMISSION_TIERS,
  FLAIRS,
  LISTING_STATUSES,
  PROVENANCES,
  SALE_CHANNELS,
  SELLER_KINDS,
  type Condition,
  type EmissionTier,
  type Flair,
  type ListingStatus,
  type Provenance,
  type SaleChannel,
  type SellerKind,
} from '@ironyard/contract/listing-enums'

export const flairEnum = pgEnum('flair', FLAIRS)

export const conditionEnum = pgEnum('condition_rating', CONDITIONS)

export const emissionTierEnum = pgEnum('emission_tier', EMISSION_TIERS)

export const listingStatusEnum = pgEnum('listing_status', LISTING_STATUSES)

export const sellerKindEnum = pgEnum('seller_kind', SELLER_KINDS)

export { INSPECTION_DOCUMENT_KINDS, type InspectionDocumentKind }
export const inspectionDocumentKindEnum = pgEnum(
  'inspection_document_kind',
  INSPECTION_DOCUMENT_KINDS,
)

export const provenanceEnum = pgEnum('provenance', PROVENANCES)

export const saleChannelEnum = pgEnum('sale_channel', SALE_CHANNELS)

export const PRICE_CHANGE_REASONS = ['listed', 'reduced', 'increased'] as const
export const priceChangeReasonEnum = pgEnum('price_change_reason', PRICE_CHANGE_REASONS)
