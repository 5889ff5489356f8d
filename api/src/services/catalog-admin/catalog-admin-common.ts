import { ADMIN_PAGE_SIZE } from '@ironyard/contract/admin-console'
import { and, eq, sql } from 'drizzle-orm'
import type { ZodError } from 'zod'
import type { AppDeps } from '../../context'
import type { Database } from '../../db/client'
import { catalogRedirects } from '../../db/schema'
import { hasMessage, t } from '../../i18n'
import { AppError, parseOrThrow, type FieldError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import type { Tx } from '../listing-admin/listing-lifecycle'
import { markCatalogStale, markSearchIndexStale } from '../search/search-runtime'

export type CatalogDeps = Pick<AppDeps, 'database' | 'now'>
export type CatalogKind = 'category' | 'subcategory' | 'make' | 'model'
export type { Tx }

/** The console's tables show 50 rows a page (one rule for every console table). */
export const CATALOG_PAGE_SIZE = ADMIN_PAGE_SIZE

/** A field error of this namespace (`adminCatalog.slugTaken`), in the caller's language. */
export function catalogFieldError(locale: Locale, path: string, key: string): FieldError {
  return {
    path,
    key: `adminCatalog.${key}`,
    message: t(locale, `adminCatalog:adminCatalog.${key}`),
  }
}

export function refuseFields(fields: FieldError[]): never {
  throw new AppError('VALIDATION', { messageKey: 'adminCatalog:errors.invalid' }, { fields })
}

/**
 * Parse with a contract schema; field errors keyed `adminCatalog.*` get this namespace's text in
 * the caller's language (spec §5 keys are translated by parseOrThrow already).
 */
export function parseCatalogInput<T>(
  schema: {
    safeParse(v: unknown): { success: true; data: T } | { success: false; error: ZodError }
  },
  value: unknown,
  locale: Locale,
): T {
  try {
    return parseOrThrow(schema, value, locale)
  } catch (e) {
    if (!(e instanceof AppError) || !e.fields) throw e
    refuseFields(
      e.fields.map((f) => {
        const full = `adminCatalog:${f.key}`
        return f.key.startsWith('adminCatalog.') && hasMessage(full)
          ? { ...f, message: t(locale, full) }
          : f
      }),
    )
  }
}

/** `%` and `_` typed by staff are letters, not patterns. */
export const likeContains = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * A slug change keeps the old address (issue 14): `oldSlug` now redirects to the row `targetId`.
 * The new slug is live again, so a redirect that still claimed it (an earlier rename away from
 * it) goes. Written by the caller's transaction, with the change.
 */
export async function recordSlugChange(
  tx: Tx,
  change: { kind: CatalogKind; scope: number; oldSlug: string; newSlug: string; targetId: number },
): Promise<void> {
  const { kind, scope, oldSlug, newSlug, targetId } = change
  await tx
    .delete(catalogRedirects)
    .where(
      and(
        eq(catalogRedirects.kind, kind),
        eq(catalogRedirects.scope, scope),
        eq(catalogRedirects.oldSlug, newSlug),
      ),
    )
  await tx
    .insert(catalogRedirects)
    .values({ kind, scope, oldSlug, targetId })
    .onConflictDoUpdate({
      target: [catalogRedirects.kind, catalogRedirects.scope, catalogRedirects.oldSlug],
      set: { targetId, createdAt: sql`now()` },
    })
}

/** A new row takes a slug: an old address that pointed elsewhere stops redirecting. */
export async function releaseOldSlug(
  tx: Tx,
  kind: CatalogKind,
  scope: number,
  slug: string,
): Promise<void> {
  await tx
    .delete(catalogRedirects)
    .where(
      and(
        eq(catalogRedirects.kind, kind),
        eq(catalogRedirects.scope, scope),
        eq(catalogRedirects.oldSlug, slug),
      ),
    )
}

/** After commit: searches and catalogue pages of this process read the catalogue again. */
export function catalogChanged(database: Database): void {
  markCatalogStale(database)
  markSearchIndexStale(database)
}

/** Keep only what changed, for the audit entry. */
export function diff<T extends Record<string, unknown>>(before: T, after: T, keys: Array<keyof T>) {
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  for (const k of keys) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) {
      b[k as string] = before[k] ?? null
      a[k as string] = after[k] ?? null
    }
  }
  return { before: b, after: a }
}

/** Rows of a raw query on either driver. */
export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows

/**
 * The record of one catalogue edit, in the edit's transaction: a new slug keeps the old address
 * (recordSlugChange) and the audit entry says `<kind>.rename`, otherwise `<kind>.update`, with
 * the fields that changed. Answers whether the slug changed (a category then moves its listings).
 */
export async function recordCatalogEdit<T extends Record<string, unknown>>(
  tx: Tx,
  edit: {
    actor: Actor
    kind: CatalogKind
    /** The parent's id for a subcategory or a model, 0 otherwise. */
    scope: number
    id: number
    before: T & { slug: string }
    after: T & { slug: string }
    audited: Array<keyof T>
    entityKey: string
    at: Date
  },
): Promise<boolean> {
  const renamed = edit.after.slug !== edit.before.slug
  if (renamed) {
    await recordSlugChange(tx, {
      kind: edit.kind,
      scope: edit.scope,
      oldSlug: edit.before.slug,
      newSlug: edit.after.slug,
      targetId: edit.id,
    })
  }
  await recordAudit(tx, {
    actor: edit.actor,
    action: `${edit.kind}.${renamed ? 'rename' : 'update'}`,
    entityType: edit.kind,
    entityKey: edit.entityKey,
    ...diff(edit.before, edit.after, edit.audited),
    at: edit.at,
  })
  return renamed
}
