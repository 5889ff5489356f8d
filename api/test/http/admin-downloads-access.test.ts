import { createFuzzApp, type FuzzApp } from '../fuzz/fixtures'
import { addressOf } from '../fuzz/run'

/**
 * The console's downloads (GET /admin/*.csv) are authorised like the GraphQL fields they mirror
 * (the REST half of the access matrix; the REST fuzz sends them hostile input): an anonymous
 * visitor is 401, a signed-in user without a role 403, a partner member 403 except on the leads
 * of their own listings, staff 200 with a CSV file that is never cached. Every download the api
 * registers is in the table (read from Fastify's routes), so a new one cannot skip it.
 */

type Caller = 'anonymous' | 'signed in' | 'partner member' | 'admin'

/** Each download, its query (a real auction's results) and what a partner member gets. */
const DOWNLOADS: Record<string, { query: (f: FuzzApp) => string; partner: 200 | 403 }> = {
  '/admin/leads.csv': { query: () => 'status=all', partner: 200 },
  '/admin/sweepstakes.csv': { query: () => '', partner: 403 },
  // The inventory (issue 36): a partner member gets their own listings' file, never the staff
  // console's (`console=admin`), which is what this asks for.
  '/admin/listings.csv': { query: () => 'console=admin&q=caterpillar', partner: 403 },
  '/admin/auctions/results.csv': {
    query: (f) => `auction=${f.auctionSlug}&locale=en`,
    partner: 403,
  },
}

describe('the console downloads: who may fetch them', () => {
  let f: FuzzApp
  let n = 0
  beforeAll(async () => {
    f = await createFuzzApp()
  })
  afterAll(() => f.close())

  const callerUser = (caller: Caller) =>
    caller === 'anonymous'
      ? null
      : caller === 'signed in'
        ? f.user
        : caller === 'partner member'
          ? f.partner
          : { ...f.user, roles: [...f.user.roles, 'admin'] }

  const get = (url: string) =>
    f.app.inject({ method: 'GET', url, remoteAddress: addressOf(700_000 + n++) })

  it('has every /admin/*.csv route the api registers in its table', () => {
    const registered = f.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(\/admin\/\S+\.csv)\b/.exec(line)?.[1])
      .filter((url): url is string => Boolean(url))
    expect([...new Set(registered)].sort()).toEqual(Object.keys(DOWNLOADS).sort())
  })

  it.each(Object.keys(DOWNLOADS))(
    '%s: 401, 403, partner by its rule, 200 CSV for staff',
    async (path) => {
      const { partner } = DOWNLOADS[path]
      const query = DOWNLOADS[path].query(f)
      const url = query ? `${path}?${query}` : path
      const expected: Record<Caller, number> = {
        anonymous: 401,
        'signed in': 403,
        'partner member': partner,
        admin: 200,
      }
      for (const caller of Object.keys(expected) as Caller[]) {
        f.as(callerUser(caller))
        const res = await get(url)
        expect([caller, res.statusCode]).toEqual([caller, expected[caller]])
        if (res.statusCode === 200) {
          expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
          expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/)
          expect(res.headers['cache-control']).toBe('private, no-store')
          expect(res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toContain(',')
        } else {
          expect(res.headers['content-type']).not.toMatch(/text\/csv/)
          expect(res.body).not.toContain('@example.com')
        }
      }
    },
  )
})
