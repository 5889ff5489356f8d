/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import { GET as leadsCsv } from '@/app/[locale]/admin/leads/export/route'
import { GET as sweepstakesCsv } from '@/app/[locale]/admin/sweepstakes/export/route'
import { GET as partnerLeadsCsv } from '@/app/[locale]/partner/leads/export/route'
import esAdmin from '@/i18n/locales/es/admin.json'

let session: string | undefined = 'session-token'
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'stytch_session' && session ? { value: session } : undefined),
  }),
}))

let upstream: jest.Mock
const answer = (status: number, body = 'a,b\n1,2\n', headers: Record<string, string> = {}) => {
  upstream = jest.fn(async () => new Response(body, { status, headers }))
  global.fetch = upstream as never
}
beforeEach(() => {
  session = 'session-token'
  answer(200, 'a,b\n1,2\n', { 'content-type': 'text/csv; charset=utf-8' })
})

const get = (route: typeof leadsCsv, path: string, locale = 'es') =>
  route(new NextRequest(`http://web.test/${locale}${path}`), {
    params: Promise.resolve({ locale }),
  })

describe('console CSV downloads (one proxy for every export)', () => {
  it('streams the api file for the filter, with the session and language, never cached', async () => {
    const res = await get(leadsCsv, '/admin/leads/export?type=offer&q=ana&evil=1')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('a,b\n1,2\n')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leads.csv"')
    const [url, init] = upstream.mock.calls[0] as [string, RequestInit]
    const u = new URL(url)
    expect(u.pathname).toBe('/admin/leads.csv')
    // The staff console's file: the api refuses it to partner members (issue 36).
    expect(Object.fromEntries(u.searchParams)).toEqual({
      console: 'admin',
      locale: 'es',
      type: 'offer',
      q: 'ana',
    })
    expect((init.headers as Record<string, string>).cookie).toContain('session-token')
    expect((init.headers as Record<string, string>)['x-locale']).toBe('es')
  })

  it("gives partner members their leads' file (the api scopes it) and signs visitors in to /partner", async () => {
    const res = await get(partnerLeadsCsv, '/partner/leads/export?status=all')
    expect(res.status).toBe(200)
    const partnerUrl = new URL((upstream.mock.calls[0] as [string])[0])
    expect(partnerUrl.pathname).toBe('/admin/leads.csv')
    expect(partnerUrl.searchParams.has('console')).toBe(false)
    session = undefined
    const anon = await get(partnerLeadsCsv, '/partner/leads/export')
    expect(anon.headers.get('location')).toContain(encodeURIComponent('/es/partner/leads'))
  })

  it('sends anonymous visitors and expired sessions to sign in, back to the page', async () => {
    session = undefined
    const anon = await get(sweepstakesCsv, '/admin/sweepstakes/export?contest=2023-03')
    expect(anon.status).toBe(303)
    expect(anon.headers.get('location')).toContain(encodeURIComponent('/es/admin/sweepstakes'))
    expect(upstream).not.toHaveBeenCalled()
    session = 'session-token'
    answer(401)
    const expired = await get(sweepstakesCsv, '/admin/sweepstakes/export')
    expect(expired.status).toBe(303)
  })

  it('answers a translated line, not the api body, when refused or when the api is down', async () => {
    answer(403, 'secret stack')
    const forbidden = await get(leadsCsv, '/admin/leads/export')
    expect(forbidden.status).toBe(403)
    const text = await forbidden.text()
    expect(text).not.toContain('secret')
    expect(text).not.toMatch(/exportForbidden/)
    expect(text.length).toBeGreaterThan(5)
    // A partner member on the staff console's download is told where theirs is (issue 36).
    expect(text).toBe(esAdmin.leads.exportStaffOnly)
    answer(500, 'boom')
    expect((await get(sweepstakesCsv, '/admin/sweepstakes/export', 'en')).status).toBe(502)
    global.fetch = jest.fn(async () => {
      throw new Error('ECONNREFUSED')
    }) as never
    expect((await get(sweepstakesCsv, '/admin/sweepstakes/export', 'en')).status).toBe(502)
  })
})
