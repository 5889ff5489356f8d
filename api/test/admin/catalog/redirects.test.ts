import { sql } from 'drizzle-orm'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../../account/helpers'
import { ensureCatalog } from '../../factories'

describe('renamed catalogue slugs keep their public URLs (issue 14)', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    admin = await createUser(t.database, { email: 'redirects-admin@example.com' })
  })
  afterAll(() => t.close())

  const asAdmin = () => t.as({ ...admin, roles: ['admin'] })
  const lookup = async (path: string) => {
    t.as(null) // the public pages ask anonymously
    const res = await t.gql<{ catalogRedirect: string | null }>(
      `query ($p: String!) { catalogRedirect(path: $p) }`,
      { p: path },
    )
    expect(res.errors).toBeUndefined()
    return res.data!.catalogRedirect
  }
  const must = async (query: string, vars: Record<string, unknown> = {}) => {
    asAdmin()
    const res = await t.gql(query, vars)
    expect(res.errors).toBeUndefined()
    return res.data
  }

  it('answers the current path of a renamed category, through a chain of two renames', async () => {
    await must(
      `mutation { createCategory(input: { slug: "pipe-layers", name: "Pipe Layers", nameEs: "Tiendetubos" }) { id } }`,
    )
    expect(await lookup('/pipe-layers')).toBeNull()
    await must(
      `mutation { updateCategory(slug: "pipe-layers", input: { slug: "pipelayers" }) { slug } }`,
    )
    expect(await lookup('/pipe-layers')).toBe('/pipelayers')
    await must(
      `mutation { updateCategory(slug: "pipelayers", input: { slug: "pipelayer-tractors" }) { slug } }`,
    )
    expect(await lookup('/pipe-layers')).toBe('/pipelayer-tractors')
    expect(await lookup('/pipelayers')).toBe('/pipelayer-tractors')
    expect(await lookup('/pipelayer-tractors')).toBeNull()
    // Under a make, with a state, and on the spec pages.
    expect(await lookup('/caterpillar/pipe-layers')).toBe('/caterpillar/pipelayer-tractors')
    expect(await lookup('/pipelayers/texas')).toBe('/pipelayer-tractors/texas')
    expect(await lookup('/resources/specs/pipelayers')).toBe('/resources/specs/pipelayer-tractors')
    // Unknown paths stay unknown (the page answers 404).
    expect(await lookup('/no-such-thing')).toBeNull()
    expect(await lookup('/a/b/c')).toBeNull()
  })

  it('renaming back to an old slug makes it live again (no redirect loop)', async () => {
    await must(
      `mutation { updateCategory(slug: "pipelayer-tractors", input: { slug: "pipe-layers" }) { slug } }`,
    )
    expect(await lookup('/pipe-layers')).toBeNull()
    expect(await lookup('/pipelayers')).toBe('/pipe-layers')
    expect(await lookup('/pipelayer-tractors')).toBe('/pipe-layers')
    // The web's router list: old slugs only (pipe-layers is live again).
    const slugs = await t.gql<{ catalogRedirectSlugs: string[] }>(`{ catalogRedirectSlugs }`)
    expect(slugs.data!.catalogRedirectSlugs).toEqual(['pipelayer-tractors', 'pipelayers'])
  })

  it('answers a renamed make, and a spec sheet address whose make and model were renamed', async () => {
    await must(
      `mutation { createMake(input: { name: "Kobelco Test", slug: "kobelco-test" }) { id } }`,
    )
    const created = (await must(
      `mutation { createModel(makeSlug: "kobelco-test", input: { name: "SK 140", categorySlug: "excavators" }) { id slug } }`,
    )) as { createModel: { id: string } }
    // A spec page exists for models with a spec sheet.
    await t.database.db.execute(
      sql`INSERT INTO spec_sheets (model_id) VALUES (${Number(created.createModel.id)})`,
    )
    await must(
      `mutation { updateMake(slug: "kobelco-test", input: { slug: "kobelco-cranes" }) { slug } }`,
    )
    expect(await lookup('/kobelco-test')).toBe('/kobelco-cranes')
    expect(await lookup('/kobelco-test/excavators')).toBe('/kobelco-cranes/excavators')
    await must(
      `mutation ($id: ID!) { updateModel(id: $id, input: { slug: "sk140-lc" }) { slug } }`,
      {
        id: created.createModel.id,
      },
    )
    expect(await lookup('/resources/specs/excavators/kobelco-test-sk-140')).toBe(
      '/resources/specs/excavators/kobelco-cranes-sk140-lc',
    )
    expect(await lookup('/resources/specs/excavators/kobelco-cranes-sk-140')).toBe(
      '/resources/specs/excavators/kobelco-cranes-sk140-lc',
    )
    // The page answers at the new address.
    t.as(null)
    const sheet = await t.gql<{ specSheet: { slug: string } }>(
      `{ specSheet(input: { category: "excavators", slug: "kobelco-cranes-sk140-lc" }) { slug } }`,
    )
    expect(sheet.data?.specSheet.slug).toBe('kobelco-cranes-sk140-lc')
  })

  it('answers a renamed subcategory under its category (/category/subcategory)', async () => {
    await must(
      `mutation { createCategory(input: { slug: "shovel-test", name: "Shovels", nameEs: "Palas" }) { id } }`,
    )
    await must(
      `mutation { createCategory(input: { slug: "rope-shovels", name: "Rope Shovels", nameEs: "Palas de cable", parentSlug: "shovel-test" }) { id } }`,
    )
    expect(await lookup('/shovel-test/rope-shovels')).toBeNull()
    await must(
      `mutation { updateCategory(slug: "rope-shovels", parentSlug: "shovel-test", input: { slug: "electric-rope-shovels" }) { slug } }`,
    )
    expect(await lookup('/shovel-test/rope-shovels')).toBe('/shovel-test/electric-rope-shovels')
    expect(await lookup('/shovel-test/electric-rope-shovels')).toBeNull()
    // A subcategory's old slug is its category's only: elsewhere it is not a redirect.
    expect(await lookup('/excavators/rope-shovels')).toBeNull()
  })

  it('refuses a path that is not one', async () => {
    t.as(null)
    const res = await t.gql(`{ catalogRedirect(path: "https://evil.example/x") }`)
    expect(errorOf(res).code).toBe('VALIDATION')
  })
})
