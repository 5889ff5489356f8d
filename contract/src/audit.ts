/*
 * The audit log's vocabulary (issue 14): what the api's services write with each change, and what
 * the console's audit page filters by and names in both languages.
 */

/**
 * The kinds of record the api's services audit (the audit log's entity filter): listings, leads,
 * the catalogue, inspectors, partner sellers (their members and feed imports, issue 15), and
 * auctions, their lots and bidders (issue 34).
 */
export const AUDIT_ENTITY_TYPES = [
  'listing',
  'lead',
  'category',
  'subcategory',
  'make',
  'model',
  'inspector',
  'seller',
  'auction',
  'auction_lot',
  'bidder',
] as const
/**
 * Every kind of record an audit entry names: the filter's, and a partner's feed API keys (their
 * entries are found by their actions; the filter does not offer them).
 */
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number] | 'partner_api_key'

/** Every action an audit entry records, `<entity>.<what was done>`. */
export const AUDIT_ACTIONS = [
  // A listing's lifecycle steps (LIFECYCLE_TRANSITIONS), then its edits.
  'listing.publish',
  'listing.markComingSoon',
  'listing.changePrice',
  'listing.markSold',
  'listing.remove',
  'listing.restore',
  'listing.backOnSale',
  'listing.discardDraft',
  'listing.create',
  'listing.update',
  'listing.duplicate',
  'listing.photo_add',
  'listing.photo_alt',
  'listing.photo_delete',
  'listing.photo_reorder',
  // Where the public site crops a photo around (issue 36, point 10).
  'listing.photo_focal',
  'listing.video_add',
  'listing.video_delete',
  'listing.document_upload',
  'listing.document_delete',
  'listing.inspection_save',
  'listing.inspection_delete',
  'lead.contacted',
  // The leads inbox's bulk operations (issue 36, point 7): an owner, a note, and their undo.
  'lead.assignOwner',
  'lead.note',
  'lead.undo',
  'inspector.create',
  // The catalogue: a rename changes the record's address (its slug).
  'category.create',
  'category.update',
  'category.rename',
  'category.reorder',
  // Hidden (issue 36): its pages answer 301 to the parent; shown again, they answer once more.
  'category.hide',
  'category.show',
  'subcategory.create',
  'subcategory.update',
  'subcategory.rename',
  'subcategory.reorder',
  'subcategory.hide',
  'subcategory.show',
  'make.create',
  'make.update',
  'make.rename',
  // A partner asks staff to add a make the catalogue lacks (issue 36, defect 6).
  'make.request',
  'model.create',
  'model.update',
  'model.rename',
  // Partner sellers (issue 15).
  'partner.member.add',
  'partner.member.remove',
  'partner.apiKey.create',
  'partner.apiKey.revoke',
  'partner.feed.import',
  // Timed online auctions (issue 34): a sale, its lots, a bidder's limit.
  'auction.create',
  'auctionLot.add',
  'auctionLot.withdraw',
  'auctionLot.setReserve',
  'bidder.setLimit',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** What a listing's lifecycle entries keep of the listing (the api's `auditView`). */
const LISTING_VIEW = ['status', 'advertisedPriceCents', 'flair', 'soldAt'] as const
/** How a partner's feed made the change: `api` (with the key of `key`, its prefix) or `upload`. */
const FEED = ['via', 'key'] as const
/**
 * The listing form's fields an edit may change (LISTING_FORM_FIELDS less the stock number and the
 * price, which change by their own steps), the catalogue's by slug and the make by name.
 */
export const LISTING_EDIT_FIELDS = [
  'categorySlug',
  'subcategorySlug',
  'make',
  'model',
  'year',
  'hours',
  'miles',
  'secondaryHours',
  'serialNumber',
  'originalPriceCents',
  'floorPriceCents',
  'zip',
  'condition',
  'emissionTier',
  'flair',
  'agreementType',
  'isPartnerSeller',
  'hasWarranty',
  'fleetAdvisor',
  'listingCompany',
  'listingSellerCompany',
  'description',
  'descriptionEs',
] as const
const PHOTO = ['photoId', 'photoNumber', 'photoCount'] as const
const DOCUMENT = ['kind', 'documentId', 'fileKey', 'byteSize', 'pages'] as const
const INSPECTION = [
  'inspectorId',
  'inspector',
  'inspectedOn',
  'overallCondition',
  'whatIsGreatEn',
  'whatIsGreatEs',
  'whatNeedsWorkEn',
  'whatNeedsWorkEs',
  'ratings',
  'notesOn',
] as const
const CATEGORY_EDIT = [
  'slug',
  'nameEn',
  'nameEs',
  'singularEn',
  'singularEs',
  'introEn',
  'introEs',
  'groupSlug',
] as const
const SUBCATEGORY_EDIT = ['slug', 'nameEn', 'nameEs'] as const
const MAKE = ['slug', 'name', 'aliases', 'parentCompany', 'featured'] as const
const MODEL = ['name', 'slug', 'categoryId', 'subcategoryId', 'yearFrom', 'yearTo'] as const
const API_KEY = ['sellerId', 'name', 'prefix', 'revokedAt'] as const
const LOT_TERMS = ['startingBidCents', 'reserveCents', 'priceCents', 'bidCount'] as const

/**
 * The fields each action's entries hold, before or after (issue 36): the api's recordAudit
 * refuses any other, so this list cannot drift from what the services write, and the console
 * names each of them in both languages (web/src/features/admin/audit-fields.test.ts).
 */
export const AUDIT_FIELDS = {
  'listing.publish': LISTING_VIEW,
  'listing.markComingSoon': LISTING_VIEW,
  // floorPriceCents: the floor a cut lowered with it (issue 36, defect 5).
  'listing.changePrice': [
    ...LISTING_VIEW,
    'unchanged',
    'favoritersMailed',
    'floorPriceCents',
    ...FEED,
  ],
  'listing.markSold': [...LISTING_VIEW, 'soldPriceCents', 'soldOn', 'auctionLotId'],
  'listing.remove': [...LISTING_VIEW, 'reason'],
  'listing.restore': [...LISTING_VIEW, ...FEED],
  // The sale that fell through (issue 36): its price and day, withdrawn from valuations.
  'listing.backOnSale': [...LISTING_VIEW, 'reason', 'soldPriceCents', 'soldOn'],
  'listing.discardDraft': LISTING_VIEW,
  'listing.create': [...LISTING_VIEW, 'make', 'model', 'year', ...FEED],
  // A partner's feed compares the listing's columns (apply-partner-feed COMPARED), ids included.
  'listing.update': [...LISTING_EDIT_FIELDS, 'categoryId', 'makeId', 'modelId', ...FEED],
  'listing.duplicate': [...LISTING_VIEW, 'from'],
  'listing.photo_add': [...PHOTO, 'path', 'contentHash'],
  'listing.photo_alt': [...PHOTO, 'altEn', 'altEs'],
  'listing.photo_delete': [...PHOTO, 'path', 'altEn', 'altEs'],
  'listing.photo_reorder': ['order'],
  'listing.photo_focal': [...PHOTO, 'focalX', 'focalY'],
  'listing.video_add': ['videoId', 'url', 'title'],
  'listing.video_delete': ['videoId', 'url', 'title'],
  'listing.document_upload': DOCUMENT,
  'listing.document_delete': DOCUMENT,
  'listing.inspection_save': [
    ...INSPECTION,
    'created',
    'changed',
    'pointsChanged',
    'changedPoints',
  ],
  'listing.inspection_delete': INSPECTION,
  // bulkOperation: the inbox's bulk operation that did it (its Undo takes it back).
  'lead.contacted': ['contactedAt', 'bulkOperation'],
  'lead.assignOwner': ['owner', 'bulkOperation'],
  'lead.note': ['note', 'bulkOperation'],
  'lead.undo': ['contactedAt', 'owner', 'note', 'bulkOperation'],
  'inspector.create': [
    'id',
    'name',
    'certifications',
    'yearsExperience',
    'region',
    'inspectionsDone',
  ],
  'category.create': ['slug', 'nameEn', 'nameEs', 'groupSlug'],
  'category.update': CATEGORY_EDIT,
  'category.rename': CATEGORY_EDIT,
  'category.reorder': ['order'],
  'category.hide': ['hiddenAt'],
  'category.show': ['hiddenAt'],
  'subcategory.create': ['slug', 'nameEn', 'nameEs', 'sortOrder'],
  'subcategory.update': SUBCATEGORY_EDIT,
  'subcategory.rename': SUBCATEGORY_EDIT,
  'subcategory.reorder': ['order'],
  'subcategory.hide': ['hiddenAt'],
  'subcategory.show': ['hiddenAt'],
  'make.create': MAKE,
  'make.update': MAKE,
  'make.rename': MAKE,
  'make.request': ['name', 'sellerId'],
  'model.create': MODEL,
  'model.update': MODEL,
  'model.rename': MODEL,
  'partner.member.add': ['email', 'sellerId'],
  'partner.member.remove': ['email', 'sellerId'],
  'partner.apiKey.create': API_KEY,
  'partner.apiKey.revoke': [...API_KEY, 'reason'],
  'partner.feed.import': [...FEED, 'mode', 'created', 'updated', 'unchanged', 'failed', 'removed'],
  'auction.create': [
    'slug',
    'nameEn',
    'nameEs',
    'format',
    'startsAt',
    'endsAt',
    'timeZone',
    'lotIntervalSeconds',
    'softCloseSeconds',
  ],
  'auctionLot.add': [
    'lotId',
    'lotNumber',
    'stockNumber',
    'title',
    'startingBidCents',
    'reserveCents',
    'closesAt',
  ],
  'auctionLot.withdraw': ['status', 'priceCents', 'bidCount', 'reason'],
  'auctionLot.setReserve': LOT_TERMS,
  'bidder.setLimit': ['limitCents', 'setBy'],
} as const satisfies Record<AuditAction, readonly string[]>

/** A field an entry of `A` may hold. */
export type AuditField<A extends AuditAction> = (typeof AUDIT_FIELDS)[A][number]
/** What an entry of `A` holds on one side (before or after): only its registered fields. */
export type AuditValues<A extends AuditAction> = { [K in AuditField<A>]?: unknown }

/**
 * The fields of `values` that `action` does not register (AUDIT_FIELDS), for the api to refuse:
 * an entry with an unnamed field would show "Missing key" in the console.
 */
export function unregisteredAuditFields(
  action: AuditAction,
  values: Record<string, unknown> | null,
): string[] {
  const known: readonly string[] = AUDIT_FIELDS[action]
  return Object.keys(values ?? {}).filter((k) => !known.includes(k))
}

/**
 * An action's name in the console's texts: `admin:audit.actions.<name>`, the action with `_` for
 * `.` (`partner.member.add` → `partner_member_add`).
 */
export const auditActionLabel = (action: string): string => action.replaceAll('.', '_')
