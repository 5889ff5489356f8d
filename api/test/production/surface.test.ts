import { withoutSuggestions } from '../../src/graphql/limits'
import { createTestApp, type TestApp } from '../helpers/app'

/**
 * What a production api does not show (in-process; production-start.test.ts checks the real
 * process): no /dev endpoint, no introspection, no GraphiQL, and no "Did you mean …?" in any
 * GraphQL error, which with introspection off would hand the schema out one typo at a time.
 */

// Each typo, and the names a suggestion would reveal.
const TYPOS = [
  { query: '{ searchListing { queryID } }', hidden: ['"searchListings"'] },
  { query: '{ searchListings { queryId } }', hidden: ['"queryID"'] },
  { query: '{ searchListings(inputt: {}) { queryID } }', hidden: ['"input"'] },
  { query: 'fragment F on Querry { __typename } { ...F }', hidden: ['"Query"'] },
  {
    query: 'mutation { submitLead(input: { type: buy_noww }) { leadId } }',
    hidden: ['"buy_now"'],
  },
  {
    query: 'query ($i: SearchListingsInput) { searchListings(input: $i) { queryID } }',
    variables: { i: { qq: 'excavator' } },
    hidden: ['"q"'],
  },
  {
    query: 'mutation ($i: SubmitLeadInput!) { submitLead(input: $i) { leadId } }',
    variables: { i: { type: 'buy_noww', emial: 'a@example.com' } },
    hidden: ['"buy_now"', '"email"'],
  },
]

describe('a production api', () => {
  let prod: TestApp
  let dev: TestApp
  beforeAll(async () => {
    prod = await createTestApp({ env: { NODE_ENV: 'production' } })
    dev = await createTestApp({ database: prod.database, env: { NODE_ENV: 'development' } })
  })
  afterAll(async () => {
    await dev.app.close()
    await prod.close()
  })

  it.each(TYPOS)('suggests nothing for $query', async ({ query, variables, hidden }) => {
    const res = await prod.gql(query, variables)
    expect(res.status).toBe(400)
    const messages = res.errors!.map((e) => e.message).join('\n')
    expect(messages).not.toMatch(/Did you mean|Suggestion/)
    for (const name of hidden) expect(messages).not.toContain(name)
    // The rest of the error is kept: the client still learns what it got wrong.
    expect(messages).toMatch(/Cannot query field|Unknown|not defined|does not exist/)
    expect(res.errors!.every((e) => typeof e.extensions?.code === 'string')).toBe(true)
  })

  it('while development keeps the suggestions (they help whoever writes a query)', async () => {
    const res = await dev.gql('{ searchListing { queryID } }')
    expect(res.errors?.[0].message).toMatch(/Did you mean "searchListings"/)
  })

  it('answers 404 on every /dev endpoint, which development serves', async () => {
    for (const [method, url] of [
      ['GET', '/dev/outbox'],
      ['GET', '/dev/analytics?anonymousId=a'],
      ['GET', '/dev/jobs/dead'],
      ['POST', '/dev/jobs/dead/1/retry'],
    ] as const) {
      const gone = await prod.app.inject({ method, url })
      expect(gone.statusCode).toBe(404)
      expect(gone.json().error.message).toMatch(/^No route/)
      // Development routes them (the retry of a job that is not dead answers its own 404).
      const served = await dev.app.inject({ method, url })
      expect(served.body).not.toMatch(/No route/)
    }
  })

  it('refuses __schema and __type', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Query") { name } }']) {
      const res = await prod.gql(query)
      expect(res.status).toBe(400)
      expect(res.data).toBeUndefined()
    }
  })
})

describe('withoutSuggestions', () => {
  it.each([
    [
      'Cannot query field "a" on type "Q". Did you mean "b"?',
      'Cannot query field "a" on type "Q".',
    ],
    [
      'Value "x" does not exist in "E" enum. Did you mean the enum value "y" or "z"?',
      'Value "x" does not exist in "E" enum.',
    ],
    [
      'Variable "$i" got invalid value { qq: "x" }; Field "qq" is not defined by type "I". Did you mean "q", "r", or "s"?',
      'Variable "$i" got invalid value { qq: "x" }; Field "qq" is not defined by type "I".',
    ],
    ['No suggestion here.', 'No suggestion here.'],
  ])('%s', (message, cleaned) => {
    expect(withoutSuggestions(message)).toBe(cleaned)
  })
})
