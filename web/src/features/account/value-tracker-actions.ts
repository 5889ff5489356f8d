'use server'

import { revalidatePath } from 'next/cache'
import {
  trackedMachineIdSchema,
  trackedMachineInputSchema,
} from '@ironyard/contract/forms/tracked-machine'
import {
  AddTrackedMachineDocument,
  DeleteTrackedMachineDocument,
  UpdateTrackedMachineDocument,
  type TrackedMachineFieldsFragment,
  type TrackedMachineInput,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import { localeArg, parseArgs } from '@/lib/action-args'
import { actionFailure, type ActionResult } from '@/lib/action-result'
import { localePath } from '@/lib/paths'

const opts = (locale: Locale) => ({ locale, session: true, unauthenticated: 'error' as const })

/**
 * A change re-renders the page's server part: the value history charts are drawn on the server
 * from the tracked machines, so without it they kept the list the page was opened with and a new
 * machine's chart appeared only after a reload (issue 37). The table updates in the browser.
 */
const changed = (locale: Locale) => revalidatePath(localePath(locale, '/account/value-tracker'))

/**
 * Add a machine, or change one (id given); the api values it on save (spec §3). The id and the
 * machine are parsed with the api's own schemas (this year as the api reads it, UTC) before
 * anything reads them.
 */
export async function saveTrackedMachineAction(
  id: string | null,
  input: TrackedMachineInput,
  locale: string,
): Promise<ActionResult<TrackedMachineFieldsFragment>> {
  const lng = localeArg(locale)
  const machineId = id == null ? null : parseArgs(trackedMachineIdSchema, id, lng, 'id')
  if (machineId && !machineId.ok) return machineId.failure
  const schema = trackedMachineInputSchema(new Date().getUTCFullYear())
  const machine = parseArgs(schema, input, lng)
  if (!machine.ok) return machine.failure
  try {
    if (machineId) {
      const data = await gql(
        UpdateTrackedMachineDocument,
        { id: machineId.data, input: machine.data },
        opts(lng),
      )
      changed(lng)
      return { ok: true, data: data.updateTrackedMachine }
    }
    const data = await gql(AddTrackedMachineDocument, { input: machine.data }, opts(lng))
    changed(lng)
    return { ok: true, data: data.addTrackedMachine }
  } catch (e) {
    return actionFailure(e)
  }
}

export async function deleteTrackedMachineAction(
  id: string,
  locale: string,
): Promise<ActionResult<{ id: string }>> {
  const lng = localeArg(locale)
  const machineId = parseArgs(trackedMachineIdSchema, id, lng, 'id')
  if (!machineId.ok) return machineId.failure
  try {
    const data = await gql(DeleteTrackedMachineDocument, { id: machineId.data }, opts(lng))
    changed(lng)
    return { ok: true, data: data.deleteTrackedMachine }
  } catch (e) {
    return actionFailure(e)
  }
}
