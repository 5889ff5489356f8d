/**
 * @jest-environment node
 */
import { companyPageMetadata } from './metadata'

const analytics = { category: 'Landing Page', name: 'Sweepstakes' } as const
const vars = { start: 'Mar 12, 2027', end: 'Mar 18, 2027' }

describe('company page titles', () => {
  it('say the sweepstakes has ended by default, and invite entries while it is open', async () => {
    const ended = await companyPageMetadata('en', 'sweepstakes', '/sweepstakes', analytics)
    expect(String(ended.title)).toMatch(/ended/)
    const open = await companyPageMetadata('en', 'sweepstakes', '/sweepstakes', analytics, {
      key: 'metaOpen',
      vars,
    })
    expect(String(open.title)).toMatch(/enter now, open until Mar 18, 2027/)
    expect(open.description).toMatch(/from Mar 12, 2027 to Mar 18, 2027/)
    const upcoming = await companyPageMetadata('es', 'sweepstakes', '/sweepstakes', analytics, {
      key: 'metaUpcoming',
      vars,
    })
    expect(String(upcoming.title)).toMatch(/abre el Mar 12, 2027/)
    expect(String(upcoming.title)).not.toMatch(/terminado/)
  })
})
