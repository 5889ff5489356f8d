import { createAccountApp, createUser, type AccountTestApp } from '../account/helpers'

/*
 * Issue 36, point 8: saved views of the equipment table and the leads inbox, per user. Each user
 * reads, replaces and deletes only their own; one name per user and table (a unique index), so
 * the same save twice, even at once, is one view.
 */

const SAVE = `mutation ($i: SaveViewInput!) { saveView(input: $i) { id table name query } }`
const LIST = `query ($t: SavedViewTable!) { savedViews(table: $t) { id name query } }`
const DELETE = `mutation ($id: ID!) { deleteSavedView(id: $id) }`

describe('saved views, per user', () => {
  let t: AccountTestApp
  let ana: Awaited<ReturnType<typeof createUser>>
  let bo: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    ana = await createUser(t.database, { email: 'views-ana@example.com' })
    bo = await createUser(t.database, { email: 'views-bo@example.com' })
  })
  afterAll(() => t.close())
  const asAna = () => t.as({ ...ana, roles: ['admin'] })
  const asBo = () => t.as({ ...bo, roles: [...bo.roles, 'partner'], partnerSellerId: 1 })
  const save = (i: Record<string, unknown>, lang = 'en') =>
    t.gql<{ saveView: { id: string; query: string } }>(SAVE, { i }, { 'accept-language': lang })
  const list = async (table: string) =>
    (
      await t.gql<{ savedViews: Array<{ id: string; name: string; query: string }> }>(LIST, {
        t: table,
      })
    ).data!.savedViews

  it('saves a filter and sort under a name (its own parameters, in order, no page) and replaces it by name', async () => {
    asAna()
    const a = await save({
      table: 'equipment',
      name: 'Stale',
      query: '?sort=days_desc&page=3&work=over_60_days',
    })
    expect(a.errors).toBeUndefined()
    expect(a.data!.saveView.query).toBe('work=over_60_days&sort=days_desc')
    const again = await save({ table: 'equipment', name: 'Stale', query: 'work=over_60_days' })
    expect(again.data!.saveView.id).toBe(a.data!.saveView.id)
    await save({ table: 'leads', name: 'Overdue', query: 'older=24&sort=oldest' })
    expect(await list('equipment')).toEqual([
      { id: a.data!.saveView.id, name: 'Stale', query: 'work=over_60_days' },
    ])
    expect((await list('leads')).map((v) => v.name)).toEqual(['Overdue'])
  })

  it('refuses a name left empty and a query of parameters the table does not have, in Spanish', async () => {
    asAna()
    const empty = await save({ table: 'equipment', name: ' ', query: '' }, 'es')
    expect(empty.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({ path: 'name', key: 'validation.required' }),
    ])
    const foreign = await save({ table: 'equipment', name: 'X', query: 'older=24' }, 'es')
    expect(foreign.errors?.[0].extensions?.fields).toEqual([
      expect.objectContaining({
        path: 'query',
        message: 'Esta vista tiene un filtro que la tabla no tiene.',
      }),
    ])
  })

  it('one view when the same save arrives twice at once', async () => {
    asAna()
    const i = { table: 'leads', name: 'Raced', query: 'status=all' }
    const [a, b] = await Promise.all([save(i), save(i)])
    expect(a.errors).toBeUndefined()
    expect(b.errors).toBeUndefined()
    expect(a.data!.saveView.id).toBe(b.data!.saveView.id)
    expect((await list('leads')).filter((v) => v.name === 'Raced')).toHaveLength(1)
  })

  it('each user sees, replaces and deletes only their own views', async () => {
    asAna()
    const [mine] = await list('equipment')
    asBo()
    expect(await list('equipment')).toEqual([])
    const theirs = await save({ table: 'equipment', name: 'Stale', query: 'status=draft' })
    expect(theirs.data!.saveView.id).not.toBe(mine.id)
    expect(
      (await t.gql<{ deleteSavedView: boolean }>(DELETE, { id: mine.id })).data!.deleteSavedView,
    ).toBe(false)
    asAna()
    expect(await list('equipment')).toEqual([mine])
    expect(
      (await t.gql<{ deleteSavedView: boolean }>(DELETE, { id: mine.id })).data!.deleteSavedView,
    ).toBe(true)
    expect(
      (await t.gql<{ deleteSavedView: boolean }>(DELETE, { id: mine.id })).data!.deleteSavedView,
    ).toBe(false)
    expect(await list('equipment')).toEqual([])
  })

  it('is refused to visitors and to signed-in users without a console role', async () => {
    t.as(null)
    expect((await t.gql(LIST, { t: 'leads' })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
    t.as(await createUser(t.database))
    expect((await t.gql(LIST, { t: 'leads' })).errors?.[0].extensions?.code).toBe('FORBIDDEN')
  })
})
