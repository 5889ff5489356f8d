'use server'

import { redirect } from 'next/navigation'
import { requestDeadJobRetry } from '@/features/dev/dev-outbox'
import { localePath } from '@/lib/paths'
import { formDataArg, formLocale } from '@/lib/action-input'

/**
 * The development outbox's "Retry" button on a dead job: the api puts it back in line, and the
 * page comes back saying so (a plain form post, so it needs no JavaScript). Keeps the recipient
 * filter. In production the api serves no /dev endpoints, so this changes nothing.
 */
export async function retryDeadJobAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const rawId = form.get('id')
  const id = typeof rawId === 'string' && /^\d{1,15}$/.test(rawId) ? Number(rawId) : null
  const ok = id !== null && (await requestDeadJobRetry(id))
  const q = new URLSearchParams()
  const to = form.get('to')
  if (typeof to === 'string' && to.trim()) q.set('to', to.trim().slice(0, 320))
  if (id !== null) q.set(ok ? 'retried' : 'retryFailed', String(id))
  const query = q.toString()
  redirect(`${localePath(locale, '/dev/outbox')}${query ? `?${query}` : ''}`)
}
