import { isStockNumber } from '@ironyard/contract/admin-listing'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import { outcomeOf, queryText } from '@/components/console/DetailLayout'
import { localePage } from '@/i18n/locale-page'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { decodeSegment } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import {
  getAdminLead,
  getAdminLeads,
  getLeadBulkOperation,
  getLeadOwners,
  leadFilterFromParams,
  leadsHref,
} from './admin-data'
import { SavedViews } from '@/components/console/SavedViews'
import { leadBulkErrorOf } from './lead-bulk-errors'
import type { LeadBulkOutcome } from './LeadBulk'
import { deleteViewAction, saveViewAction } from './saved-views-actions'
import { getSavedViews, savedViewOutcomeOf, viewQueryOf } from './saved-views-data'
import { EquipmentDetail, lowerFloorOf } from './EquipmentDetail'
import {
  equipmentFilterFromParams,
  equipmentHref,
  getAdminListing,
  getAdminListings,
} from './equipment-data'
import { EquipmentTable } from './EquipmentTable'
import { bulkErrorOf } from './bulk-errors'
import { LeadPage } from './LeadPage'
import { LeadsInbox } from './LeadsInbox'
import { ListingForm } from './ListingForm'
import { listingFormInitial, listingFormProps } from './listing-form-data'
import { ListingMedia } from './media/ListingMedia'
import { getListingMedia } from './media/media-data'
import { mediaOutcomeOf } from './media/media-errors'
import { consoleMetadata, type ConsoleMetaKey } from './page-meta'

/*
 * The pages the two consoles share (issue 15): equipment, one listing, its media, a new listing
 * and the leads. Each route names its console and hands over the guard that lets its users in
 * (requireAdmin or requirePartner); the api scopes every answer to what that user may see.
 */

type Query = Record<string, string | string[] | undefined>

/** Lets the signed-in user in, or sends them to sign in (or to the 403 page). */
export type Guard = (locale: Locale, path: string) => Promise<unknown>

interface ConsolePage<P = { locale: string }> {
  console: Console
  guard: Guard
  params: Promise<P>
  searchParams?: Promise<Query>
}

/** A console route's metadata: private, never indexed. */
export function consolePageMetadata(console: Console, key: ConsoleMetaKey, path = '') {
  return ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> =>
    consoleMetadata(console, params, key, consolePath(console, path))
}

/** The language and the stock number of a listing page, once its user is let in (404 otherwise). */
async function listingRoute(
  { console, guard, params }: ConsolePage<{ locale: string; stock: string }>,
  suffix = '',
) {
  const { stock } = await params
  const locale = await localePage(params)
  const stockNumber = decodeSegment(stock)
  await guard(
    locale,
    consolePath(console, `/equipment/${encodeURIComponent(stockNumber ?? '')}${suffix}`),
  )
  if (!isStockNumber(stockNumber)) notFound()
  return { locale, stockNumber }
}

/** /<console>/equipment: the listings in every state. */
export async function ListingsPage({ console, guard, params, searchParams }: ConsolePage) {
  const locale = await localePage(params)
  await guard(locale, consolePath(console, '/equipment'))
  const query = (await searchParams) ?? {}
  const filter = equipmentFilterFromParams(query)
  const [data, views] = await Promise.all([
    getAdminListings(filter, locale),
    getSavedViews('equipment', locale),
  ])
  return (
    <EquipmentTable
      locale={locale}
      console={console}
      filter={filter}
      data={data}
      bulkError={bulkErrorOf(query)}
      savedViews={
        <SavedViews
          locale={locale}
          console={console}
          table="equipment"
          views={views}
          base={localePath(locale, consolePath(console, '/equipment'))}
          current={viewQueryOf(equipmentHref('', filter))}
          back={viewQueryOf(equipmentHref('', filter, filter.page))}
          outcome={savedViewOutcomeOf(query)}
          saveAction={saveViewAction}
          deleteAction={deleteViewAction}
        />
      }
    />
  )
}

/** /<console>/equipment/new: a new listing, saved as a draft. */
export async function NewListingPage({ console, guard, params }: ConsolePage) {
  const locale = await localePage(params)
  await guard(locale, consolePath(console, '/equipment/new'))
  const t = getT(locale, console)
  const { categories, texts } = await listingFormProps(locale, 'create')
  return (
    <ConsoleShell
      locale={locale}
      console={console}
      active="equipment"
      title={t('equipment.newTitle')}
      lead={t('equipment.newLead')}
    >
      <ListingForm
        locale={locale}
        console={console}
        idempotencyKey={crypto.randomUUID()}
        categories={categories}
        texts={texts}
        initial={console === 'admin' ? { flair: 'NotSet' } : {}}
      />
    </ConsoleShell>
  )
}

/** /<console>/equipment/<stock number>: one listing, its lifecycle and its edit form. */
export async function ListingPage(page: ConsolePage<{ locale: string; stock: string }>) {
  const { console } = page
  const { locale, stockNumber } = await listingRoute(page)
  const listing = await getAdminListing(stockNumber, locale)
  if (!listing) notFound()
  const form = await listingFormProps(locale, 'update')
  return (
    <EquipmentDetail
      locale={locale}
      console={console}
      listing={listing}
      outcome={outcomeOf((await page.searchParams) ?? {})}
      lowerFloorCents={lowerFloorOf((await page.searchParams) ?? {})}
      today={new Date().toISOString().slice(0, 10)}
      duplicateKey={console === 'admin' ? crypto.randomUUID() : undefined}
      editForm={
        <ListingForm
          // A new form (its typed values reset) after every change made elsewhere on the page.
          key={listing.updatedAt}
          locale={locale}
          console={console}
          idempotencyKey={listing.stockNumber}
          categories={form.categories}
          texts={form.texts}
          editing={listing.stockNumber}
          initial={listingFormInitial(listing, locale)}
        />
      }
    />
  )
}

/** /<console>/equipment/<stock number>/media: the listing's photos (and, for staff, the rest). */
export async function ListingMediaPage(page: ConsolePage<{ locale: string; stock: string }>) {
  const { locale, stockNumber } = await listingRoute(page, '/media')
  const media = await getListingMedia(stockNumber, locale)
  if (!media) notFound()
  return (
    <ListingMedia
      locale={locale}
      console={page.console}
      media={media}
      outcome={mediaOutcomeOf((await page.searchParams) ?? {})}
    />
  )
}

/** /<console>/leads: the leads inbox. */
export async function LeadsPage({ console, guard, params, searchParams }: ConsolePage) {
  const locale = await localePage(params)
  await guard(locale, consolePath(console, '/leads'))
  const query = (await searchParams) ?? {}
  const filter = leadFilterFromParams(query)
  const [data, owners, views, bulk] = await Promise.all([
    getAdminLeads(filter, locale),
    getLeadOwners(locale),
    getSavedViews('leads', locale),
    leadBulkOutcomeOf(query, locale),
  ])
  return (
    <LeadsInbox
      locale={locale}
      console={console}
      filter={filter}
      data={data}
      outcome={{
        marked: queryText(query, 'marked', 15),
        markFailed: queryText(query, 'markFailed', 15),
      }}
      owners={owners}
      bulk={bulk}
      bulkKey={crypto.randomUUID()}
      savedViews={
        <SavedViews
          locale={locale}
          console={console}
          table="leads"
          views={views}
          base={localePath(locale, consolePath(console, '/leads'))}
          current={viewQueryOf(leadsHref('', filter))}
          back={viewQueryOf(leadsHref('', filter, filter.page))}
          outcome={savedViewOutcomeOf(query)}
          saveAction={saveViewAction}
          deleteAction={deleteViewAction}
        />
      }
    />
  )
}

/** What the last bulk operation (or its Undo) did, from the page's query (`bulk`, `undone`). */
async function leadBulkOutcomeOf(query: Query, locale: Locale): Promise<LeadBulkOutcome> {
  const id = (key: string) => {
    const v = queryText(query, key, 15)
    return v && /^\d{1,15}$/.test(v) ? v : undefined
  }
  const done = id('bulk')
  const undone = id('undone')
  return {
    done: done ? await getLeadBulkOperation(done, locale) : null,
    undone: undone ? await getLeadBulkOperation(undone, locale) : null,
    error: leadBulkErrorOf(queryText(query, 'bulkError', 20)),
  }
}

/** /<console>/leads/<id>: one lead with every answer (issue 36); 404 outside the user's scope. */
export async function LeadPageRoute({
  console,
  guard,
  params,
  searchParams,
}: ConsolePage<{ locale: string; id: string }>) {
  const { id } = await params
  const locale = await localePage(params)
  await guard(locale, consolePath(console, `/leads/${encodeURIComponent(id)}`))
  if (!/^\d{1,15}$/.test(id)) notFound()
  const query = (await searchParams) ?? {}
  const [lead, owners, bulk] = await Promise.all([
    getAdminLead(id, locale),
    getLeadOwners(locale),
    leadBulkOutcomeOf(query, locale),
  ])
  if (!lead) notFound()
  return (
    <LeadPage
      locale={locale}
      console={console}
      lead={lead}
      owners={owners}
      bulk={bulk}
      bulkKey={crypto.randomUUID()}
    />
  )
}
