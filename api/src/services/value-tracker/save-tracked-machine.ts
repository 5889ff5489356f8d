import { randomUUID } from 'node:crypto'
import {
  trackedMachineInputSchema,
  type TrackedMachineInput,
} from '@ironyard/contract/forms/tracked-machine'
import { and, eq } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { categories, makes, trackedMachines } from '../../db/schema'
import { AppError, parseOrThrow, type FieldError } from '../../lib/errors'
import { translateValidation } from '../../lib/validation-messages'
import { rememberUserLocale } from '../profile/remember-locale'
import { requireUserId } from '../profile/require-user'
import {
  countTrackedMachines,
  loadOwnTrackedMachine,
  type TrackedMachineView,
} from './tracked-machine-view'
import { trackedMachineIdSchema } from './tracked-machine.schema'
import { storedValuation, valueMachine } from '../valuation/value-machine'

/** Per account; a fleet bigger than this belongs in a fleet tool, not a tracker page. */
export const MAX_TRACKED_MACHINES = 200

type Deps = Pick<AppDeps, 'database' | 'now'>

/** Catalogue ids of the machine's make and category slugs; VALIDATION naming the unknown one. */
export async function resolveCatalog(
  deps: Pick<AppDeps, 'database'>,
  input: Pick<TrackedMachineInput, 'make' | 'category'>,
  locale: Locale,
) {
  const [[make], [category]] = await Promise.all([
    deps.database.db.select({ id: makes.id }).from(makes).where(eq(makes.slug, input.make)),
    deps.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, input.category)),
  ])
  const fields: FieldError[] = []
  const invalid = (path: string) => ({
    path,
    key: 'validation.invalid',
    message: translateValidation('validation.invalid', locale),
  })
  if (!make) fields.push(invalid('make'))
  if (!category) fields.push(invalid('category'))
  if (fields.length)
    throw new AppError('VALIDATION', { messageKey: 'errors:input.invalid' }, { fields })
  return { makeId: make.id, categoryId: category.id }
}

async function valuedRow(deps: Deps, input: TrackedMachineInput, locale: Locale) {
  const { makeId, categoryId } = await resolveCatalog(deps, input, locale)
  const machine = {
    year: input.year,
    makeId,
    categoryId,
    model: input.model,
    hours: input.hours ?? null,
    miles: input.miles ?? null,
  }
  return {
    ...machine,
    ...storedValuation(await valueMachine(deps.database, machine, deps.now())),
  }
}

/** Add a machine to the caller's value tracker and value it right away. */
export async function addTrackedMachine(
  deps: Deps,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawInput: unknown,
  locale: Locale,
): Promise<TrackedMachineView> {
  const userId = requireUserId(currentUser)
  const now = deps.now()
  const input = parseOrThrow(
    trackedMachineInputSchema(now.getUTCFullYear()),
    rawInput ?? {},
    locale,
  )
  if ((await countTrackedMachines(deps.database, userId)) >= MAX_TRACKED_MACHINES) {
    throw new AppError('CONFLICT', {
      messageKey: 'errors:conflict.trackedMachinesLimit',
      vars: { max: MAX_TRACKED_MACHINES },
    })
  }
  const row = await valuedRow(deps, input, locale)
  const id = randomUUID()
  await deps.database.db.transaction(async (tx) => {
    await tx.insert(trackedMachines).values({ id, userId, ...row, createdAt: now, updatedAt: now })
    await rememberUserLocale(tx, userId, locale, now)
  })
  return loadOwnTrackedMachine(deps.database, userId, id, locale)
}

/** Edit one of the caller's machines (someone else's answers NOT_FOUND) and value it again. */
export async function updateTrackedMachine(
  deps: Deps,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawId: unknown,
  rawInput: unknown,
  locale: Locale,
): Promise<TrackedMachineView> {
  const userId = requireUserId(currentUser)
  const id = parseOrThrow(trackedMachineIdSchema, rawId, locale)
  const now = deps.now()
  // Existence first: a foreign id must not learn anything from validation errors.
  await loadOwnTrackedMachine(deps.database, userId, id, locale)
  const input = parseOrThrow(
    trackedMachineInputSchema(now.getUTCFullYear()),
    rawInput ?? {},
    locale,
  )
  const row = await valuedRow(deps, input, locale)
  const updated = await deps.database.db
    .update(trackedMachines)
    .set({ ...row, updatedAt: now })
    .where(and(eq(trackedMachines.id, id), eq(trackedMachines.userId, userId)))
    .returning({ id: trackedMachines.id })
  if (!updated.length) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.machine' })
  return loadOwnTrackedMachine(deps.database, userId, id, locale)
}

/** Delete one of the caller's machines; someone else's (or a missing one) answers NOT_FOUND. */
export async function deleteTrackedMachine(
  deps: Pick<AppDeps, 'database'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawId: unknown,
  locale: Locale,
): Promise<{ id: string }> {
  const userId = requireUserId(currentUser)
  const id = parseOrThrow(trackedMachineIdSchema, rawId, locale)
  const deleted = await deps.database.db
    .delete(trackedMachines)
    .where(and(eq(trackedMachines.id, id), eq(trackedMachines.userId, userId)))
    .returning({ id: trackedMachines.id })
  if (!deleted.length) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.machine' })
  return { id }
}
