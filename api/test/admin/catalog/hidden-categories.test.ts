import { and, eq } from 'drizzle-orm'
import { auditLog, listings, subcategories } from '../../../src/db/schema'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../../account/helpers'
import { refreshSearchSuggestions } from '../../../src/services/search/refresh-search-suggestions'
import { ensureCatalog, insertListing } from '../../factories'

/*
 * Issue 36, defect 4: staff hide a category (or a subcategory). It leaves the public catalogue
 * and its pages answer 301 to the parent's; shown again, they answer as before. Refused while
 * machines are for sale in it (docs/decisions/055-hidden-categories.md).
 */
describe('hiding a category (issue 36)', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    admin = await createUser(t.database, { email: 'hide-admin@example.com' })
    asAdmin()
    for (const input of [
      { slug: 'trenchers-x', name: 'Trenchers', nameEs: 'Zanjadoras', groupSlug: 'earthmoving' },
      { slug: 'chain-trenchers', name: 'Chain', nameEs: 'De cadena', parentSlug: 'trenchers-x' },
      { slug: 'wheel-trenchers', name: 'Wheel', nameEs: 'De rueda', parentSlug: 'trenchers-x' },
    ]) {
      const res = await t.gql(
        `mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { id } }`,
        { input },
      )
      expect(res.errors).toBeUndefined()
    }
  })
  afterAll(() => t.close())

  function asAdmin() {
    t.as({ ...admin, roles: ['admin'] })
  }
  const step = (
    verb: 'hide' | 'show',
    slug: string,
    parentSlug: string | null = null,
    headers: Record<string, string> = {},
  ) =>
    t.gql<Record<string, { slug: string; parentSlug: string | null; hiddenAt: string | null }>>(
      `mutation ($slug: String!, $parentSlug: String) {
        ${verb}Category(slug: $slug, parentSlug: $parentSlug) { slug parentSlug hiddenAt } }`,
      { slug, parentSlug },
      headers,
    )
  const lookup = async (path: string) => {
    t.as(null)
    const res = await t.gql<{ catalogRedirect: string | null }>(
      `query ($p: String!) { catalogRedirect(path: $p) }`,
      { p: path },
    )
    asAdmin()
    expect(res.errors).toBeUndefined()
    return res.data!.catalogRedirect
  }
  const publicCatalog = async () => {
    t.as(null)
    const res = await t.gql<{
      category: { slug: string; subcategories: Array<{ slug: string }> } | null
      categories: Array<{ slug: string }>
      categoryGroups: Array<{ categories: Array<{ slug: string }> }>
      catalogRedirectSlugs: string[]
    }>(`{
      category(slug: "trenchers-x") { slug subcategories { slug } }
      categories { slug }
      categoryGroups { categories { slug } }
      catalogRedirectSlugs
    }`)
    asAdmin()
    expect(res.errors).toBeUndefined()
    const d = res.data!
    return {
      page: d.category,
      listed: d.categories.some((c) => c.slug === 'trenchers-x'),
      inMenu: d.categoryGroups.some((g) => g.categories.some((c) => c.slug === 'trenchers-x')),
      redirected: d.catalogRedirectSlugs,
    }
  }
  const entries = (entityType: 'category' | 'subcategory') =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.actorEmail, admin.email)))

  it('refuses a signed-in user, a partner member and an anonymous visitor', async () => {
    const user = await createUser(t.database, { email: 'hide-user@example.com' })
    t.as({ ...user, roles: ['user'] })
    expect(errorOf(await step('hide', 'trenchers-x')).code).toBe('FORBIDDEN')
    t.as({ ...user, roles: ['partner'], partnerSellerId: 1 })
    expect(errorOf(await step('hide', 'trenchers-x')).code).toBe('FORBIDDEN')
    expect(errorOf(await step('show', 'trenchers-x')).code).toBe('FORBIDDEN')
    t.as(null)
    expect(errorOf(await step('hide', 'trenchers-x')).code).toBe('UNAUTHENTICATED')
    asAdmin()
    expect(await publicCatalog()).toMatchObject({ listed: true, inMenu: true })
  })

  it('refuses to hide while machines are for sale in it, saying how many, in the caller’s language', async () => {
    const a = await insertListing(t.database, { categorySlug: 'trenchers-x', status: 'available' })
    const b = await insertListing(t.database, {
      categorySlug: 'trenchers-x',
      status: 'coming_soon',
    })
    const en = await step('hide', 'trenchers-x')
    expect(errorOf(en).code).toBe('CONFLICT')
    expect(en.errors![0].message).toBe(
      '2 machines are for sale in trenchers-x: it cannot be hidden until they are sold, removed or moved to another category',
    )
    await t.database.db.update(listings).set({ status: 'removed' }).where(eq(listings.id, b.id))
    const es = await step('hide', 'trenchers-x', null, { 'x-locale': 'es' })
    expect(errorOf(es).code).toBe('CONFLICT')
    expect(es.errors![0].message).toMatch(/^Hay 1 máquina a la venta en trenchers-x: no se puede/)
    expect(await entries('category')).toEqual([
      expect.objectContaining({ action: 'category.create' }),
    ])
    // Sold machines keep their pages; they do not hold the category back.
    await t.database.db
      .update(listings)
      .set({ status: 'sold', soldAt: new Date() })
      .where(eq(listings.id, a.id))
  })

  it('hides it: off the menus and the catalogue, its pages answer 301 to /equipment, audited once', async () => {
    const first = await step('hide', 'trenchers-x')
    expect(first.errors).toBeUndefined()
    const hiddenAt = first.data!.hideCategory.hiddenAt
    expect(hiddenAt).toBe(t.clock.now.toISOString())

    // Idempotent: a second hide changes nothing and writes no second entry.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000)
    const again = await step('hide', 'trenchers-x')
    expect(again.data!.hideCategory.hiddenAt).toBe(hiddenAt)
    const audit = (await entries('category')).filter((e) => e.action === 'category.hide')
    expect(audit.map((e) => [e.entityKey, e.before, e.after])).toEqual([
      ['trenchers-x', { hiddenAt: null }, { hiddenAt }],
    ])

    expect(await publicCatalog()).toMatchObject({ page: null, listed: false, inMenu: false })
    expect((await publicCatalog()).redirected).toEqual(expect.arrayContaining(['trenchers-x']))
    expect(await lookup('/trenchers-x')).toBe('/equipment')
    // Its subcategories' pages and its state pages lead to the same parent; a make's page of it
    // to the make's.
    expect(await lookup('/trenchers-x/chain-trenchers')).toBe('/equipment')
    expect(await lookup('/trenchers-x/texas')).toBe('/equipment')
    expect(await lookup('/caterpillar/trenchers-x')).toBe('/caterpillar')
    // The console still lists it, with when it was hidden.
    const tree = await t.gql<{ adminCategories: Array<{ slug: string; hiddenAt: string | null }> }>(
      `{ adminCategories { slug hiddenAt } }`,
    )
    expect(tree.data!.adminCategories.find((c) => c.slug === 'trenchers-x')!.hiddenAt).toBe(
      hiddenAt,
    )
  })

  it('shows it again: its pages answer once more, audited; a second show changes nothing', async () => {
    const shown = await step('show', 'trenchers-x')
    expect(shown.data!.showCategory.hiddenAt).toBeNull()
    expect(await lookup('/trenchers-x')).toBeNull()
    expect(await lookup('/trenchers-x/chain-trenchers')).toBeNull()
    const pub = await publicCatalog()
    expect(pub).toMatchObject({ page: { slug: 'trenchers-x' }, listed: true, inMenu: true })
    expect(pub.redirected).not.toContain('trenchers-x')
    expect((await step('show', 'trenchers-x')).errors).toBeUndefined()
    expect((await entries('category')).map((e) => e.action)).toEqual([
      'category.create',
      'category.hide',
      'category.show',
    ])
  })

  it('hides a subcategory: its page answers 301 to its category’s, and it leaves the category’s list', async () => {
    const [sub] = await t.database.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(eq(subcategories.slug, 'wheel-trenchers'))
    const l = await insertListing(t.database, {
      categorySlug: 'trenchers-x',
      taxonomizedSubCategoryId: sub.id,
      status: 'available',
    })
    const refused = await step('hide', 'wheel-trenchers', 'trenchers-x')
    expect(errorOf(refused).code).toBe('CONFLICT')
    expect(refused.errors![0].message).toMatch(/^1 machine is for sale in trenchers-x\/wheel/)
    await t.database.db.update(listings).set({ status: 'removed' }).where(eq(listings.id, l.id))

    const res = await step('hide', 'chain-trenchers', 'trenchers-x')
    expect(res.data!.hideCategory).toMatchObject({
      slug: 'chain-trenchers',
      parentSlug: 'trenchers-x',
    })
    expect(await lookup('/trenchers-x/chain-trenchers')).toBe('/trenchers-x')
    expect(await lookup('/trenchers-x')).toBeNull()
    const pub = await publicCatalog()
    expect(pub.page!.subcategories.map((s) => s.slug)).toEqual(['wheel-trenchers'])
    expect(pub.redirected).toContain('chain-trenchers')
    expect((await entries('subcategory')).map((e) => [e.action, e.entityKey])).toContainEqual([
      'subcategory.hide',
      'trenchers-x/chain-trenchers',
    ])

    await step('show', 'chain-trenchers', 'trenchers-x')
    expect(await lookup('/trenchers-x/chain-trenchers')).toBeNull()
  })

  it('leaves the search facets, the sitemap and the suggestions while hidden, even with machines in it', async () => {
    const machine = await insertListing(t.database, {
      categorySlug: 'trenchers-x',
      status: 'available',
    })
    const setStatus = (status: 'available' | 'removed') =>
      t.database.db.update(listings).set({ status }).where(eq(listings.id, machine.id))
    const mentions = (v: unknown) => JSON.stringify(v).includes('"trenchers-x"')
    /** Where the public meets the category: each surface, asked one at a time (query weights). */
    const surfaces = async () => {
      await refreshSearchSuggestions(t)
      t.as(null)
      const facets = await t.gql<{
        searchListings: { facets: { categories: Array<{ value: string }> } }
      }>(`{ searchListings(input: {}) { facets { categories { value } } } }`)
      const sitemap = await t.gql<{
        sitemapLandings: {
          makeCategories: Array<{ category: string }>
          categoryStates: Array<{ category: string }>
        }
      }>(`{ sitemapLandings { makeCategories { category } categoryStates { category } } }`)
      const suggested = []
      for (const [q, locale] of [
        ['Trenchers', 'en'],
        ['Zanjadoras', 'es'],
      ]) {
        const res = await t.gql<{ searchSuggestions: Array<{ params: unknown }> }>(
          `query ($q: String!, $l: String) { searchSuggestions(q: $q, locale: $l) { params } }`,
          { q, l: locale },
        )
        expect(res.errors).toBeUndefined()
        suggested.push(...res.data!.searchSuggestions)
      }
      asAdmin()
      expect(facets.errors).toBeUndefined()
      expect(sitemap.errors).toBeUndefined()
      const landings = sitemap.data!.sitemapLandings
      return {
        facet: facets.data!.searchListings.facets.categories.some((c) => c.value === 'trenchers-x'),
        sitemap: [...landings.makeCategories, ...landings.categoryStates].some(
          (c) => c.category === 'trenchers-x',
        ),
        suggestion: suggested.some((s) => mentions(s.params)),
      }
    }
    // Shown, with a machine for sale: every surface lists it (so the checks below can tell).
    expect(await surfaces()).toEqual({ facet: true, sitemap: true, suggestion: true })
    // Hidden (its machine off sale first), then the machine back on sale as data can put it
    // (an old row restored): still on none of them.
    await setStatus('removed')
    expect((await step('hide', 'trenchers-x')).errors).toBeUndefined()
    await setStatus('available')
    expect(await surfaces()).toEqual({ facet: false, sitemap: false, suggestion: false })
    await setStatus('removed')
    expect((await step('show', 'trenchers-x')).errors).toBeUndefined()
  })

  it('answers NOT_FOUND for an unknown category or subcategory', async () => {
    expect(errorOf(await step('hide', 'no-such-category')).code).toBe('NOT_FOUND')
    expect(errorOf(await step('show', 'no-such-sub', 'trenchers-x')).code).toBe('NOT_FOUND')
  })
})
