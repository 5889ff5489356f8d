import { eq } from 'drizzle-orm'
import { auditLog, catalogRedirects, makes, models } from '../../../src/db/schema'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../../account/helpers'
import { ensureCatalog } from '../../factories'

const MAKE = 'id slug name aliases parentCompany featured modelCount'
const MODEL = 'id slug name makeSlug categorySlug subcategorySlug yearFrom yearTo provenance'

describe('makes and models in the console (issue 14)', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    const admin = await createUser(t.database, { email: 'makes-admin@example.com' })
    t.as({ ...admin, roles: ['admin'] })
  })
  afterAll(() => t.close())

  const makesPage = async (filter: Record<string, unknown>) => {
    const res = await t.gql<{
      adminMakes: { totalCount: number; nodes: Array<{ slug: string; modelCount: number }> }
    }>(
      `query ($f: AdminMakeFilter) { adminMakes(filter: $f) { totalCount page pageSize nodes { ${MAKE} } } }`,
      {
        f: filter,
      },
    )
    expect(res.errors).toBeUndefined()
    return res.data!.adminMakes
  }

  it('creates a make (slug from the name), finds it by name, alias and letter, and edits it', async () => {
    const res = await t.gql<{ createMake: Record<string, unknown> }>(
      `mutation ($i: CreateMakeInput!) { createMake(input: $i) { ${MAKE} } }`,
      {
        i: { name: 'Zeppelin Baumaschinen', aliases: ['Zeppelin'], parentCompany: 'Zeppelin GmbH' },
      },
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.createMake).toMatchObject({
      slug: 'zeppelin-baumaschinen',
      featured: true,
      modelCount: 0,
    })
    expect((await makesPage({ q: 'baumasch' })).nodes.map((n) => n.slug)).toEqual([
      'zeppelin-baumaschinen',
    ])
    const byLetter = await makesPage({ letter: 'z' })
    expect(byLetter.nodes.map((n) => n.slug)).toContain('zeppelin-baumaschinen')
    expect(byLetter.nodes.every((n) => n.slug.startsWith('z'))).toBe(true)

    const edit = await t.gql<{ updateMake: { slug: string; featured: boolean } }>(
      `mutation { updateMake(slug: "zeppelin-baumaschinen", input: { slug: "zeppelin", featured: false }) { slug featured } }`,
    )
    expect(edit.data!.updateMake).toEqual({ slug: 'zeppelin', featured: false })
    const [r] = await t.database.db
      .select()
      .from(catalogRedirects)
      .where(eq(catalogRedirects.kind, 'make'))
    expect(r.oldSlug).toBe('zeppelin-baumaschinen')
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'make'))
    ).map((a) => a.action)
    expect(actions).toEqual(['make.create', 'make.rename'])
  })

  it('refuses a taken slug (a category counts: it shares the root URL) in Spanish', async () => {
    const res = await t.gql(
      `mutation { createMake(input: { name: "Excavators" }) { slug } }`,
      {},
      { 'x-locale': 'es' },
    )
    expect(errorOf(res).fields).toEqual([
      { path: 'slug', key: 'adminCatalog.slugTaken', message: 'Otra entrada ya tiene este slug' },
    ])
  })

  it('creates models as curated, validates years and places, pages a make with many models in SQL', async () => {
    const create = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.gql<{ createModel: Record<string, unknown> }>(
        `mutation ($i: CreateModelInput!) { createModel(makeSlug: "zeppelin", input: $i) { ${MODEL} } }`,
        { i: input },
        headers,
      )
    const res = await create({
      name: 'ZD 40',
      categorySlug: 'excavators',
      yearFrom: 2015,
      yearTo: 2020,
    })
    expect(res.errors).toBeUndefined()
    expect(res.data!.createModel).toMatchObject({
      slug: 'zd-40',
      makeSlug: 'zeppelin',
      categorySlug: 'excavators',
      provenance: 'curated',
    })
    const bad = errorOf(
      await create(
        { name: 'ZD 50', yearFrom: 2020, yearTo: 2010, subcategorySlug: 'crawler', slug: 'zd_50' },
        { 'x-locale': 'es' },
      ),
    )
    expect(bad.code).toBe('VALIDATION')
    expect(bad.fields.map((f) => [f.path, f.key])).toEqual(
      expect.arrayContaining([
        ['slug', 'adminCatalog.slugInvalid'],
        ['yearTo', 'adminCatalog.yearOrder'],
      ]),
    )
    expect(bad.fields.find((f) => f.path === 'yearTo')!.message).toBe(
      'El último año no puede ser anterior al primero',
    )
    const noCategory = errorOf(await create({ name: 'ZD 60', subcategorySlug: 'crawler' }))
    expect(noCategory.fields.map((f) => f.key)).toEqual(['adminCatalog.subcategoryWithoutCategory'])
    const dup = errorOf(await create({ name: 'ZD-40', categorySlug: 'excavators' }))
    expect(dup.fields.map((f) => f.key)).toEqual(['adminCatalog.slugTaken'])

    const [zeppelin] = await t.database.db.select().from(makes).where(eq(makes.slug, 'zeppelin'))
    await t.database.db.insert(models).values(
      Array.from({ length: 120 }, (_, i) => ({
        makeId: zeppelin.id,
        name: `Z ${String(i).padStart(3, '0')}`,
        slug: `z-${String(i).padStart(3, '0')}`,
        provenance: 'generated' as const,
        source: 'test',
      })),
    )
    const page = async (filter: Record<string, unknown>) => {
      const r = await t.gql<{
        adminModels: { totalCount: number; pageSize: number; nodes: Array<{ slug: string }> }
      }>(
        `query ($f: AdminModelFilter!) { adminModels(filter: $f) { totalCount page pageSize make { slug name } nodes { ${MODEL} listingCount } } }`,
        {
          f: filter,
        },
      )
      expect(r.errors).toBeUndefined()
      return r.data!.adminModels
    }
    const p3 = await page({ makeSlug: 'zeppelin', page: 3 })
    expect(p3.totalCount).toBe(121)
    expect(p3.nodes.map((n) => n.slug)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `z-${String(100 + i)}`),
      'zd-40',
    ])
    expect((await page({ makeSlug: 'zeppelin', q: 'zd' })).nodes.map((n) => n.slug)).toEqual([
      'zd-40',
    ])
    expect((await makesPage({ q: 'zeppelin' })).nodes[0].modelCount).toBe(121)
  })

  it('renames a model: the old slug redirects within its make; an unknown make is NOT_FOUND', async () => {
    const [m] = await t.database.db.select().from(models).where(eq(models.slug, 'zd-40'))
    const res = await t.gql<{ updateModel: { slug: string; yearTo: number | null } }>(
      `mutation ($id: ID!) { updateModel(id: $id, input: { slug: "zd-40-lc", yearTo: null }) { slug yearTo } }`,
      { id: String(m.id) },
    )
    expect(res.errors).toBeUndefined()
    expect(res.data!.updateModel).toEqual({ slug: 'zd-40-lc', yearTo: null })
    const [r] = await t.database.db
      .select()
      .from(catalogRedirects)
      .where(eq(catalogRedirects.kind, 'model'))
    expect(r).toMatchObject({ scope: m.makeId, oldSlug: 'zd-40', targetId: m.id })
    const unknown = await t.gql(
      `{ adminModels(filter: { makeSlug: "no-such-make" }) { totalCount } }`,
    )
    expect(errorOf(unknown).code).toBe('NOT_FOUND')
  })
})
