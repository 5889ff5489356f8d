import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { AppDeps } from '../../context'
import { auditLog } from '../../db/schema'
import { parseOrThrow } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { ADMIN_LOG_MAX_PAGE, ADMIN_PAGE_SIZE } from '@ironyard/contract/admin-console'

const filterSchema = z
  .object({
    entityType: z.string().trim().max(40).optional().nullable(),
    entityKey: z.string().trim().max(100).optional().nullable(),
    action: z.string().trim().max(60).optional().nullable(),
    /** Part of the actor's e-mail. */
    actor: z.string().trim().max(254).optional().nullable(),
    page: z.number().int().min(1).max(ADMIN_LOG_MAX_PAGE).optional().nullable(),
  })
  .strict()

/** The audit log (issue 14): who, what, when, before and after; newest first, filtered. */
export async function listAuditLog(
  deps: Pick<AppDeps, 'database'>,
  rawFilter: unknown,
  locale: Locale,
) {
  const f = parseOrThrow(filterSchema, rawFilter ?? {}, locale)
  const where: SQL[] = []
  if (f.entityType) where.push(eq(auditLog.entityType, f.entityType))
  if (f.entityKey) where.push(eq(auditLog.entityKey, f.entityKey))
  if (f.action) where.push(eq(auditLog.action, f.action))
  if (f.actor)
    where.push(ilike(auditLog.actorEmail, `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  const cond = where.length ? and(...where) : undefined
  const page = f.page ?? 1
  const { db } = deps.database
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(cond),
  ])
  return {
    totalCount: Number(total.n),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    nodes: rows.map((r) => ({ ...r, id: String(r.id) })),
  }
}
