import { and, eq } from 'drizzle-orm'
import type { AppDeps, CurrentUser } from '../../context'
import { auctionWatches } from '../../db/schema'
import { requireUserId } from '../profile/require-user'
import { lotNotFound, parseLotId, readLot } from './lot-state'

type Deps = Pick<AppDeps, 'database'>

/** The signed-in caller and an existing lot, or the error that says which is missing. */
async function callerAndLot(
  deps: Deps,
  user: Pick<CurrentUser, 'id'> | null,
  rawLotId: unknown,
): Promise<{ userId: string; lotId: number }> {
  const userId = requireUserId(user)
  const lotId = parseLotId(rawLotId)
  if (lotId === null || !(await readLot(deps.database.db, lotId))) throw lotNotFound()
  return { userId, lotId }
}

/** Watch a lot (issue 34): idempotent, watching twice is one watch. Answers the lot's id. */
export async function watchLot(
  deps: Deps,
  user: Pick<CurrentUser, 'id'> | null,
  rawLotId: unknown,
): Promise<number> {
  const { userId, lotId } = await callerAndLot(deps, user, rawLotId)
  await deps.database.db.insert(auctionWatches).values({ lotId, userId }).onConflictDoNothing()
  return lotId
}

/** Stop watching a lot; not watching it is not an error. Answers the lot's id. */
export async function unwatchLot(
  deps: Deps,
  user: Pick<CurrentUser, 'id'> | null,
  rawLotId: unknown,
): Promise<number> {
  const { userId, lotId } = await callerAndLot(deps, user, rawLotId)
  await deps.database.db
    .delete(auctionWatches)
    .where(and(eq(auctionWatches.lotId, lotId), eq(auctionWatches.userId, userId)))
  return lotId
}
