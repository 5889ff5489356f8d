import { toLocale } from '@ironyard/contract/locale'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { inspections, inspectors, leads, listings, makes } from '../../db/schema'
import { listingPath } from '@ironyard/contract'
import { contactWindowOf } from './lead-persona'

export interface MailMachine {
  title: string
  stockNumber: string
  priceCents: number
  url: string
}

/**
 * Who answers an Ask an Inspector question: the inspector who checked the machine, or null when it
 * has not been inspected yet (any inspector answers general questions).
 */
async function inspectorOf(database: Database, listingId: number): Promise<string | null> {
  const [row] = await database.db
    .select({ name: inspectors.name })
    .from(inspections)
    .innerJoin(inspectors, eq(inspectors.id, inspections.inspectorId))
    .where(eq(inspections.listingId, listingId))
  return row?.name ?? null
}

/** A lead with what its emails show: the machine, its link, the contact window. */
export async function getLeadForMail(database: Database, leadId: number, webUrl: string) {
  const [row] = await database.db
    .select({
      lead: leads,
      listing: {
        stockNumber: listings.stockNumber,
        year: listings.year,
        model: listings.model,
        makeName: makes.name,
        advertisedPriceCents: listings.advertisedPriceCents,
      },
    })
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .leftJoin(makes, eq(makes.id, listings.makeId))
    .where(eq(leads.id, leadId))
  if (!row) return undefined
  const { lead, listing } = row
  const locale = toLocale(lead.locale)
  const machine: MailMachine | null =
    listing?.makeName &&
    listing.stockNumber &&
    listing.year !== null &&
    listing.model !== null &&
    listing.advertisedPriceCents !== null
      ? {
          title: `${listing.year} ${listing.makeName} ${listing.model}`,
          stockNumber: listing.stockNumber,
          priceCents: listing.advertisedPriceCents,
          url: `${webUrl}${listingPath({ year: listing.year, makeName: listing.makeName, model: listing.model, stockNumber: listing.stockNumber }, locale)}`,
        }
      : null
  const inspector =
    lead.type === 'ask_inspector' && lead.listingId !== null
      ? await inspectorOf(database, lead.listingId)
      : null
  // Spec §4: a pre-qualification the program cannot serve got the "sorry" answer.
  const notAFit = lead.type === 'finance_prequalify' && lead.details?.fit === 'not_a_fit'
  const outcome: 'received' | 'not_a_fit' = notAFit ? 'not_a_fit' : 'received'
  return {
    lead,
    locale,
    machine,
    /** Ask an Inspector: the machine's inspector, null when it was not inspected. */
    inspector,
    outcome,
    fitReasons:
      notAFit && typeof lead.details.fitReasons === 'string'
        ? lead.details.fitReasons.split(', ').filter(Boolean)
        : [],
    contactWindow: notAFit ? ('none' as const) : contactWindowOf(lead.type),
  }
}

export type LeadForMail = NonNullable<Awaited<ReturnType<typeof getLeadForMail>>>
