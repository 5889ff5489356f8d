import { pgEnum } from 'drizzle-orm/pg-core'
import {
  INSPECTION_DOCUMENT_KINDS,
  type InspectionDocumentKind,
} from '@ironyard/contract/inspections'
import { PROVENANCES, type Provenance } from '@ironyard/contract/forms/taxonomy'

/** Spec §3 flair values, verbatim. */
export const FLAIRS = [
  'AsIsWhereIs',
  'ComingSoon',
  'Demo',
  'FreeShipping',
  'PartnerSeller',
  'PriceReduced',
  'SoldWithAttachments',
  'WarrantyAvailable',
  'WarrantyIncluded',
  'None',
  'NotSet',
] as const
export type Flair = (typeof FLAIRS)[number]
export const flairEnum = pgEnum('flair', FLAIRS)

/** Spec §3 condition ratings, worst to best. */
export const CONDITIONS = ['Poor', 'Fair', 'Good', 'Great', 'Excellent'] as const
export type Condition = (typeof CONDITIONS)[number]
export const conditionEnum = pgEnum('condition_rating', CONDITIONS)

/** Spec §3 EPA emission tiers. */
export const EMISSION_TIERS = [
  'Tier 1',
  'Tier 2',
  'Tier 3',
  'Tier 4',
  'Tier 4A',
  'Tier 4B',
  'Tier 4i',
] as const
export type EmissionTier = (typeof EMISSION_TIERS)[number]
export const emissionTierEnum = pgEnum('emission_tier', EMISSION_TIERS)

/** Spec §4 equipment states. "price reduced" is derived from price history, not a status. */
export const LISTING_STATUSES = [
  'available',
  'coming_soon',
  'sold',
  'no_longer_available',
  'removed',
] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]
export const listingStatusEnum = pgEnum('listing_status', LISTING_STATUSES)

/** Spec §3 agreement types: 2 = exclusive to the product, 32 = top-rated sellers. */
export const AGREEMENT_TYPES = [2, 32] as const
export type AgreementType = (typeof AGREEMENT_TYPES)[number]

export const SELLER_KINDS = ['standard', 'partner'] as const
export type SellerKind = (typeof SELLER_KINDS)[number]
export const sellerKindEnum = pgEnum('seller_kind', SELLER_KINDS)

export { INSPECTION_DOCUMENT_KINDS, type InspectionDocumentKind }
export const inspectionDocumentKindEnum = pgEnum(
  'inspection_document_kind',
  INSPECTION_DOCUMENT_KINDS,
)

export { PROVENANCES, type Provenance }
export const provenanceEnum = pgEnum('provenance', PROVENANCES)

export const SALE_CHANNELS = ['marketplace', 'auction', 'dealer'] as const
export type SaleChannel = (typeof SALE_CHANNELS)[number]
export const saleChannelEnum = pgEnum('sale_channel', SALE_CHANNELS)

export const PRICE_CHANGE_REASONS = ['listed', 'reduced', 'increased'] as const
export const priceChangeReasonEnum = pgEnum('price_change_reason', PRICE_CHANGE_REASONS)
