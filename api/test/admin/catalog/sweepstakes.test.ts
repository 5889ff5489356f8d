import { sweepstakesEntries } from '../../../src/db/schema'
import {
  createAccountApp,
  createUser,
  errorOf,
  NOW,
  type AccountTestApp,
} from '../../account/helpers'

describe('sweepstakes entries for staff (issue 14): table and CSV', () => {
  let t: AccountTestApp
  let admin: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    t = await createAccountApp()
    admin = await createUser(t.database, { email: 'sweeps-admin@example.com' })
    const entry = (contest: string, email: string, minutesAgo: number, extra = {}) => ({
      contest,
      firstName: 'Ana',
      lastName: 'Ruiz',
      company: 'Acme',
      jobTitle: 'Owner',
      email,
      phone: '+1 512 555 0100',
      worksInIndustry: true,
      luckyNumbers: [7, 21, 42],
      locale: 'en',
      createdAt: new Date(NOW.getTime() - minutesAgo * 60_000),
      ...extra,
    })
    await t.database.db.insert(sweepstakesEntries).values([
      entry('2026-10', 'old@example.com', 60 * 24 * 40),
      entry('2026-11', 'first@example.com', 30),
      entry('2026-11', 'csv@example.com', 10, {
        firstName: '=cmd|"/c calc"',
        lastName: 'Pérez, Jr.',
        company: 'Line one\nline "two"',
        worksInIndustry: false,
        locale: 'es',
      }),
    ])
  })
  afterAll(() => t.close())

  it('lists a contest newest first with the contests there are', async () => {
    t.as({ ...admin, roles: ['admin'] })
    const res = await t.gql<{
      adminSweepstakesEntries: {
        totalCount: number
        contests: Array<{ contest: string; entryCount: number }>
        nodes: Array<{ email: string; luckyNumbers: number[] }>
      }
    }>(
      `{ adminSweepstakesEntries(contest: "2026-11") { contest totalCount page pageSize contests { contest entryCount } nodes { id email luckyNumbers worksInIndustry createdAt } } }`,
    )
    expect(res.errors).toBeUndefined()
    const page = res.data!.adminSweepstakesEntries
    expect(page.totalCount).toBe(2)
    expect(page.nodes.map((n) => n.email)).toEqual(['csv@example.com', 'first@example.com'])
    expect(page.nodes[1].luckyNumbers).toEqual([7, 21, 42])
    expect(page.contests).toEqual([
      { contest: '2026-11', entryCount: 2 },
      { contest: '2026-10', entryCount: 1 },
    ])
    const all = await t.gql<{ adminSweepstakesEntries: { totalCount: number } }>(
      `{ adminSweepstakesEntries { totalCount } }`,
    )
    expect(all.data!.adminSweepstakesEntries.totalCount).toBe(3)
  })

  it('exports CSV with headers in the reader language, quoting and formulas neutralised', async () => {
    t.as({ ...admin, roles: ['admin'] })
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/sweepstakes.csv?contest=2026-11&locale=es',
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sweepstakes-2026-11-2026-11-20.csv"',
    )
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Inscrito,Sorteo,Nombre,Apellido,Empresa,Cargo,Correo,Teléfono,Trabaja en la industria,Números de la suerte,Idioma',
    )
    expect(lines[1]).toBe(
      `${new Date(NOW.getTime() - 600_000).toISOString()},2026-11,"'=cmd|""/c calc""","Pérez, Jr.","Line one\nline ""two""",Owner,csv@example.com,+1 512 555 0100,No,7 21 42,es`,
    )
    expect(lines.filter(Boolean)).toHaveLength(3)
  })

  it('is for admins only, and refuses a contest no form sends', async () => {
    t.as(null)
    expect((await t.app.inject({ method: 'GET', url: '/admin/sweepstakes.csv' })).statusCode).toBe(
      401,
    )
    expect(errorOf(await t.gql(`{ adminSweepstakesEntries { totalCount } }`)).code).toBe(
      'UNAUTHENTICATED',
    )
    t.as(await createUser(t.database))
    expect((await t.app.inject({ method: 'GET', url: '/admin/sweepstakes.csv' })).statusCode).toBe(
      403,
    )
    t.as({ ...admin, roles: ['admin'] })
    const bad = await t.app.inject({ method: 'GET', url: '/admin/sweepstakes.csv?contest=a%20b' })
    expect(bad.statusCode).toBe(400)
  })
})
