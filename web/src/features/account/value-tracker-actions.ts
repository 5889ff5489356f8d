'use server'

import {
  AddTrackedMachineDocument,
  DeleteTrackedMachineDocument,
  UpdateTrackedMachineDocument,
  type TrackedMachineFieldsFragment,
  type TrackedMachineInput,
} from '@/graphql/__generated__/graphql'
import { isLocale, type Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { actionFailure, type ActionResult } from '@/lib/action-result'

const opts = (locale: string) => ({
  locale: (isLocale(locale) ? locale : 'en') as Locale,
  session: true,
  unauthenticated: 'error' as const,
})

/** Add a machine, or change one (id given); the api values it on save (spec §3). */
export async function saveTrackedMachineAction(
  id: string | null,
  input: TrackedMachineInput,
  locale: string,
): Promise<ActionResult<TrackedMachineFieldsFragment>> {
  try {
    if (id) {
      const data = await gql(UpdateTrackedMachineDocument, { id, input }, opts(locale))
      return { ok: true, data: data.updateTrackedMachine }
    }
    const data = await gql(AddTrackedMachineDocument, { input }, opts(locale))
    return { ok: true, data: data.addTrackedMachine }
  } catch (e) {
    return actionFailure(e)
  }
}

export async function deleteTrackedMachineAction(
  id: string,
  locale: string,
): Promise<ActionResult<{ id: string }>> {
  try {
    const data = await gql(DeleteTrackedMachineDocument, { id }, opts(locale))
    return { ok: true, data: data.deleteTrackedMachine }
  } catch (e) {
    return actionFailure(e)
  }
}
