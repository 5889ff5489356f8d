import { and, asc, eq, isNull, lt, or } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { trackedMachines } from '../../db/schema'
import { storedValuation, valueMachine } from '../valuation/value-machine'

const BATCH = 100

/**
 * The nightly refresh: value again every machine whose valuation is older than `before` (the
 * start of tonight's run), a batch at a time. A run that is cut off and retried carries on
 * where it stopped, since finished machines are newer than `before`.
 */
export async function refreshValuations(
  deps: Pick<AppDeps, 'database' | 'now' | 'logger'>,
  before: Date,
): Promise<{ refreshed: number }> {
  let refreshed = 0
  for (;;) {
    const batch = await deps.database.db
      .select()
      .from(trackedMachines)
      .where(or(isNull(trackedMachines.valuedAt), lt(trackedMachines.valuedAt, before)))
      .orderBy(asc(trackedMachines.valuedAt), asc(trackedMachines.id))
      .limit(BATCH)
    if (!batch.length) break
    for (const m of batch) {
      const v = storedValuation(await valueMachine(deps.database, m, deps.now()))
      // Edited meanwhile: the edit valued it already (and the update below matches nothing).
      // A run's clock can lag `before` (tests, skew): never leave the row eligible again.
      const valuedAt = v.valuedAt < before ? before : v.valuedAt
      await deps.database.db
        .update(trackedMachines)
        .set({ ...v, valuedAt })
        .where(and(eq(trackedMachines.id, m.id), eq(trackedMachines.updatedAt, m.updatedAt)))
      refreshed++
    }
  }
  deps.logger.info({ refreshed }, 'value tracker refreshed')
  return { refreshed }
}
