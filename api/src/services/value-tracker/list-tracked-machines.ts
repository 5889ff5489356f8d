import type { AppDeps, CurrentUser, Locale } from '../../context'
import { parseOrThrow } from '../../lib/errors'
import { requireUserId } from '../profile/require-user'
import {
  loadOwnTrackedMachine,
  loadTrackedMachineViews,
  type TrackedMachineView,
} from './tracked-machine-view'
import { trackedMachineIdSchema } from './tracked-machine.schema'

/** The caller's value tracker: every machine with its latest valuation. */
export async function listTrackedMachines(
  deps: Pick<AppDeps, 'database'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  locale: Locale,
): Promise<TrackedMachineView[]> {
  return loadTrackedMachineViews(deps.database, requireUserId(currentUser), locale)
}

/** One of the caller's machines; another user's id answers NOT_FOUND. */
export async function getTrackedMachine(
  deps: Pick<AppDeps, 'database'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawId: unknown,
  locale: Locale,
): Promise<TrackedMachineView> {
  const userId = requireUserId(currentUser)
  const id = parseOrThrow(trackedMachineIdSchema, rawId, locale)
  return loadOwnTrackedMachine(deps.database, userId, id, locale)
}
