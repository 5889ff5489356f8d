import { adminPage } from '@ironyard/contract/admin-console'
import { notFound } from 'next/navigation'
import { consolePath, type Console } from '@/components/console/console'
import { localePage } from '@/i18n/locale-page'
import { BulkOperationView } from './BulkOperationView'
import { BULK_ITEM_STATES, getBulkOperation } from './bulk-data'
import type { Guard } from './console-pages'

type Query = Record<string, string | string[] | undefined>
const one = (q: Query, k: string) => {
  const v = q[k]
  return Array.isArray(v) ? v[0] : v
}

/**
 * /<console>/equipment/bulk/<id> (issue 36, point 7): a bulk operation's progress and results,
 * for the user the console's guard lets in; the api answers the caller's scope only (another
 * partner's operation is a 404).
 */
export async function BulkOperationPage({
  console,
  guard,
  params,
  searchParams,
}: {
  console: Console
  guard: Guard
  params: Promise<{ locale: string; id: string }>
  searchParams: Promise<Query>
}) {
  const { id } = await params
  const locale = await localePage(params)
  const valid = /^\d{1,15}$/.test(id)
  // Sign-in comes back here; an id that cannot be one comes back to the table (a 10 KB segment
  // in the sign-in link's return path overflowed the redirect's headers: the page fuzz).
  await guard(locale, consolePath(console, valid ? `/equipment/bulk/${id}` : '/equipment'))
  if (!valid) notFound()
  const query = await searchParams
  const shown = BULK_ITEM_STATES.find((s) => s === one(query, 'show')) ?? null
  const page = adminPage(one(query, 'page'), 10_000)
  const op = await getBulkOperation(id, { state: shown, page }, locale)
  if (!op) notFound()
  return <BulkOperationView locale={locale} console={console} op={op} shown={shown} page={page} />
}
