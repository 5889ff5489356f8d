import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { completedSales, type Listing } from '../../db/schema'
import type { Locale } from '../../lib/locale'
import type { ListingActor } from './listing-scope'
import { parseReason } from './remove-listing'
import {
  runLifecycleStep,
  updateListingRow,
  type LifecycleDeps,
  type Tx,
} from './listing-lifecycle'

/** The listing's newest sale still standing (`open`), or its newest cancelled one. */
const newestSale = async (tx: Tx, listingId: number, open: boolean) =>
  (
    await tx
      .select({ id: completedSales.id, cancelledAt: completedSales.cancelledAt })
      .from(completedSales)
      .where(
        and(
          eq(completedSales.listingId, listingId),
          open ? isNull(completedSales.cancelledAt) : isNotNull(completedSales.cancelledAt),
        ),
      )
      .orderBy(desc(completedSales.id))
      .limit(1)
  )[0]

/**
 * A deal fell through (issue 36): the sold listing is `available` again, without its sale date.
 * Its sale stays in the completed sales' history, cancelled with the reason, so valuations,
 * comparable sales, offer likelihood and market reports no longer read it. The step runs under
 * the listing's row lock (runLifecycleStep): it and another step on the same listing are decided
 * one after the other. A second submit finds the listing available, its sale cancelled, and
 * answers the listing as it is (no second audit entry).
 */
export async function putListingBackOnSale(
  deps: LifecycleDeps,
  actor: ListingActor,
  input: { stockNumber: unknown; reason: unknown },
  locale: Locale,
): Promise<Listing> {
  const reason = parseReason(input.reason, locale)
  return runLifecycleStep(
    deps,
    {
      stockNumber: input.stockNumber,
      step: 'backOnSale',
      actor,
      locale,
      alreadyDone: async (tx, l) =>
        l.status === 'available' &&
        !(await newestSale(tx, l.id, true)) &&
        (await newestSale(tx, l.id, false))
          ? { result: l }
          : null,
    },
    async (tx, listing, now) => {
      const open = await newestSale(tx, listing.id, true)
      const [sale] = open
        ? await tx
            .update(completedSales)
            .set({ cancelledAt: now, cancelReason: reason })
            .where(eq(completedSales.id, open.id))
            .returning({ priceCents: completedSales.priceCents, soldOn: completedSales.soldOn })
        : []
      const updated = await updateListingRow(
        tx,
        listing.id,
        { status: 'available', soldAt: null },
        now,
      )
      return {
        listing: updated,
        result: updated,
        audit: { reason, soldPriceCents: sale?.priceCents ?? null, soldOn: sale?.soldOn ?? null },
      }
    },
  )
}
