import { asc } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import {
  broadCategories,
  broadCategoryCategories,
  categories,
  makes,
  subcategories,
} from '../../../db/schema'

export interface CategoryInfo {
  id: number
  slug: string
  nameEn: string
  nameEs: string
  singularEn: string
  singularEs: string
  groupSlug: string
  introEn: string
  introEs: string
  primarySizeMetric: string
  specFields: string[]
  icon: string
  sortOrder: number
  /** Hidden by staff (issue 36): kept for the listings that name it, never shown publicly. */
  hidden: boolean
}

export interface BroadCategoryInfo {
  id: number
  slug: string
  nameEn: string
  nameEs: string
  introEn: string
  introEs: string
  sortOrder: number
  categoryIds: number[]
}

export interface SubcategoryInfo {
  id: number
  categoryId: number
  slug: string
  nameEn: string
  nameEs: string
  sortOrder: number
  /** Hidden by staff (issue 36), or its category is. */
  hidden: boolean
}

export interface MakeInfo {
  id: number
  slug: string
  name: string
  aliases: string[]
  parentCompany: string | null
  topRank: number | null
  firstLetter: string
  featured: boolean
}

/** The catalogue as the search index and the public catalogue queries read it. */
export interface CatalogSnapshot {
  categories: CategoryInfo[]
  categoryById: Map<number, CategoryInfo>
  categoryBySlug: Map<string, CategoryInfo>
  broadCategories: BroadCategoryInfo[]
  broadBySlug: Map<string, BroadCategoryInfo>
  /** Broad categories each category belongs to. */
  broadByCategoryId: Map<number, BroadCategoryInfo[]>
  subcategories: SubcategoryInfo[]
  subcategoryById: Map<number, SubcategoryInfo>
  subcategoriesByCategoryId: Map<number, SubcategoryInfo[]>
  makes: MakeInfo[]
  makeById: Map<number, MakeInfo>
  makeBySlug: Map<string, MakeInfo>
  /** Largest number of spec fields any category has (the width of the index's spec slots). */
  maxSpecFields: number
  loadedAt: number
}

export async function loadCatalogSnapshot(database: Database): Promise<CatalogSnapshot> {
  const { db } = database
  const [cats, broads, links, subs, mks] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder)),
    db.select().from(broadCategories).orderBy(asc(broadCategories.sortOrder)),
    db.select().from(broadCategoryCategories),
    db.select().from(subcategories).orderBy(asc(subcategories.sortOrder)),
    db.select().from(makes).orderBy(asc(makes.name)),
  ])
  const categoryList: CategoryInfo[] = cats.map((c) => ({
    id: c.id,
    slug: c.slug,
    nameEn: c.nameEn,
    nameEs: c.nameEs,
    singularEn: c.singularEn,
    singularEs: c.singularEs,
    groupSlug: c.groupSlug,
    introEn: c.introEn,
    introEs: c.introEs,
    primarySizeMetric: c.primarySizeMetric,
    specFields: c.specFields,
    icon: c.icon,
    sortOrder: c.sortOrder,
    hidden: c.hiddenAt !== null,
  }))
  const broadList: BroadCategoryInfo[] = broads.map((b) => ({
    id: b.id,
    slug: b.slug,
    nameEn: b.nameEn,
    nameEs: b.nameEs,
    introEn: b.introEn,
    introEs: b.introEs,
    sortOrder: b.sortOrder,
    categoryIds: links.filter((l) => l.broadCategoryId === b.id).map((l) => l.categoryId),
  }))
  const broadByCategoryId = new Map<number, BroadCategoryInfo[]>()
  for (const b of broadList) {
    for (const id of b.categoryIds) {
      broadByCategoryId.set(id, [...(broadByCategoryId.get(id) ?? []), b])
    }
  }
  const hiddenCategory = new Set(categoryList.filter((c) => c.hidden).map((c) => c.id))
  const subList: SubcategoryInfo[] = subs.map(({ hiddenAt, ...s }) => ({
    ...s,
    hidden: hiddenAt !== null || hiddenCategory.has(s.categoryId),
  }))
  const subcategoriesByCategoryId = new Map<number, SubcategoryInfo[]>()
  for (const s of subList) {
    subcategoriesByCategoryId.set(s.categoryId, [
      ...(subcategoriesByCategoryId.get(s.categoryId) ?? []),
      s,
    ])
  }
  const makeList: MakeInfo[] = mks.map((m) => ({
    id: m.id,
    slug: m.slug,
    name: m.name,
    aliases: m.aliases,
    parentCompany: m.parentCompany,
    topRank: m.topRank,
    firstLetter: m.firstLetter,
    featured: m.featured,
  }))
  return {
    categories: categoryList,
    categoryById: new Map(categoryList.map((c) => [c.id, c])),
    categoryBySlug: new Map(categoryList.map((c) => [c.slug, c])),
    broadCategories: broadList,
    broadBySlug: new Map(broadList.map((b) => [b.slug, b])),
    broadByCategoryId,
    subcategories: subList,
    subcategoryById: new Map(subList.map((s) => [s.id, s])),
    subcategoriesByCategoryId,
    makes: makeList,
    makeById: new Map(makeList.map((m) => [m.id, m])),
    makeBySlug: new Map(makeList.map((m) => [m.slug, m])),
    maxSpecFields: Math.max(1, ...categoryList.map((c) => c.specFields.length)),
    loadedAt: Date.now(),
  }
}
