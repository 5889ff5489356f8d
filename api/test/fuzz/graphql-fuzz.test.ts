import { buildSchema } from '../../src/graphql/schema'
import { seededRandom, toJson } from './corpus'
import { createFuzzApp, fuzzHints, type FuzzApp } from './fixtures'
import { graphqlCases } from './graphql-cases'
import { addressOf, runCases, type SentCase } from './run'

/**
 * Every argument of every root Query and Mutation field, read from the schema, with the bad-input
 * corpus (corpus.ts), as an anonymous visitor and as a signed-in user. Fails on any 5xx, any
 * INTERNAL error or a request that never answers; prints how many cases ran.
 */
describe('GraphQL fuzz: hostile input is a client error, never a 500', () => {
  let f: FuzzApp
  beforeAll(async () => {
    f = await createFuzzApp()
  })
  afterAll(() => f.close())

  const modes = ['anonymous', 'signed in'] as const
  it.each(modes)(
    '%s: every argument of every root field',
    async (mode) => {
      f.as(mode === 'signed in' ? f.user : null)
      const rng = seededRandom(mode === 'signed in' ? 12 : 11)
      const cases = graphqlCases(buildSchema(), fuzzHints(f), rng, {
        per: 6,
        literalShare: 0.25,
        firstN: mode === 'signed in' ? 1_000_000 : 0,
      })
      const sent = cases.map((c, i): SentCase => ({
        label: c.label,
        request: {
          method: 'POST',
          url: '/graphql',
          remoteAddress: addressOf(i + (mode === 'signed in' ? 100_000 : 0)),
          headers: {
            'content-type': 'application/json',
            'accept-language': i % 2 ? 'es' : 'en',
          },
          payload: toJson({ query: c.document, variables: c.variables }),
        },
      }))
      const report = await runCases(f.app, sent)
      console.log(
        `GraphQL fuzz (${mode}): ${report.run} cases, ${JSON.stringify(report.byStatus)}, ${report.failures.length} failures`,
      )
      expect(report.failures).toEqual([])
      // Prototype keys (`__proto__`, `constructor.prototype`) in JSON scalars polluted nothing.
      expect(Object.prototype).not.toHaveProperty('polluted')
      expect(report.run).toBeGreaterThan(1000)
    },
    600_000,
  )
})
