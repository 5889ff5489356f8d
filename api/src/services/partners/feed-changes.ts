import { COMPARED, feedFloorChanges, type FeedExisting, type GoodRow } from './apply-partner-feed'

/**
 * The CSV column of each compared listing column. The partner's name (listingCompany, the
 * PartnerSeller flag) is no column: a renamed partner's rows change `seller`.
 */
const COLUMN: Record<(typeof COMPARED)[number], string> = {
  year: 'year',
  makeId: 'make',
  modelId: 'model',
  model: 'model',
  categoryId: 'category',
  serialNumber: 'serial_number',
  hours: 'hours',
  miles: 'miles',
  condition: 'condition',
  description: 'description',
  descriptionEs: 'description_es',
  listingCompany: 'seller',
  isPartnerSeller: 'seller',
  zip: 'zip',
}

/**
 * The columns a good row would change on the listing its stock number names, in the file's
 * order (issue 36, defect 6: a check said only what was wrong, not what would change); `status`
 * when a withdrawn machine goes back on sale. Empty: the row changes nothing.
 */
export function changedColumns(g: GoodRow, listing: FeedExisting): string[] {
  const out = new Set<string>()
  for (const k of COMPARED) {
    if ((listing[k] ?? null) !== (g.values[k] ?? null)) out.add(COLUMN[k])
  }
  if (listing.advertisedPriceCents !== g.row.price_usd) out.add('price_usd')
  if (feedFloorChanges(g.row, listing)) out.add('floor_price_usd')
  if (listing.status === 'no_longer_available') out.add('status')
  return [...out]
}
