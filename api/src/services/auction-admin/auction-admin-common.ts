import type { ZodError } from 'zod'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import type { Db } from '../../db/client'
import { auctions } from '../../db/schema'
import { hasMessage, t } from '../../i18n'
import { AppError, parseOrThrow, type FieldError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'

/** What the console's auction services need: the database and the clock (tests inject both). */
export type AuctionAdminDeps = Pick<AppDeps, 'database' | 'now'>

/**
 * A field error of this namespace, in the caller's language: the contract's key
 * `adminAuctions.endBeforeStart` becomes `admin-auctions.fields.endBeforeStart`, its namespace
 * first (as every field error key names where its text is), text `admin-auctions:fields.…`.
 */
export function auctionFieldError(locale: Locale, path: string, contractKey: string): FieldError {
  const name = contractKey.replace(/^adminAuctions\./, '')
  const full = `admin-auctions:fields.${name}`
  return {
    path,
    key: `admin-auctions.fields.${name}`,
    message: hasMessage(full) ? t(locale, full) : contractKey,
  }
}

/** A VALIDATION error naming one field (the console shows it beside the field). */
export function refuseField(locale: Locale, path: string, key: string): never {
  throw new AppError(
    'VALIDATION',
    { messageKey: 'admin-auctions:errors.invalid' },
    { fields: [auctionFieldError(locale, path, `adminAuctions.${key}`)] },
  )
}

/**
 * Parse with a contract schema (`@ironyard/contract/auctions/admin`); field errors keyed
 * `adminAuctions.*` get this namespace's text in the caller's language (`validation.*` keys are
 * translated by parseOrThrow already).
 */
export function parseAuctionInput<T>(
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
    throw new AppError(
      'VALIDATION',
      { messageKey: 'admin-auctions:errors.invalid' },
      {
        fields: e.fields.map((f) =>
          f.key.startsWith('adminAuctions.') ? auctionFieldError(locale, f.path, f.key) : f,
        ),
      },
    )
  }
}

export const auctionNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'admin-auctions:errors.auctionNotFound' })

/** Rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** A lot's audit entry key, `<auction slug>/<lot number>` (what staff read in the audit log). */
export async function lotAuditKey(
  db: Pick<Db, 'select'>,
  lot: { auctionId: number; lotNumber: number },
): Promise<string> {
  const [auction] = await db
    .select({ slug: auctions.slug })
    .from(auctions)
    .where(eq(auctions.id, lot.auctionId))
  return `${auction.slug}/${lot.lotNumber}`
}
