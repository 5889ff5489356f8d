import { MAKE_REQUEST_NAME_MAX } from '@ironyard/contract/make-request'
import { hasControlCharacter } from '@ironyard/contract/control-characters'
import { slugify } from '@ironyard/contract/slugify'
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps, CurrentUser } from '../../context'
import { auditLog } from '../../db/schema'
import { AppError, parseOrThrow } from '../../lib/errors'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import { recordAudit } from '../audit/record-audit'
import { makesByName } from '../listing-admin/make-suggestions'
import { partnerSellerOf } from './partner-api-keys'

const requestSchema = z.object({
  name: z
    .string({ error: 'key:validation.makeRequired' })
    .trim()
    .min(1, 'key:validation.makeRequired')
    .max(MAKE_REQUEST_NAME_MAX, 'key:validation.tooLong')
    .refine((v) => !hasControlCharacter(v, false), 'key:validation.controlCharacters')
    .refine((v) => !v || slugify(v) !== '', 'key:validation.invalid'),
})

/**
 * A partner member asks staff to add a make the catalogue lacks (issue 36, defect 6: a feed row
 * or listing naming such a make was a dead end). The ask is an audit entry, make.request on the
 * make's would-be slug, that staff find in the audit log (entity "make"): no new inbox. A make the
 * catalogue has (by name or slug, ignoring case) is a field error on `name`; the same partner
 * asking for the same make again writes nothing (`alreadyRequested`).
 */
export async function requestMake(
  deps: Pick<AppDeps, 'database' | 'now'>,
  user: CurrentUser | null,
  input: { name: unknown },
  locale: Locale,
): Promise<{ name: string; alreadyRequested: boolean }> {
  const sellerId = partnerSellerOf(user, 'partner-feed:make.notMember')
  const { name } = parseOrThrow(requestSchema, { name: input.name }, locale)
  const slug = slugify(name)
  return deps.database.db.transaction(async (tx) => {
    // One ask per partner and make, also when two arrive together (a double click).
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`make.request:${sellerId}:${slug}`}))`,
    )
    // Its name ignoring case, or its slug ("John-Deere" is john-deere): the catalogue's lookup.
    const found = await makesByName(tx, [name, slug])
    const known = found.get(name.toLowerCase()) ?? found.get(slug)
    if (known) {
      const message = t(locale, 'partner-feed:make.exists', { name: known.name })
      throw new AppError(
        'VALIDATION',
        { messageKey: 'errors:input.invalid' },
        { fields: [{ path: 'name', key: 'partner-feed.make.exists', message }] },
      )
    }
    const [asked] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'make.request'),
          eq(auditLog.entityType, 'make'),
          eq(auditLog.entityKey, slug),
          sql`(${auditLog.after} ->> 'sellerId') = ${String(sellerId)}`,
        ),
      )
      .limit(1)
    if (asked) return { name, alreadyRequested: true }
    await recordAudit(tx, {
      actor: { id: user!.id, email: user!.email },
      action: 'make.request',
      entityType: 'make',
      entityKey: slug,
      before: null,
      after: { name, sellerId },
      at: deps.now(),
    })
    return { name, alreadyRequested: false }
  })
}
