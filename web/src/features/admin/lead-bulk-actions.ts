'use server'

import { LEAD_BULK_ACTIONS, LEAD_BULK_MAX, LEAD_NOTE_MAX } from '@ironyard/contract/console-work'
import { redirect } from 'next/navigation'
import { consoleOf, consolePath } from '@/components/console/console'
import { formDataArg, formLocale, formText } from '@/lib/action-input'
import { isApiError, mapApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import { bulkUpdateLeads, undoLeadBulkOperation } from './admin-data'
import { LEAD_BULK_ERRORS, type LeadBulkError } from './lead-bulk-errors'

/*
 * The leads inbox's bulk operations (issue 36, point 7) as plain form posts (no JavaScript
 * needed): the selected leads (or every lead of the page) get the chosen operation; the page
 * comes back with the same filter and a notice saying what changed, with "Undo". The api checks
 * the role and the scope, and the form's key makes a double submit one operation.
 */

const LEAD_ID = /^\d{1,15}$/

/** Only the inbox's own query string comes back (never another path). */
function backQuery(form: FormData): URLSearchParams {
  const back = form.get('back')
  const query = typeof back === 'string' && /^[\w=&%+.-]{0,600}$/.test(back) ? back : ''
  const q = new URLSearchParams(query)
  for (const k of ['bulk', 'bulkError', 'undone', 'marked', 'markFailed', 'view', 'viewError'])
    q.delete(k)
  return q
}

/** Where the form came from: the inbox (its query kept), or one lead's page. */
function returnPath(form: FormData, ids: string[]): string {
  const console = consoleOf(form.get('console'))
  const lead = form.get('lead')
  if (typeof lead === 'string' && LEAD_ID.test(lead) && ids.includes(lead)) {
    return consolePath(console, `/leads/${lead}`)
  }
  return consolePath(console, '/leads')
}

/** The leads a bulk form names: the ticked ones, or the page's when "every lead" is ticked. */
function selectedIds(form: FormData): string[] {
  const ticked = form.getAll('ids').filter((v): v is string => typeof v === 'string')
  const page =
    form.get('allOnPage') === 'on' ? formText(form, 'pageIds', 20 * LEAD_BULK_MAX).split(',') : []
  return [...new Set([...ticked, ...page])].filter((id) => LEAD_ID.test(id)).slice(0, LEAD_BULK_MAX)
}

/** The notice key of a refused operation, from the api's answer. */
function errorOf(e: unknown): LeadBulkError {
  const f = mapApiError(e)
  if (f.kind === 'fields') {
    const field = f.fields[0]
    if (field?.path === 'note')
      return field.key === 'validation.tooLong' ? 'noteTooLong' : 'noteRequired'
    if (field?.path === 'ownerId') return 'ownerInvalid'
    if (field?.path === 'leadIds') return 'noLeads'
  }
  if (f.code === 'CONFLICT') return 'keyReused'
  return 'failed'
}

/** The inbox's bulk bar (and the lead page's note and owner forms). */
export async function bulkLeadsAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const ids = selectedIds(form)
  const q = backQuery(form)
  const rawAction = form.get('action')
  const action = LEAD_BULK_ACTIONS.find((a) => a === rawAction)
  const ownerId = formText(form, 'ownerId', 200)
  let error: LeadBulkError | null = null
  let opId: string | null = null
  if (!action) error = 'noAction'
  else if (!ids.length) error = 'noLeads'
  else {
    try {
      const op = await bulkUpdateLeads(
        {
          action,
          leadIds: ids,
          ownerId: action === 'assignOwner' ? ownerId || null : undefined,
          note: action === 'addNote' ? formText(form, 'note', LEAD_NOTE_MAX + 1) : undefined,
          idempotencyKey: formText(form, 'key', 100),
        },
        locale,
      )
      opId = op.id
    } catch (e) {
      if (!isApiError(e)) throw e
      error = errorOf(e)
    }
  }
  if (opId) q.set('bulk', opId)
  if (error && LEAD_BULK_ERRORS.includes(error)) q.set('bulkError', error)
  const s = q.toString()
  redirect(`${localePath(locale, returnPath(form, ids))}${s ? `?${s}` : ''}`)
}

/** "Undo" on the notice of an operation: its leads get their previous values back. */
export async function undoLeadBulkAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const id = formText(form, 'operation', 20)
  const q = backQuery(form)
  if (LEAD_ID.test(id)) {
    try {
      await undoLeadBulkOperation(id, locale)
      q.set('undone', id)
    } catch (e) {
      if (!isApiError(e)) throw e
      q.set('bulkError', 'undoFailed')
    }
  } else {
    q.set('bulkError', 'undoFailed')
  }
  const lead = formText(form, 'lead', 20)
  const s = q.toString()
  redirect(
    `${localePath(locale, returnPath(form, LEAD_ID.test(lead) ? [lead] : []))}${s ? `?${s}` : ''}`,
  )
}
