'use server'

import { redirect } from 'next/navigation'
import { formDataArg, formLocale } from '@/lib/action-input'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import { markLeadContacted } from './admin-data'
import { consoleOf, consolePath } from '@/components/console/console'

/**
 * The inbox's "Mark contacted" button: a plain form post (no JavaScript needed); the page comes
 * back with the same filter, saying what happened. The api checks the admin role and is idempotent.
 */
export async function markLeadContactedAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const rawId = form.get('id')
  const id = typeof rawId === 'string' && /^\d{1,15}$/.test(rawId) ? rawId : null
  let outcome = 'markFailed'
  if (id) {
    try {
      await markLeadContacted(id, locale)
      outcome = 'marked'
    } catch (e) {
      if (!isApiError(e)) throw e
    }
  }
  const back = form.get('back')
  // Only the inbox's own query string comes back (never another path).
  const query = typeof back === 'string' && /^[\w=&%+.-]{0,600}$/.test(back) ? back : ''
  const q = new URLSearchParams(query)
  q.delete('marked')
  q.delete('markFailed')
  if (id) q.set(outcome, id)
  // Back to the inbox of the console it was posted from (admin or partner).
  redirect(`${localePath(locale, consolePath(consoleOf(form.get('console')), '/leads'))}?${q}`)
}
