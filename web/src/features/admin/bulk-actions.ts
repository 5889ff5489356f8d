'use server'

import { BULK_ACTIONS, BULK_MAX_PICKED, type BulkAction } from '@ironyard/contract/bulk-actions'
import { isStockNumber } from '@ironyard/contract/admin-listing'
import { parseLocaleMoneyCents } from '@ironyard/contract/money'
import { redirect } from 'next/navigation'
import { consoleOf, consolePath } from '@/components/console/console'
import type { BulkOperationInput } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { formDataArg, formLocale, formText } from '@/lib/action-input'
import { isApiError, mapApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import { startBulkOperation } from './bulk-data'
import type { BulkError } from './bulk-errors'
import { equipmentFilterFromParams, equipmentHref } from './equipment-data'

/*
 * The equipment table's bulk bar (issue 36, point 7) as a plain form post (works without
 * JavaScript): the ticked rows (or the page's, or every row matching the table's filter) get the
 * chosen step, and the operator lands on the operation's page, which shows its progress and each
 * row's result. "Download as CSV" goes to the inventory download with the same rows. The api
 * checks the role, the partner's scope and each row's rules; the form's key makes a double submit
 * one operation.
 */

/** Only the table's own query string comes back (never another path). */
function tableQuery(form: FormData): URLSearchParams {
  const back = form.get('back')
  const q = new URLSearchParams(
    typeof back === 'string' && /^[\w=&%+.,-]{0,600}$/.test(back) ? back : '',
  )
  q.delete('bulkError')
  return q
}

/** The rows a post names: the ticked ones, or the page's when "this page" is ticked. */
function pickedRows(form: FormData): string[] {
  const ticked = form.getAll('stock').filter((v): v is string => typeof v === 'string')
  const page =
    form.get('allOnPage') === 'on' ? formText(form, 'pageValues', 50 * 41).split(',') : []
  return [...new Set([...ticked, ...page].map((s) => s.trim()))]
    .filter((s) => isStockNumber(s))
    .slice(0, BULK_MAX_PICKED)
}

/** "2,5" or "2.5" -> 2.5; null when it is not a number. */
function percentOf(typed: string): number | null {
  const s = typed.replace(/[%\s]/g, '').replace(',', '.')
  return /^\d{1,4}(\.\d{1,2})?$/.test(s) ? Number(s) : null
}

/** The bar's refusal for an api answer. */
function errorOf(e: unknown): BulkError {
  const f = mapApiError(e)
  if (f.kind === 'fields') {
    const path = f.fields[0]?.path ?? ''
    if (path === 'reason') return 'reason'
    if (path.endsWith('percent')) return 'percent'
    if (path.startsWith('priceChange')) return 'amount'
    if (path === 'stockNumbers') return 'noSelection'
  }
  if (f.code === 'FORBIDDEN') return 'staffOnly'
  if (f.code === 'BAD_REQUEST' && f.messageKey === 'admin:bulk.tooMany') return 'tooMany'
  return 'failed'
}

/** The step's input from the bar's fields, or the bar's refusal. */
function inputOf(
  form: FormData,
  action: BulkAction,
  locale: Locale,
): Omit<BulkOperationInput, 'idempotencyKey' | 'stockNumbers'> | BulkError {
  if (action === 'remove') {
    const reason = formText(form, 'reason', 500)
    return reason ? { action, reason } : 'reason'
  }
  if (action !== 'changePrice') return { action }
  const mode = form.get('mode') === 'percent' ? 'percent' : 'amount'
  const direction = form.get('direction') === 'up' ? 'up' : 'down'
  const lowerFloor = form.get('lowerFloor') === 'on'
  if (mode === 'amount') {
    const cents = parseLocaleMoneyCents(formText(form, 'amount', 40), locale)
    if (!cents) return 'amount'
    return { action, priceChange: { mode, direction, amountCents: cents, lowerFloor } }
  }
  const percent = percentOf(formText(form, 'percent', 20))
  if (!percent) return 'percent'
  return { action, priceChange: { mode, direction, percent, lowerFloor } }
}

export async function bulkEquipmentAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const console = consoleOf(form.get('console'))
  const base = localePath(locale, consolePath(console, '/equipment'))
  const query = tableQuery(form)
  const filter = equipmentFilterFromParams(Object.fromEntries(query))
  const allMatching = form.get('scope') === 'filter'
  const stocks = allMatching ? [] : pickedRows(form)
  const back = (error: BulkError) => {
    query.set('bulkError', error)
    return `${base}?${query}#bulk`
  }
  const raw = form.get('action')
  if (!allMatching && !stocks.length) redirect(back('noSelection'))
  if (raw === 'export') {
    // The inventory download, for the same rows (the api scopes a partner's).
    const file = new URL(equipmentHref(`${base}/export`, filter), 'http://x')
    for (const s of stocks) file.searchParams.append('stock', s)
    redirect(`${file.pathname}${file.search}`)
  }
  const action = BULK_ACTIONS.find((a) => a === raw)
  if (!action) redirect(back('noAction'))
  const input = inputOf(form, action, locale)
  if (typeof input === 'string') redirect(back(input))
  let id: string | null = null
  let error: BulkError = 'failed'
  try {
    const op = await startBulkOperation(
      {
        ...input,
        idempotencyKey: formText(form, 'idempotencyKey', 100),
        stockNumbers: allMatching ? null : stocks,
      },
      allMatching
        ? { q: filter.q, status: filter.status, work: filter.work, sort: filter.sort }
        : null,
      locale,
    )
    id = op.id
  } catch (e) {
    if (!isApiError(e)) throw e
    error = errorOf(e)
  }
  redirect(id ? `${base}/bulk/${encodeURIComponent(id)}` : back(error))
}
