import { headers } from 'next/headers'
import {
  InspectionChecklistDocument,
  InstantValuationDocument,
  SaleProceedsComparisonDocument,
  SearchResultsOnlyDocument,
  TaxSavingsEstimateDocument,
  ValueTrackerMakesDocument,
  type InspectionChecklistQuery,
  type InstantValuationQuery,
  type ListingCardFieldsFragment,
  type SaleProceedsComparisonQuery,
  type TaxAssumption,
  type TaxSavingsEstimateQuery,
  type TrackedMachineInput,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { cellData, loadCell } from '@/components/ui/cell'
import { actionFailure, type ActionResult } from '@/lib/action-result'
import { gql, gqlCached } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
import { toSearchInput } from '@ironyard/contract/search-input'
import { EMPTY_STATE, withChanges } from '@ironyard/contract/search-url'
import { US_STATES } from '@/features/landing'
import type { FieldOption } from '@/features/leads'

export type TaxEstimate = TaxSavingsEstimateQuery['taxSavingsEstimate']
export type SaleProceeds = SaleProceedsComparisonQuery['saleProceedsComparison']
export type InstantValuation = InstantValuationQuery['instantValuation']
export type InspectionChecklist = InspectionChecklistQuery['inspectionChecklist']

/** A calculator's answer: its figures, or the fields the api refused (fieldKeys reads them). */
export type Outcome<T> = ActionResult<T>

async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await run() }
  } catch (e) {
    return actionFailure(e)
  }
}

/** Spec §1/§9 tax-savings estimate, computed by the api with the chosen assumptions. */
export function getTaxEstimate(
  price: string,
  assumption: TaxAssumption,
  locale: Locale,
): Promise<Outcome<TaxEstimate>> {
  return attempt(async () => {
    const data = await gql(TaxSavingsEstimateDocument, { price, assumption }, { locale })
    return data.taxSavingsEstimate
  })
}

/** Spec §2 fee calculator: net proceeds with us, at auction and from a dealer. */
export function getSaleProceeds(
  marketValue: string,
  locale: Locale,
): Promise<Outcome<SaleProceeds>> {
  return attempt(async () => {
    const data = await gql(SaleProceedsComparisonDocument, { marketValue }, { locale })
    return data.saleProceedsComparison
  })
}

/** The free instant valuation; the visitor's address goes along for the api's rate limit. */
export async function getInstantValuation(
  input: TrackedMachineInput,
  locale: Locale,
): Promise<Outcome<InstantValuation>> {
  const forwarded = (await headers()).get('x-forwarded-for')
  return attempt(async () => {
    const data = await gql(
      InstantValuationDocument,
      { input },
      { locale, headers: forwarded ? { 'x-forwarded-for': forwarded } : undefined },
    )
    return data.instantValuation
  })
}

export async function getInspectionChecklist(locale: Locale): Promise<InspectionChecklist> {
  const data = await gqlCached(InspectionChecklistDocument, {}, { locale, ttlMs: 60 * 60_000 })
  return data.inspectionChecklist
}

async function firstListings(
  changes: Parameters<typeof withChanges>[1],
  count: number,
  locale: Locale,
): Promise<ListingCardFieldsFragment[]> {
  const cell = await loadCell(async () => {
    const data = await gqlCached(
      SearchResultsOnlyDocument,
      { input: toSearchInput(withChanges(EMPTY_STATE, changes), count) },
      { locale, ttlMs: 5 * 60_000 },
    )
    return data.searchListings.results
  })
  // An example is a nice-to-have: the page stands without it.
  return cellData(cell, [])
}

/** An inspected machine for sale, whose report shows what an inspection delivers. */
export async function getSampleInspectedListing(
  locale: Locale,
): Promise<ListingCardFieldsFragment | null> {
  return (
    (await firstListings({ show: ['inspected'], sort: 'createdDateUtc' }, 1, locale))[0] ?? null
  )
}

/** The latest machines sold on the marketplace, for the sell page's success stories. */
export function getRecentlySold(locale: Locale, count = 3): Promise<ListingCardFieldsFragment[]> {
  return firstListings({ statuses: ['sold'], sort: 'createdDateUtc' }, count, locale)
}

const byLabel = (locale: Locale) => (a: FieldOption, b: FieldOption) =>
  a.label.localeCompare(b.label, locale)

/** Equipment types (the catalogue's categories), for the services forms. */
export async function getEquipmentTypeOptions(locale: Locale): Promise<FieldOption[]> {
  const catalog = await getCatalog(locale)
  return catalog.categories.map((c) => ({ value: c.slug, label: c.name })).sort(byLabel(locale))
}

/** The makes the valuation model knows (the value tracker's list). */
export async function getMakeOptions(locale: Locale): Promise<FieldOption[]> {
  const data = await gqlCached(ValueTrackerMakesDocument, {}, { locale, ttlMs: 5 * 60_000 })
  return data.makes.makes.map((m) => ({ value: m.slug, label: m.name })).sort(byLabel(locale))
}

/** The 50 states and DC, the lenders' area (api/src/services/finance/check-prequalify-fit.ts). */
export function stateOptions(locale: Locale): FieldOption[] {
  return US_STATES.map((s) => ({ value: s.code, label: s[locale] }))
}
