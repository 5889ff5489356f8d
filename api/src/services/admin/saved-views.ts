import {
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_TABLES,
  SAVED_VIEWS_MAX,
  savedViewQuery,
  type SavedViewTable,
} from '@ironyard/contract/console-work'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { savedViews, type SavedView } from '../../db/schema'
import { t } from '../../i18n'
import { AppError, parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'

/*
 * Saved views (issue 36, point 8): a console user names the filter and sort of the equipment
 * table or the leads inbox, and opens it again later. Each user's own: every read and write is
 * by the signed-in user's id, so nobody reads, replaces or deletes another's. One name per user
 * and table (a unique index): saving under a name that exists replaces its filter, so a double
 * submit saves one view.
 */

const tableSchema = z.enum(SAVED_VIEW_TABLES)

const saveSchema = z
  .object({
    table: tableSchema,
    name: z
      .string({ error: 'key:validation.required' })
      .trim()
      .min(1, 'key:validation.required')
      .max(SAVED_VIEW_NAME_MAX, 'key:validation.tooLong|Too long'),
    /** The table's URL query: its filter and sort (`status=draft&sort=price_desc`). */
    query: z.string().max(1_000, 'key:validation.invalid'),
  })
  .strict()

export interface SavedViewView {
  id: string
  table: SavedViewTable
  name: string
  query: string
  updatedAt: Date
}

const viewOf = (v: SavedView): SavedViewView => ({
  id: String(v.id),
  table: v.tableName,
  name: v.name,
  query: v.query,
  updatedAt: v.updatedAt,
})

const fieldError = (path: string, messageKey: string, locale: Locale) =>
  new AppError(
    'VALIDATION',
    { messageKey: 'admin:savedViews.invalid' },
    { fields: [{ path, key: 'validation.invalid', message: t(locale, messageKey as never) }] },
  )

/** The user's views of a table, by name. */
export async function listSavedViews(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
  rawTable: unknown,
  locale: Locale,
): Promise<SavedViewView[]> {
  const table = parseOrThrow(z.object({ table: tableSchema }), { table: rawTable }, locale).table
  const rows = await deps.database.db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.tableName, table)))
    .orderBy(asc(savedViews.name), asc(savedViews.id))
  return rows.map(viewOf)
}

/**
 * Save the table's filter and sort under a name (the same name again replaces it). The query
 * keeps the table's own parameters only; anything else is a field error on `query`.
 */
export async function saveView(
  deps: Pick<AppDeps, 'database' | 'now'>,
  userId: string,
  raw: unknown,
  locale: Locale,
): Promise<SavedViewView> {
  const input = parseOrThrow(saveSchema, raw ?? {}, locale)
  const query = savedViewQuery(input.table, input.query)
  if (query === null) throw fieldError('query', 'admin:savedViews.queryInvalid', locale)
  const now = deps.now()
  return deps.database.db.transaction(async (tx) => {
    // One user's saves are serialised, so the limit holds under concurrent saves.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('saved_views:' || ${userId}))`)
    const [n] = await tx
      .select({ n: count() })
      .from(savedViews)
      .where(
        and(
          eq(savedViews.userId, userId),
          eq(savedViews.tableName, input.table),
          sql`${savedViews.name} <> ${input.name}`,
        ),
      )
    if (Number(n.n) >= SAVED_VIEWS_MAX) {
      throw fieldError('name', 'admin:savedViews.tooMany', locale)
    }
    const [row] = await tx
      .insert(savedViews)
      .values({
        userId,
        tableName: input.table,
        name: input.name,
        query,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [savedViews.userId, savedViews.tableName, savedViews.name],
        set: { query, updatedAt: now },
      })
      .returning()
    return viewOf(row)
  })
}

/**
 * Delete one of the user's views: true when it was deleted now, false when there was none of
 * theirs with that id (already deleted, or another user's: never touched).
 */
export async function deleteSavedView(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
  rawId: unknown,
  locale: Locale,
): Promise<boolean> {
  const id = parseOrThrow(
    z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    { id: rawId },
    locale,
  ).id
  const rows = await deps.database.db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id })
  return rows.length > 0
}
