import {
  saveInspectionSchema,
  type SaveInspectionValues,
} from '@ironyard/contract/admin-inspection'
import { CONDITIONS } from '@ironyard/contract/listing-enums'
import { eq, sql } from 'drizzle-orm'
import { inspections, inspectors, listings, type Inspection } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import { stockNumberSchema, type LifecycleDeps, type Tx } from '../listing-admin/listing-lifecycle'
import { markSearchIndexStale } from '../search/search-runtime'
import {
  inspectionFieldError,
  inspectionValidation,
  parseInspectionInput,
} from './inspection-input'
import { inspectionView, type InspectionView } from './inspection-view'

/** At most this many changed points are itemised in an audit entry (the rest are counted). */
const AUDIT_POINTS = 40

/** Ratings by value: how many points are Poor .. Excellent and not applicable. */
function ratingCounts(ratings: readonly number[]) {
  const counts: Record<string, number> = { notApplicable: 0 }
  for (const c of CONDITIONS) counts[c] = 0
  for (const r of ratings) counts[r < 0 ? 'notApplicable' : CONDITIONS[r]]++
  return counts
}

/**
 * What an audit entry keeps of an inspection: everything a person reads (inspector, date,
 * condition, the lines, the notes' points) and the ratings as counts; the points whose rating
 * changed are itemised on the "after" side instead of 150 numbers twice.
 */
export function inspectionAuditSummary(i: InspectionView | null, inspectorName: string | null) {
  if (!i) return null
  return {
    inspectorId: i.inspectorId,
    inspector: inspectorName,
    inspectedOn: i.inspectedOn,
    overallCondition: i.overallCondition,
    whatIsGreatEn: i.whatIsGreatEn,
    whatIsGreatEs: i.whatIsGreatEs,
    whatNeedsWorkEn: i.whatNeedsWorkEn,
    whatNeedsWorkEs: i.whatNeedsWorkEs,
    ratings: ratingCounts(i.pointRatings),
    notesOn: i.pointNotes.map((n) => n.position),
  }
}

function changedPoints(before: readonly number[] | null, after: readonly number[]) {
  const changes: Array<{ position: number; from: number | null; to: number }> = []
  for (let p = 0; p < after.length; p++) {
    const from = before ? (before[p] ?? null) : null
    if (from !== after[p]) changes.push({ position: p + 1, from, to: after[p] })
  }
  return changes
}

/** The row an input stores: the date at noon UTC, so it reads back as the same day everywhere. */
function rowOf(v: SaveInspectionValues) {
  return {
    inspectorId: v.inspectorId,
    inspectedAt: new Date(`${v.inspectedOn}T12:00:00Z`),
    overallCondition: v.overallCondition,
    whatIsGreatEn: v.whatIsGreatEn,
    whatIsGreatEs: v.whatIsGreatEs,
    whatNeedsWorkEn: v.whatNeedsWorkEn,
    whatNeedsWorkEs: v.whatNeedsWorkEs,
    pointRatings: v.pointRatings,
    pointNotes: Object.fromEntries(
      [...v.pointNotes]
        .sort((a, b) => a.position - b.position)
        .map((n) => [String(n.position), { en: n.en, es: n.es }]),
    ),
  }
}

const same = (a: Inspection, b: ReturnType<typeof rowOf>) =>
  JSON.stringify(inspectionView(a)) === JSON.stringify(inspectionView({ ...a, ...b }))

/** Lock the listing row (one writer of its inspection at a time), or NOT_FOUND. */
export async function lockListing(tx: Tx, stockNumber: string) {
  const [listing] = await tx
    .select()
    .from(listings)
    .where(eq(listings.stockNumber, stockNumber))
    .for('update')
  if (!listing) {
    throw new AppError('NOT_FOUND', { messageKey: 'admin:listing.notFound', vars: { stockNumber } })
  }
  return listing
}

/** One more (or one fewer) inspection on an inspector's card. */
export const countInspection = (tx: Tx, inspectorId: number, by: 1 | -1) =>
  tx
    .update(inspectors)
    .set({ inspectionsDone: sql`GREATEST(0, ${inspectors.inspectionsDone} + ${by})` })
    .where(eq(inspectors.id, inspectorId))

/**
 * Create or replace a listing's inspection (issue 14; one per listing), in one transaction with
 * the listing's `has_inspection` (its change bumps change_seq, so search's "inspected" filter
 * follows), the inspectors' counts and an audit entry. The row is updated in place, so the
 * inspection's documents stay attached. Saving the same inspection again changes nothing but
 * records the attempt in the audit log.
 */
export async function saveInspection(
  deps: LifecycleDeps,
  actor: Actor,
  input: { stockNumber: unknown; input: unknown },
  locale: Locale,
) {
  const stockNumber = parseOrThrow(stockNumberSchema, input.stockNumber, locale)
  const now = deps.now()
  const values = parseInspectionInput(
    saveInspectionSchema(now.toISOString().slice(0, 10)),
    input.input ?? {},
    locale,
  )
  const out = await deps.database.db.transaction(async (tx) => {
    const listing = await lockListing(tx, stockNumber)
    const [inspector] = await tx
      .select()
      .from(inspectors)
      .where(eq(inspectors.id, values.inspectorId))
    if (!inspector) {
      throw inspectionValidation([inspectionFieldError('inspectorId', 'inspectorUnknown', locale)])
    }
    const [existing] = await tx
      .select()
      .from(inspections)
      .where(eq(inspections.listingId, listing.id))
      .for('update')
    const row = rowOf(values)
    const changed = !existing || !same(existing, row)
    let saved = existing
    if (!existing) {
      ;[saved] = await tx
        .insert(inspections)
        .values({ ...row, listingId: listing.id })
        .returning()
      await countInspection(tx, inspector.id, 1)
    } else if (changed) {
      ;[saved] = await tx
        .update(inspections)
        .set(row)
        .where(eq(inspections.id, existing.id))
        .returning()
      if (existing.inspectorId !== inspector.id) {
        await countInspection(tx, existing.inspectorId, -1)
        await countInspection(tx, inspector.id, 1)
      }
    }
    if (changed) {
      // The listing changes too (has_inspection, updated_at): change_seq moves, search catches up.
      await tx
        .update(listings)
        .set({ hasInspection: true, updatedAt: now })
        .where(eq(listings.id, listing.id))
    }
    const before = existing ? inspectionView(existing) : null
    const after = inspectionView(saved)
    const beforeName = !existing
      ? null
      : existing.inspectorId === inspector.id
        ? inspector.name
        : ((
            await tx
              .select({ name: inspectors.name })
              .from(inspectors)
              .where(eq(inspectors.id, existing.inspectorId))
          )[0]?.name ?? null)
    const points = changedPoints(before?.pointRatings ?? null, after.pointRatings)
    await recordAudit(tx, {
      actor,
      action: 'listing.inspection_save',
      entityType: 'listing',
      entityKey: stockNumber,
      before: inspectionAuditSummary(before, beforeName),
      after: {
        ...inspectionAuditSummary(after, inspector.name),
        created: !existing,
        changed,
        pointsChanged: points.length,
        ...(existing ? { changedPoints: points.slice(0, AUDIT_POINTS) } : {}),
      },
      at: now,
    })
    return { inspection: after, changed }
  })
  if (out.changed) markSearchIndexStale(deps.database)
  return { stockNumber, hasInspection: true, changed: out.changed, inspection: out.inspection }
}
