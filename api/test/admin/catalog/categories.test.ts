import { and, eq } from 'drizzle-orm'
import { auditLog, catalogRedirects, categories, listings } from '../../../src/db/schema'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../../account/helpers'
import { ensureCatalog, insertListing } from '../../factories'

const NODE = 'id slug nameEn nameEs sortOrder parentSlug'

describe('categories and subcategories in the console (issue 14)', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    admin = await createUser(t.database, { email: 'catalog-admin@example.com' })
  })
  afterAll(() => t.close())
  beforeEach(() => t.as({ ...admin, roles: ['admin'] }))

  const create = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.gql<{ createCategory: Record<string, unknown> }>(
      `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { ${NODE} } }`,
      { input },
      headers,
    )
  const update = (vars: Record<string, unknown>) =>
    t.gql<{ updateCategory: Record<string, unknown> }>(
      `mutation ($slug: String!, $parentSlug: String, $input: UpdateCategoryInput!) {
        updateCategory(slug: $slug, parentSlug: $parentSlug, input: $input) { ${NODE} } }`,
      vars,
    )
  const tree = async () => {
    const res = await t.gql<{
      adminCategories: Array<{
        slug: string
        listingCount: number
        subcategories: Array<{ slug: string; listingCount: number }>
      }>
    }>(
      `{ adminCategories { slug nameEn listingCount subcategories { slug nameEs listingCount } } }`,
    )
    expect(res.errors).toBeUndefined()
    return res.data!.adminCategories
  }

  it('creates a category with defaults, last in the order, and a subcategory of it, with audit entries', async () => {
    const res = await create({
      slug: 'rock-trucks',
      name: 'Rock Trucks',
      nameEs: 'Camiones de roca',
    })
    expect(res.errors).toBeUndefined()
    expect(res.data!.createCategory).toMatchObject({ slug: 'rock-trucks', parentSlug: null })
    const [row] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'rock-trucks'))
    expect(row).toMatchObject({
      singularEn: 'Rock Trucks',
      singularEs: 'Camiones de roca',
      groupSlug: 'other',
    })
    expect(row.introEs).toContain('camiones de roca')
    const all = await tree()
    expect(all.at(-1)!.slug).toBe('rock-trucks')

    const sub = await create({
      slug: 'articulated',
      name: 'Articulated',
      nameEs: 'Articulados',
      parentSlug: 'rock-trucks',
    })
    expect(sub.data!.createCategory).toMatchObject({ parentSlug: 'rock-trucks', sortOrder: 0 })
    expect((await tree()).at(-1)!.subcategories.map((s) => s.slug)).toEqual(['articulated'])
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'subcategory'))
    expect(audit.map((a) => [a.action, a.entityKey, a.actorEmail])).toEqual([
      ['subcategory.create', 'rock-trucks/articulated', 'catalog-admin@example.com'],
    ])
  })

  it('refuses bad fields one by one, in Spanish, and a slug already taken', async () => {
    const res = await create(
      { slug: 'Rock Trucks!', name: ' ', nameEs: '', parentSlug: null },
      { 'x-locale': 'es' },
    )
    const e = errorOf(res)
    expect(e.code).toBe('VALIDATION')
    const byPath = Object.fromEntries(e.fields.map((f) => [f.path, f]))
    expect(byPath.slug).toMatchObject({
      key: 'adminCatalog.slugInvalid',
      message: expect.stringContaining('minúsculas'),
    })
    expect(byPath.name.message).toBe('Escribe el nombre en inglés')
    expect(byPath.nameEs.message).toBe('Escribe el nombre en español')

    // A category slug shares /{slug} with makes: caterpillar is taken.
    const taken = errorOf(
      await create({ slug: 'caterpillar', name: 'X', nameEs: 'X' }, { 'x-locale': 'es' }),
    )
    expect(taken.fields).toEqual([
      { path: 'slug', key: 'adminCatalog.slugTaken', message: 'Otra entrada ya tiene este slug' },
    ])
    const unknownParent = errorOf(
      await create({ slug: 'x', name: 'X', nameEs: 'X', parentSlug: 'no-such-category' }),
    )
    expect(unknownParent.fields.map((f) => f.path)).toEqual(['parentSlug'])
  })

  it('renames a category slug: listings follow, the old slug redirects, search finds them by the new slug', async () => {
    const l = await insertListing(t.database, { categorySlug: 'rock-trucks', status: 'available' })
    const search = async (slug: string) => {
      const res = await t.gql<{ searchListings: { results: Array<{ stockNumber: string }> } }>(
        `query ($c: [String!]) { searchListings(input: { categories: $c }) { results { stockNumber } } }`,
        { c: [slug] },
      )
      return res
    }
    const first = await search('rock-trucks')
    expect(first.errors).toBeUndefined()
    expect(first.data!.searchListings.results.map((r) => r.stockNumber)).toEqual([l.stockNumber])
    const res = await update({
      slug: 'rock-trucks',
      input: { slug: 'quarry-trucks', name: 'Quarry Trucks' },
    })
    expect(res.errors).toBeUndefined()
    expect(res.data!.updateCategory).toMatchObject({
      slug: 'quarry-trucks',
      nameEn: 'Quarry Trucks',
    })
    const [moved] = await t.database.db.select().from(listings).where(eq(listings.id, l.id))
    expect(moved.equipmentCategorySlug).toBe('quarry-trucks')
    const found = await search('quarry-trucks')
    expect(found.errors).toBeUndefined()
    expect(found.data!.searchListings.results.map((r) => r.stockNumber)).toEqual([l.stockNumber])
    expect((await tree()).find((c) => c.slug === 'quarry-trucks')!.listingCount).toBe(1)

    const redirects = await t.database.db
      .select()
      .from(catalogRedirects)
      .where(eq(catalogRedirects.kind, 'category'))
    expect(redirects.map((r) => [r.oldSlug, r.scope])).toEqual([['rock-trucks', 0]])
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'category.rename'), eq(auditLog.entityKey, 'quarry-trucks')))
    expect(audit.before).toEqual({ slug: 'rock-trucks', nameEn: 'Rock Trucks' })
    expect(audit.after).toEqual({ slug: 'quarry-trucks', nameEn: 'Quarry Trucks' })
  })

  it('renames a subcategory with a redirect scoped to its category', async () => {
    const res = await update({
      slug: 'articulated',
      parentSlug: 'quarry-trucks',
      input: { slug: 'articulated-haulers', nameEs: 'Camiones articulados' },
    })
    expect(res.errors).toBeUndefined()
    const [cat] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'quarry-trucks'))
    const [r] = await t.database.db
      .select()
      .from(catalogRedirects)
      .where(eq(catalogRedirects.kind, 'subcategory'))
    expect(r).toMatchObject({ scope: cat.id, oldSlug: 'articulated' })
    const missing = await update({ slug: 'articulated', parentSlug: 'quarry-trucks', input: {} })
    expect(errorOf(missing).code).toBe('NOT_FOUND')
  })

  it('reorders categories and subcategories; every sibling must be named once', async () => {
    await create({
      slug: 'dumpers',
      name: 'Dumpers',
      nameEs: 'Dumpers',
      parentSlug: 'quarry-trucks',
    })
    const res = await t.gql<{ reorderCategories: Array<{ slug: string; sortOrder: number }> }>(
      `mutation { reorderCategories(parentSlug: "quarry-trucks", slugs: ["dumpers", "articulated-haulers"]) { slug sortOrder } }`,
    )
    expect(res.errors).toBeUndefined()
    expect(
      (await tree()).find((c) => c.slug === 'quarry-trucks')!.subcategories.map((s) => s.slug),
    ).toEqual(['dumpers', 'articulated-haulers'])
    const before = (await tree()).map((c) => c.slug)
    const moved = ['quarry-trucks', ...before.filter((s) => s !== 'quarry-trucks')]
    const top = await t.gql(`mutation ($s: [String!]!) { reorderCategories(slugs: $s) { slug } }`, {
      s: moved,
    })
    expect(top.errors).toBeUndefined()
    expect((await tree()).map((c) => c.slug)).toEqual(moved)
    const partial = await t.gql(`mutation { reorderCategories(slugs: ["quarry-trucks"]) { slug } }`)
    expect(errorOf(partial).fields.map((f) => f.key)).toEqual(['adminCatalog.orderIncomplete'])
    const twice = await t.gql(
      `mutation { reorderCategories(parentSlug: "quarry-trucks", slugs: ["dumpers", "dumpers"]) { slug } }`,
    )
    expect(errorOf(twice).code).toBe('VALIDATION')
  })

  it('is for admins only', async () => {
    t.as(null)
    const anon = await t.gql(`{ adminCategories { slug } }`)
    expect(errorOf(anon).code).toBe('UNAUTHENTICATED')
    t.as(await createUser(t.database))
    const user = await create({ slug: 'nope', name: 'Nope', nameEs: 'No' })
    expect(errorOf(user).code).toBe('FORBIDDEN')
  })
})
