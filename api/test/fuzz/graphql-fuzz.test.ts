import { getDirective } from '@graphql-tools/utils'
import type { GraphQLField } from 'graphql'
import { buildSchema } from '../../src/graphql/schema'
import { seededRandom, toJson } from './corpus'
import { createFuzzApp, fuzzHints, type FuzzApp } from './fixtures'
import { graphqlCases } from './graphql-cases'
import { addressOf, runCases, type SentCase } from './run'

/**
 * Every argument of every root Query and Mutation field, read from the schema, with the bad-input
 * corpus (corpus.ts), as an anonymous visitor and as a signed-in user, and the console's fields
 * as an admin (issue 14: their services must refuse hostile input too). Fails on any 5xx, any
 * INTERNAL error or a request that never answers; prints how many cases ran.
 */
describe('GraphQL fuzz: hostile input is a client error, never a 500', () => {
  let f: FuzzApp
  beforeAll(async () => {
    f = await createFuzzApp()
  })
  afterAll(() => f.close())

  const schema = buildSchema()
  /** The console's fields (only an admin gets past the directive to their services). */
  const adminFields = new Set(
    [schema.getQueryType(), schema.getMutationType()].flatMap((root) =>
      Object.values(root?.getFields() ?? {})
        .filter((field) =>
          (
            getDirective(schema, field as GraphQLField<unknown, unknown>, 'requireAuth')?.[0] as
              { roles?: string[] } | undefined
          )?.roles?.includes('admin'),
        )
        .map((field) => field.name),
    ),
  )
  const modes = ['anonymous', 'signed in', 'admin'] as const
  it.each(modes)(
    '%s: every argument of every root field (the admin: of the console fields)',
    async (mode) => {
      f.as(
        mode === 'anonymous'
          ? null
          : mode === 'admin'
            ? { ...f.user, roles: [...f.user.roles, 'admin'] }
            : f.user,
      )
      const rng = seededRandom({ anonymous: 11, 'signed in': 12, admin: 13 }[mode])
      const cases = graphqlCases(schema, fuzzHints(f), rng, {
        per: 6,
        literalShare: 0.25,
        firstN: { anonymous: 0, 'signed in': 1_000_000, admin: 2_000_000 }[mode],
      }).filter((c) => mode !== 'admin' || adminFields.has(c.field))
      const sent = cases.map((c, i): SentCase => ({
        label: c.label,
        request: {
          method: 'POST',
          url: '/graphql',
          remoteAddress: addressOf(
            i + { anonymous: 0, 'signed in': 100_000, admin: 300_000 }[mode],
          ),
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
      expect(report.run).toBeGreaterThan(mode === 'admin' ? 300 : 1000)
    },
    600_000,
  )
})
