import type { Flair, ListingStatus } from '../db/schema/enums'
import { isoDate } from './as-of'
import { getGeography, locationAt, pickZip, STATES, type ListingLocation } from './geography'
import { getMediaCatalog, makePalette, videoPath, type ImageVariant } from './illustrations/catalog'
import { generateInspection, type GeneratedInspection } from './inspections'
import type { InspectorPool } from './inspectors'
import { MACHINE_FEATURES } from '../reference-data/inspection-points'
import { advisorFor, describe, LISTING_COMPANY } from './labels'

const descriptions = (d: { en: string; es: string }) => ({ description: d.en, descriptionEs: d.es })
import { buildTimeline, pickStatus, type PriceChange } from './listing-timeline'
import type { ModelPool } from './model-pool'
import { ASKING_MARKUP, fairValueCents, roundPriceCents } from './price-model'
import { rngFor, weighted, type Rng } from './rng'
import type { GeneratedSeller, SellerPool } from './sellers'
import { serialNumber, stockNumber } from './serial-numbers'
import { drawUnit, unitZip, type Unit } from './units'

/** Everything the generators share for one seed. */
export interface InventoryContext {
  seed: number
  asOf: Date
  pool: ModelPool
  sellers: SellerPool
  inspectors: InspectorPool
  advisors: string[]
}

export interface ListingRecord {
  id: number
  stockNumber: string
  year: number
  makeId: number
  modelId: number
  model: string
  categoryId: number
  equipmentCategorySlug: string
  taxonomizedSubCategoryId: number | null
  serialNumber: string
  hours: number | null
  miles: number | null
  secondaryHours: number | null
  advertisedPriceCents: number
  originalPriceCents: number
  floorPriceCents: number
  location: ListingLocation
  sellerId: number
  flair: Flair
  isPartnerSeller: boolean
  hasWarranty: boolean
  condition: Unit['condition']
  emissionTier: Unit['emissionTier']
  agreementType: 2 | 32
  status: ListingStatus
  soldAt: Date | null
  fleetAdvisor: string
  listingCompany: string
  listingSellerCompany: string
  description: string
  descriptionEs: string
  specs: Record<string, number>
  hasInspection: boolean
  priceReducedAt: Date | null
  listedAt: Date
  createdAt: Date
  updatedAt: Date
}

export interface ImageRecord {
  listingId: number
  position: number
  path: string
  width: number
  height: number
  altEn: string
  altEs: string
}

export interface VideoRecord {
  listingId: number
  url: string
  posterPath: string
  title: string
  durationSeconds: number
}

export interface SaleRecord {
  listingId: number | null
  makeId: number
  modelId: number
  model: string
  categoryId: number
  year: number
  hours: number | null
  miles: number | null
  condition: Unit['condition']
  priceCents: number
  soldOn: string
  channel: 'marketplace' | 'auction' | 'dealer'
  city: string
  state: string
  zip: string
  lat: number
  lng: number
}

export interface GeneratedListing {
  listing: ListingRecord
  images: ImageRecord[]
  videos: VideoRecord[]
  priceHistory: Array<PriceChange & { listingId: number }>
  inspection: (GeneratedInspection & { id: number; listingId: number; inspectorId: number }) | null
  sale: SaleRecord | null
}

const ON_ROAD_GROUPS = new Set(['trucks', 'trailers'])
const OFF_ROAD_TRUCKS = new Set(['haul-trucks', 'off-highway-trucks', 'articulated-trucks'])

/** The flair shown on a card: at most one, from what is true of the listing. */
function pickFlair(
  rng: Rng,
  status: ListingStatus,
  seller: GeneratedSeller,
  reduced: boolean,
  unit: Unit,
): Flair {
  if (status === 'coming_soon' && rng.chance(0.9)) return 'ComingSoon'
  if (seller.kind === 'partner' && rng.chance(0.55)) return 'PartnerSeller'
  if (reduced && rng.chance(0.55)) return 'PriceReduced'
  const young = unit.age < 2.5 && unit.meters.usageRatio < 1
  return weighted<Flair>(rng, [
    ['NotSet', 38],
    ['None', 27],
    ['AsIsWhereIs', unit.condition === 'Poor' || unit.condition === 'Fair' ? 14 : 5],
    ['WarrantyAvailable', unit.age < 6 ? 9 : 2],
    ['WarrantyIncluded', unit.age < 3 ? 8 : 0.5],
    ['FreeShipping', 5],
    ['SoldWithAttachments', 5],
    ['Demo', young ? 45 : 0],
  ])
}

function pickImages(rng: Rng, unit: Unit, count: number): ImageVariant[] {
  const media = getMediaCatalog()
  const exteriors = [...(media.exteriors.get(unit.category.slug) ?? [])]
  const preferred = makePalette(unit.model.makeSlug, unit.category.slug)
  const own = exteriors.findIndex((v) => v.palette === preferred)
  const first = own >= 0 ? own : rng.int(0, Math.max(0, exteriors.length - 1))
  // The listing's own colour scheme first, then the other views of the same scheme.
  const ordered = exteriors.length
    ? [
        exteriors[first],
        ...exteriors.filter((v, i) => i !== first && v.palette === exteriors[first].palette),
        ...rng.sample(
          exteriors.filter((v) => v.palette !== exteriors[first].palette),
          1,
        ),
      ]
    : []
  const features = new Set(MACHINE_FEATURES[unit.category.slug] ?? [])
  const details: ImageVariant[] = []
  if (features.has('cab'))
    details.push(media.details.get(rng.chance(0.5) ? 'cab-interior-1' : 'cab-interior-2')!)
  if (features.has('engine'))
    details.push(media.details.get(rng.chance(0.5) ? 'engine-bay-1' : 'engine-bay-2')!)
  if (unit.meters.hours != null || unit.meters.miles != null)
    details.push(media.details.get('gauges')!)
  if (features.has('tracks')) details.push(media.details.get('undercarriage')!)
  if (features.has('wheels')) details.push(media.details.get('tire')!)
  return [...ordered, ...details].slice(0, count)
}

export interface ListingOptions {
  /**
   * The listing row only: empty descriptions, no images, videos, inspection report or sale (for
   * loads that only search reads). Every other field is the full generator's: the descriptions are
   * the listing's last random draws, so leaving them out changes no earlier one.
   */
  listingOnly?: boolean
}

export function generateListing(
  ctx: InventoryContext,
  id: number,
  opts: ListingOptions = {},
): GeneratedListing {
  const rng = rngFor(ctx.seed, 'listing', id)
  const seller = ctx.sellers.table.pick(rng)
  const unit = drawUnit(rng, ctx.pool, ctx.asOf)
  const { category, model } = unit
  // The first listings cover every state (and DC) so state pages are never empty.
  const zip =
    id <= STATES.length ? pickZip(rng, getGeography(), STATES[id - 1]) : unitZip(rng, seller.home)
  const location = locationAt(rng, zip, zip === seller.home ? seller.street : undefined)
  const status = pickStatus(rng)
  const noise = rng.logNormal(0.1)
  const timeline = buildTimeline(
    rng,
    ctx.asOf,
    status,
    (listedAt) =>
      fairValueCents({
        newPriceCents: model.newPriceCents,
        categorySlug: category.slug,
        groupSlug: category.groupSlug,
        year: unit.year,
        hours: unit.meters.hours,
        miles: unit.meters.miles,
        condition: unit.condition,
        state: zip.state,
        at: listedAt,
        asOf: ctx.asOf,
      }) *
      ASKING_MARKUP *
      noise,
  )
  const reduced = timeline.priceReducedAt !== null
  const flair = pickFlair(rng, status, seller, reduced, unit)
  const inspected = rng.chance(
    status === 'removed' ? 0.1 : category.groupSlug === 'trailers' ? 0.2 : 0.37,
  )
  const title = `${unit.year} ${model.makeName} ${model.name}`
  const onRoad =
    (ON_ROAD_GROUPS.has(category.groupSlug) && !OFF_ROAD_TRUCKS.has(category.slug)) ||
    category.slug === 'cranes'
  const listing: ListingRecord = {
    id,
    stockNumber: stockNumber(ctx.seed, id),
    year: unit.year,
    makeId: model.makeId,
    modelId: model.id,
    model: model.name,
    categoryId: category.id,
    equipmentCategorySlug: category.slug,
    taxonomizedSubCategoryId: model.subcategoryId,
    serialNumber: serialNumber(rng, {
      makeSlug: model.makeSlug,
      model: model.name,
      year: unit.year,
      onRoad,
    }),
    hours: unit.meters.hours,
    miles: unit.meters.miles,
    secondaryHours: unit.meters.secondaryHours,
    advertisedPriceCents: timeline.advertisedPriceCents,
    originalPriceCents: timeline.originalPriceCents,
    floorPriceCents: timeline.floorPriceCents,
    location,
    sellerId: seller.id,
    flair,
    isPartnerSeller: seller.kind === 'partner',
    hasWarranty:
      flair === 'WarrantyIncluded' ||
      flair === 'WarrantyAvailable' ||
      (unit.age < 3 && rng.chance(0.3)),
    condition: unit.condition,
    emissionTier: unit.emissionTier,
    agreementType:
      seller.kind === 'partner' ? (rng.chance(0.6) ? 32 : 2) : rng.chance(0.9) ? 2 : 32,
    status,
    soldAt: timeline.soldAt,
    fleetAdvisor: advisorFor(rng, ctx.advisors, zip.state),
    listingCompany: seller.kind === 'partner' ? seller.name : LISTING_COMPANY,
    listingSellerCompany: seller.name,
    ...(opts.listingOnly
      ? { description: '', descriptionEs: '' }
      : descriptions(
          describe(rng, {
            year: unit.year,
            makeName: model.makeName,
            model: model.name,
            singularEn: category.singularEn,
            singularEs: category.singularEs,
            hours: unit.meters.hours,
            miles: unit.meters.miles,
            condition: unit.condition,
            emissionTier: unit.emissionTier,
            specs: unit.specs,
            city: zip.city,
            state: zip.state,
            inspected,
          }),
        )),
    specs: unit.specs,
    hasInspection: inspected,
    priceReducedAt: timeline.priceReducedAt,
    listedAt: timeline.listedAt,
    createdAt: timeline.listedAt,
    updatedAt: new Date(
      Math.max(
        timeline.history[timeline.history.length - 1].changedAt.getTime(),
        timeline.endedAt?.getTime() ?? 0,
      ),
    ),
  }
  const priceHistory = timeline.history.map((h) => ({ ...h, listingId: id }))
  if (opts.listingOnly)
    return { listing, images: [], videos: [], priceHistory, inspection: null, sale: null }
  const variants = pickImages(rng, unit, status === 'removed' ? rng.int(1, 2) : rng.int(4, 8))
  const images = variants.map((v, i) => ({
    listingId: id,
    position: i,
    path: v.path,
    width: 1600,
    height: 1200,
    altEn: `${title} ${category.singularEn.toLowerCase()}, illustration: ${v.viewEn}`,
    altEs: `${category.singularEs} ${model.makeName} ${model.name} ${unit.year}, ilustración: ${v.viewEs}`,
  }))
  const clip = videoPath(category.slug)
  const videos: VideoRecord[] =
    clip && images.length && status !== 'removed' && rng.chance(0.08)
      ? [
          {
            listingId: id,
            url: `/media/${clip}`,
            posterPath: images[0].path,
            title: `${title}: walk-around (illustration)`,
            durationSeconds: 3,
          },
        ]
      : []
  let inspection: GeneratedListing['inspection'] = null
  if (inspected) {
    const geoInspectors = ctx.inspectors.byState.get(zip.state)
    const inspector =
      geoInspectors && rng.chance(0.7) ? rng.pick(geoInspectors) : ctx.inspectors.table.pick(rng)
    inspection = {
      id,
      listingId: id,
      inspectorId: inspector.id,
      ...generateInspection(rng, {
        categorySlug: category.slug,
        condition: unit.condition,
        listedAt: timeline.listedAt,
        year: unit.year,
        title,
        hasTelematics: unit.year >= 2014,
      }),
    }
  }
  const sale: SaleRecord | null =
    status === 'sold' && timeline.soldAt
      ? {
          listingId: id,
          makeId: model.makeId,
          modelId: model.id,
          model: model.name,
          categoryId: category.id,
          year: unit.year,
          hours: unit.meters.hours,
          miles: unit.meters.miles,
          condition: unit.condition,
          // Accepted offers land a few percent under the last asking price.
          priceCents: roundPriceCents(timeline.advertisedPriceCents * rng.range(0.92, 1), false),
          soldOn: isoDate(timeline.soldAt),
          channel: 'marketplace',
          city: location.city,
          state: location.state,
          zip: location.zip,
          lat: location.lat,
          lng: location.lng,
        }
      : null
  return {
    listing,
    images,
    videos,
    priceHistory,
    inspection,
    sale,
  }
}
