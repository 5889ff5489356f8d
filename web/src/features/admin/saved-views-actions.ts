'use server'

import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_TABLES } from '@ironyard/contract/console-work'
import { redirect } from 'next/navigation'
import { consoleOf, consolePath } from '@/components/console/console'
import { formDataArg, formLocale, formText } from '@/lib/action-input'
import { isApiError, mapApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import { deleteSavedView, saveView } from './saved-views-data'

/*
 * Saved views' form posts (issue 36, point 8), for the equipment table and the leads inbox of
 * either console: save the table's current filter and sort under a name, or delete a view. The
 * page comes back with its query and a notice. The api keeps each user's views to themselves.
 */

const TABLE_PATHS = { equipment: '/equipment', leads: '/leads' } as const

function target(form: FormData) {
  const raw = form.get('table')
  const table = SAVED_VIEW_TABLES.find((t) => t === raw) ?? 'equipment'
  const back = form.get('back')
  const query = typeof back === 'string' && /^[\w=&%+.-]{0,600}$/.test(back) ? back : ''
  const q = new URLSearchParams(query)
  for (const k of ['view', 'viewName', 'viewError', 'bulk', 'bulkError', 'undone']) q.delete(k)
  return { table, q, path: consolePath(consoleOf(form.get('console')), TABLE_PATHS[table]) }
}

export async function saveViewAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const { table, q, path } = target(form)
  const name = formText(form, 'name', SAVED_VIEW_NAME_MAX + 1)
  try {
    const view = await saveView(table, name, formText(form, 'query', 1_000), locale)
    q.set('view', 'saved')
    q.set('viewName', view.name)
  } catch (e) {
    if (!isApiError(e)) throw e
    const f = mapApiError(e)
    const field = f.kind === 'fields' ? f.fields[0] : undefined
    q.set(
      'viewError',
      field?.path === 'name'
        ? field.key === 'validation.invalid'
          ? 'tooMany'
          : 'name'
        : field?.path === 'query'
          ? 'query'
          : 'failed',
    )
  }
  redirect(`${localePath(locale, path)}?${q}`)
}

export async function deleteViewAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = formLocale(form)
  const { q, path } = target(form)
  const id = formText(form, 'id', 12)
  if (/^\d{1,10}$/.test(id)) {
    try {
      await deleteSavedView(id, locale)
      q.set('view', 'deleted')
    } catch (e) {
      if (!isApiError(e)) throw e
      q.set('viewError', 'failed')
    }
  } else {
    q.set('viewError', 'failed')
  }
  redirect(`${localePath(locale, path)}?${q}`)
}
