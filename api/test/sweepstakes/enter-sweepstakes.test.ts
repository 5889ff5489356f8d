import { sql } from 'drizzle-orm'
import { createAccountApp, errorOf, type AccountTestApp } from '../account/helpers'
import { sweepstakesWindow } from '../../src/services/sweepstakes/sweepstakes-window'
import { consentHelpers, ENV } from '../alerts/helpers'
import { testEnv } from '../helpers/app'

const QUERY = /* GraphQL */ `
  {
    sweepstakes {
      contest
      opensAt
      closesAt
      status
      luckyNumberCount
      luckyNumberMin
      luckyNumberMax
    }
  }
`
const ENTER = /* GraphQL */ `
  mutation ($input: SweepstakesEntryInput!) {
    enterSweepstakes(input: $input) {
      entryId
      contest
      duplicate
      subscription
      message
    }
  }
`
type Answer = {
  enterSweepstakes: {
    entryId: string
    contest: string
    duplicate: boolean
    subscription: string
    message: string
  }
}

/** Inside the window the suite configures (12-18 March 2030). */
const OPEN = new Date('2030-03-15T12:00:00Z')

let n = 0
const newKey = () => `sweep-test-key-${Date.now()}-${++n}`

const entry = (over: Record<string, unknown> = {}) => ({
  idempotencyKey: newKey(),
  firstName: 'Ana',
  lastName: 'Ruiz',
  company: 'Ruiz Grading',
  jobTitle: 'Owner',
  email: `ana${++n}@example.com`,
  phone: '(512) 555-0100',
  worksInIndustry: true,
  luckyNumbers: [7, 14, 21, 28, 99],
  pageUrl: 'https://ironyard.example/sweepstakes',
  ...over,
})

describe('sweepstakes', () => {
  let t: AccountTestApp
  const h = consentHelpers(() => t)
  beforeAll(async () => {
    t = await createAccountApp({
      env: {
        ...ENV,
        SWEEPSTAKES_OPENS_AT: '2030-03-12',
        SWEEPSTAKES_CLOSES_AT: '2030-03-18',
        LEAD_RATE_LIMIT_PER_IP: '1000',
      },
    })
  })
  beforeEach(() => {
    t.as(null)
    t.clock.now = OPEN
  })
  afterAll(() => t.close())

  const enter = (input: Record<string, unknown>) => t.gql<Answer>(ENTER, { input })
  const entriesOf = (email: string) =>
    t.database.rows<{
      contest: string
      lucky_numbers: number[]
      rules_version: string | null
      rules_accepted_at: number | null
      works_in_industry: boolean
      locale: string
    }>(
      sql`SELECT contest, lucky_numbers, rules_version,
            extract(epoch FROM rules_accepted_at)::float8 AS rules_accepted_at, works_in_industry, locale
          FROM sweepstakes_entries WHERE lower(email) = ${email}`,
    )

  it('reports the window and its status from configuration', async () => {
    const at = async (now: string) => {
      t.clock.now = new Date(now)
      return (await t.gql<{ sweepstakes: Record<string, unknown> }>(QUERY)).data!.sweepstakes
    }
    expect(await at('2030-03-11T23:59:59Z')).toMatchObject({
      contest: '2030-03',
      opensAt: '2030-03-12T00:00:00.000Z',
      closesAt: '2030-03-19T00:00:00.000Z',
      status: 'upcoming',
      luckyNumberCount: 5,
      luckyNumberMin: 1,
      luckyNumberMax: 99,
    })
    expect((await at('2030-03-18T23:59:00Z')).status).toBe('open')
    expect((await at('2030-03-19T00:00:00Z')).status).toBe('ended')
  })

  it('stores an open entry with the rules agreed to and subscribes the address (double opt-in)', async () => {
    const input = entry({ email: 'Entrant@Example.com', locale: 'es' })
    const res = await enter(input)
    expect(res.errors).toBeUndefined()
    expect(res.data!.enterSweepstakes).toMatchObject({
      contest: '2030-03',
      duplicate: false,
      subscription: 'CHECK_EMAIL',
      message:
        '¡Ya estás participando! Buena suerte. Los ganadores reciben la notificación por correo electrónico.',
    })
    expect(await entriesOf('entrant@example.com')).toEqual([
      {
        contest: '2030-03',
        lucky_numbers: [7, 14, 21, 28, 99],
        rules_version: '2023-03',
        rules_accepted_at: OPEN.getTime() / 1000,
        works_in_industry: true,
        locale: 'es',
      },
    ])
    const [sub] = await h.subscriptionsOf('entrant@example.com')
    expect(sub).toMatchObject({
      list: 'newsletter',
      status: 'pending',
      locale: 'es',
      consentPageUrl: 'https://ironyard.example/sweepstakes',
    })
    const mails = await h.confirmations('entrant@example.com')
    expect(mails).toHaveLength(1)
    expect(h.linkOf(mails[0], '/confirm-subscription').token).toBeTruthy()
  })

  it('answers a double submit (same key) with the first entry, not an error', async () => {
    const input = entry()
    const first = await enter(input)
    const second = await enter(input)
    expect(second.errors).toBeUndefined()
    expect(second.data!.enterSweepstakes).toMatchObject({
      entryId: first.data!.enterSweepstakes.entryId,
      duplicate: true,
    })
    expect(await entriesOf(input.email)).toHaveLength(1)
    // The same key with another address is a different submission.
    const other = await enter({ ...input, email: 'someone-else@example.com' })
    expect(errorOf(other).code).toBe('CONFLICT')
  })

  it('takes one entry per email per contest: a second answers a field error on email', async () => {
    const input = entry({ email: 'twice@example.com' })
    expect((await enter(input)).errors).toBeUndefined()
    for (const [locale, text] of [
      ['en', 'This email has already entered'],
      ['es', 'Este correo ya participó en el sorteo'],
    ]) {
      const res = await enter(entry({ email: 'TWICE@example.com', locale }))
      expect(errorOf(res)).toEqual({
        code: 'VALIDATION',
        fields: [{ path: 'email', key: 'validation.sweepstakesAlreadyEntered', message: text }],
      })
    }
    expect(await entriesOf('twice@example.com')).toHaveLength(1)
  })

  it('refuses entries before the contest opens and after it ends', async () => {
    t.clock.now = new Date('2030-03-01T00:00:00Z')
    const early = await enter(entry({ email: 'early@example.com' }))
    expect(errorOf(early).code).toBe('CONFLICT')
    expect(early.errors![0].message).toBe(
      'The sweepstakes has not opened yet. Please come back when it opens.',
    )
    t.clock.now = new Date('2030-03-19T00:00:01Z')
    const late = await enter(entry({ email: 'late@example.com', locale: 'es' }))
    expect(errorOf(late).code).toBe('CONFLICT')
    expect(late.errors![0].message).toBe(
      'El sorteo ha terminado. Ya no se aceptan participaciones.',
    )
    expect(await entriesOf('early@example.com')).toHaveLength(0)
    expect(await entriesOf('late@example.com')).toHaveLength(0)
    expect(await h.subscriptionsOf('late@example.com')).toHaveLength(0)
  })

  const messages = {
    en: {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      company: 'Company is required',
      jobTitle: 'Job title is required',
      email: 'Email is required',
      phone: 'Phone is required',
      luckyNumbers: '5 numbers are required',
    },
    es: {} as Record<string, string>,
  }

  it.each(['en', 'es'] as const)('answers every §5 message per field (%s)', async (locale) => {
    const missing = await enter({
      idempotencyKey: newKey(),
      locale,
      firstName: ' ',
      luckyNumbers: [1, 2, 3],
    })
    const { code, fields } = errorOf(missing)
    expect(code).toBe('VALIDATION')
    const byPath = Object.fromEntries(fields.map((f) => [f.path, f.key]))
    expect(byPath).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      company: 'validation.companyRequired',
      jobTitle: 'validation.jobTitleRequired',
      email: 'validation.emailRequired',
      phone: 'validation.phoneRequired',
      luckyNumbers: 'validation.luckyNumbersRequired',
    })
    const texts = Object.fromEntries(fields.map((f) => [f.path, f.message]))
    if (locale === 'en') expect(texts).toEqual(messages.en)
    else {
      expect(texts.luckyNumbers).toBe('Se requieren 5 números')
      expect(texts.jobTitle).toBe('El puesto es obligatorio')
      for (const [path, text] of Object.entries(messages.en)) expect(texts[path]).not.toBe(text)
    }

    const invalid = await enter(
      entry({ locale, email: 'not-an-email', phone: '12', luckyNumbers: [1, 2, 3, 4, 4] }),
    )
    const keys = Object.fromEntries(errorOf(invalid).fields.map((f) => [f.path, f.key]))
    expect(keys).toEqual({
      email: 'validation.emailInvalid',
      phone: 'validation.phoneInvalid',
      luckyNumbers: 'validation.luckyNumbersInvalid',
    })
    const outOfRange = await enter(entry({ locale, luckyNumbers: [1, 2, 3, 4, 100] }))
    expect(errorOf(outOfRange).fields.map((f) => f.key)).toEqual(['validation.luckyNumbersInvalid'])
  })

  it('limits entries per IP like the lead forms', async () => {
    const small = await createAccountApp({
      env: {
        ...ENV,
        SWEEPSTAKES_OPENS_AT: '2030-03-12',
        SWEEPSTAKES_CLOSES_AT: '2030-03-18',
        LEAD_RATE_LIMIT_PER_IP: '2',
      },
    })
    small.clock.now = OPEN
    try {
      const codes: Array<string | undefined> = []
      for (let i = 0; i < 3; i++) {
        codes.push(errorOf(await small.gql(ENTER, { input: entry() })).code)
      }
      expect(codes).toEqual([undefined, undefined, 'RATE_LIMITED'])
    } finally {
      await small.close()
    }
  })

  it('defaults to the 12-18 March 2023 contest, which has ended', () => {
    const env = testEnv()
    expect(sweepstakesWindow({ env, now: () => new Date('2026-11-20T00:00:00Z') })).toEqual({
      contest: '2023-03',
      opensAt: new Date('2023-03-12T00:00:00Z'),
      closesAt: new Date('2023-03-19T00:00:00Z'),
      status: 'ended',
    })
    expect(() => testEnv({ SWEEPSTAKES_OPENS_AT: 'next week' })).toThrow(/ISO date/)
    expect(() =>
      testEnv({ SWEEPSTAKES_OPENS_AT: '2030-03-20', SWEEPSTAKES_CLOSES_AT: '2030-03-18' }),
    ).toThrow(/after SWEEPSTAKES_OPENS_AT/)
  })
})
