import { FOR_SALE_STATUSES } from '@ironyard/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { categories, listings, subcategories } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import { recordAudit, type Actor } from '../audit/record-audit'
import {
  catalogChanged,
  parseCatalogInput,
  type CatalogDeps,
  type Tx,
} from './catalog-admin-common'
import { catalogKeySchema, lockCategory, lockSubcategory } from './catalog-lock'
import type { CategoryNode } from './create-category'

/** The row a hide or show step changes: a category, or a subcategory of `parent`. */
interface Target {
  kind: 'category' | 'subcategory'
  id: number
  node: CategoryNode
  entityKey: string
}

const nodeOf = (r: Omit<CategoryNode, 'parentSlug'>) => ({
  id: r.id,
  slug: r.slug,
  nameEn: r.nameEn,
  nameEs: r.nameEs,
  sortOrder: r.sortOrder,
  hiddenAt: r.hiddenAt,
})

async function lockTarget(
  tx: Tx,
  key: { slug: string; parentSlug?: string | null },
  locale: Locale,
): Promise<Target> {
  if (key.parentSlug) {
    const { parent, sub } = await lockSubcategory(tx, key.parentSlug, key.slug, locale)
    return {
      kind: 'subcategory',
      id: sub.id,
      node: { ...nodeOf(sub), parentSlug: parent.slug },
      entityKey: `${parent.slug}/${sub.slug}`,
    }
  }
  const cat = await lockCategory(tx, key.slug)
  return {
    kind: 'category',
    id: cat.id,
    node: { ...nodeOf(cat), parentSlug: null },
    entityKey: cat.slug,
  }
}

/** Listings a buyer can still get (available, coming soon) under the target. */
async function listingsForSale(tx: Tx, target: Target): Promise<number> {
  const column =
    target.kind === 'category' ? listings.categoryId : listings.taxonomizedSubCategoryId
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(column, target.id), inArray(listings.status, [...FOR_SALE_STATUSES])))
  return Number(row?.n ?? 0)
}

/**
 * hideCategory / showCategory (issue 36): a hidden category or subcategory leaves the public
 * catalogue (menus, home tiles, filters, landing pages, sitemap) and its pages answer 301 to the
 * parent's (resolveCatalogRedirect); shown again, they answer as before. Hiding is refused
 * (CONFLICT, naming how many) while listings are for sale under it, so no machine on sale loses
 * its category (docs/decisions/055). Idempotent: a second hide (or show) changes nothing and
 * writes no audit entry. One transaction with the audit entry (`<kind>.hide` / `<kind>.show`).
 */
export async function setCategoryHidden(
  deps: CatalogDeps,
  actor: Actor,
  args: { slug: unknown; parentSlug?: unknown },
  hide: boolean,
  locale: Locale,
): Promise<CategoryNode> {
  const key = parseCatalogInput(
    catalogKeySchema,
    { slug: args.slug, parentSlug: args.parentSlug },
    locale,
  )
  const now = deps.now()
  let changed = false
  const out = await deps.database.db.transaction(async (tx): Promise<CategoryNode> => {
    const target = await lockTarget(tx, key, locale)
    const was = target.node.hiddenAt
    if ((was !== null) === hide) return target.node
    if (hide) {
      const count = await listingsForSale(tx, target)
      if (count > 0) {
        throw new AppError('CONFLICT', {
          messageKey: `adminCatalog:errors.hideHasListings`,
          vars: { count, slug: target.entityKey },
        })
      }
    }
    const hiddenAt = hide ? now : null
    if (target.kind === 'category') {
      await tx.update(categories).set({ hiddenAt }).where(eq(categories.id, target.id))
    } else {
      await tx.update(subcategories).set({ hiddenAt }).where(eq(subcategories.id, target.id))
    }
    await recordAudit(tx, {
      actor,
      action: `${target.kind}.${hide ? 'hide' : 'show'}`,
      entityType: target.kind,
      entityKey: target.entityKey,
      before: { hiddenAt: was?.toISOString() ?? null },
      after: { hiddenAt: hiddenAt?.toISOString() ?? null },
      at: now,
    })
    changed = true
    return { ...target.node, hiddenAt }
  })
  if (changed) catalogChanged(deps.database)
  return out
}
