'use server'

import { isStockNumber } from '@ironyard/contract/admin-listing'
import { redirect } from 'next/navigation'
import {
  CreateInspectorDocument,
  DeleteInspectionDocument,
  SaveInspectionDocument,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import {
  ActionInputError,
  formDataArg,
  formLocale,
  stateArg,
  type StateFields,
} from '@/lib/action-input'
import { actionFailure, type FormState } from '@/lib/action-result'
import { gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import { errorKeyOf, errorParam } from '@/components/console/outcome-error'
import { DELETE_OUTCOME_ID, INSPECTION_BY_API_KEY } from './inspection-errors'
import {
  inspectionFormValues,
  inspectionInputOf,
  inspectorInputOf,
  inspectorName,
  INSPECTOR_FIELDS,
  intentOf,
  setSection,
  type InspectionFormValues,
} from './inspection-form-data'

export type InspectionFormState = FormState<
  { saved: boolean },
  {
    values: InspectionFormValues
    /** Which submit the last answer is about (its field errors are read against it). */
    intent: 'save' | 'addInspector' | 'setSection'
    /** The point of each note sent, in order (the api names a note's error by its index). */
    notePositions: number[]
    /** Inspectors added from this form (the list the page loaded does not hold them yet). */
    added: Array<{ id: number; name: string; region: string | null }>
    /** The section whose ratings were just set (drawn open). */
    lastSection?: number
    /** Bumped on every answer: the form is drawn again from `values`. */
    version: number
  }
>

type Kept = Pick<InspectionFormState, 'notePositions' | 'added' | 'lastSection' | 'version'>

const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0
const isInspector = (v: unknown): v is Kept['added'][number] => {
  if (typeof v !== 'object' || v === null) return false
  const { id, name, region } = v as Record<string, unknown>
  return isCount(id) && typeof name === 'string' && (region === null || typeof region === 'string')
}

/**
 * What the form keeps across answers, from the state it sent back: the page's own states always
 * parse, so one that does not is a hand-made call (a 400), never a TypeError's 500.
 */
function keptOf(prev: StateFields): Kept {
  const { version = 0, added = [], notePositions = [], lastSection } = prev
  if (
    isCount(version) &&
    Array.isArray(added) &&
    added.every(isInspector) &&
    Array.isArray(notePositions) &&
    notePositions.every(isCount) &&
    (lastSection === undefined || isCount(lastSection))
  ) {
    return { version, added, notePositions, lastSection }
  }
  throw new ActionInputError('a previous state the inspection form does not keep')
}

const localeOf = formLocale
const stockOf = (form: FormData): string => {
  const s = form.get('stockNumber')
  return isStockNumber(s) ? s : ''
}
const pagePath = (locale: Locale, stockNumber: string) =>
  localePath(locale, `/admin/equipment/${encodeURIComponent(stockNumber)}/inspection`)

/**
 * The inspection form (a plain form post: works without JavaScript). Three buttons: save (the
 * page comes back saying so), add an inspector (chosen at once, the typed values kept), set a
 * section's ratings (nothing saved yet). A refusal keeps every value typed and names the fields.
 */
export async function inspectionFormAction(
  prevArg: InspectionFormState,
  formArg: FormData,
): Promise<InspectionFormState> {
  const prev = keptOf(stateArg(prevArg))
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const stockNumber = stockOf(form)
  if (!stockNumber) redirect(localePath(locale, '/admin/equipment'))
  const values = inspectionFormValues(form)
  const intent = intentOf(form)
  const version = prev.version + 1
  const opts = { locale, session: true } as const

  if (intent.kind === 'setSection') {
    return {
      ...prev,
      values: setSection(values, intent.positions, intent.rating),
      intent: 'setSection',
      lastSection: intent.index,
      result: null,
      version,
    }
  }
  if (intent.kind === 'addInspector') {
    try {
      const { createInspector } = await gql(
        CreateInspectorDocument,
        { input: inspectorInputOf(values) },
        opts,
      )
      const cleared: InspectionFormValues = { ...values, inspectorId: String(createInspector.id) }
      for (const f of INSPECTOR_FIELDS) cleared[inspectorName(f)] = ''
      return {
        ...prev,
        values: cleared,
        intent: 'addInspector',
        added: [
          ...prev.added,
          {
            id: createInspector.id,
            name: createInspector.name,
            region: createInspector.region ?? null,
          },
        ],
        result: { ok: true, data: { saved: false } },
        version,
      }
    } catch (e) {
      return { ...prev, values, intent: 'addInspector', result: actionFailure(e), version }
    }
  }
  const { input, notePositions } = inspectionInputOf(values)
  let changed: boolean
  try {
    const { saveInspection } = await gql(SaveInspectionDocument, { stockNumber, input }, opts)
    changed = saveInspection.changed
  } catch (e) {
    return { ...prev, values, intent: 'save', notePositions, result: actionFailure(e), version }
  }
  redirect(`${pagePath(locale, stockNumber)}?done=${changed ? 'save' : 'unchanged'}`)
}

/** Delete the listing's inspection (its own small form, after a confirmation the page shows). */
export async function deleteInspectionAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const stockNumber = stockOf(form)
  if (!stockNumber) redirect(localePath(locale, '/admin/equipment'))
  let outcome: string
  try {
    await gql(DeleteInspectionDocument, { stockNumber }, { locale, session: true })
    outcome = 'done=delete'
  } catch (e) {
    if (!isApiError(e)) throw e
    // A key of the page's texts, never the api's sentence; shown beside the deletion (issue 36).
    outcome = `failed=delete${errorParam(errorKeyOf(e, INSPECTION_BY_API_KEY))}#${DELETE_OUTCOME_ID}`
  }
  redirect(`${pagePath(locale, stockNumber)}?${outcome}`)
}
