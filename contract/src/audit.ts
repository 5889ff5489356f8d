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
  'listing.create',
  'listing.update',
  'listing.duplicate',
  'listing.photo_add',
  'listing.photo_alt',
  'listing.photo_delete',
  'listing.photo_reorder',
  'listing.video_add',
  'listing.video_delete',
  'listing.document_upload',
  'listing.document_delete',
  'listing.inspection_save',
  'listing.inspection_delete',
  'lead.contacted',
  'inspector.create',
  // The catalogue: a rename changes the record's address (its slug).
  'category.create',
  'category.update',
  'category.rename',
  'category.reorder',
  'subcategory.create',
  'subcategory.update',
  'subcategory.rename',
  'subcategory.reorder',
  'make.create',
  'make.update',
  'make.rename',
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

/**
 * An action's name in the console's texts: `admin:audit.actions.<name>`, the action with `_` for
 * `.` (`partner.member.add` → `partner_member_add`).
 */
export const auditActionLabel = (action: string): string => action.replaceAll('.', '_')
