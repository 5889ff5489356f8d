import { buildSchema } from '../../src/graphql/schema'
import {
  CONTROL_STRINGS,
  HOSTILE_STRINGS,
  LONG_STRINGS,
  NUMBER_CORPUS,
  NUMBER_STRINGS,
  PROTOTYPE_STRINGS,
  seededRandom,
  toJson,
  UNICODE_STRINGS,
} from './corpus'
import { createFuzzApp, fuzzHints, type FuzzApp } from './fixtures'
import { describeValue, graphqlCases, requiredRoles } from './graphql-cases'
import { addressOf, runCases, verdict, type SentCase } from './run'

/**
 * Hostile ZIPs for `Listing.allInCost(zip:)`, a field argument below a root (issue 17): every
 * text family, ZIP look-alikes (full-width and Arabic-Indic digits, ZIP+4, padded, NUL inside)
 * and values of other types, numbers out of any range among them.
 */
const HOSTILE_ZIPS: readonly unknown[] = [
  ...CONTROL_STRINGS,
  ...LONG_STRINGS,
  ...UNICODE_STRINGS,
  ...NUMBER_STRINGS,
  ...HOSTILE_STRINGS,
  ...PROTOTYPE_STRINGS,
  '00000',
  '99999',
  '7870',
  '787011',
  '78701-1234',
  '７８７０１',
  '٧٨٧٠١',
  '78701\u0000',
  '\u000078701',
  '78 701',
  ...NUMBER_CORPUS,
  78701,
  null,
  true,
  ['78701'],
  { zip: '78701' },
]

/**
 * Every argument of every root Query and Mutation field, and of the fields with arguments up to
 * two levels below the root queries (`Listing.allInCost(zip:)`), read from the schema, with the
 * bad-input corpus (corpus.ts), as an anonymous visitor and as a signed-in user, and the
 * console's fields as an admin (issue 14: their services must refuse hostile input too). Fails on
 * any 5xx, any INTERNAL error or a request that never answers; prints how many cases ran.
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
    [...requiredRoles(schema)]
      .filter(([, roles]) => roles?.includes('admin'))
      .map(([name]) => name),
  )
  /** The partner console's fields (requestMake, the feed...): a partner member reaches them. */
  const partnerFields = new Set(
    [...requiredRoles(schema)]
      .filter(([, roles]) => roles?.includes('partner'))
      .map(([name]) => name),
  )
  const modes = ['anonymous', 'signed in', 'admin', 'partner'] as const
  it.each(modes)(
    '%s: every argument of every root field (the admin: of the console fields; the partner member: of theirs)',
    async (mode) => {
      f.as(
        mode === 'anonymous'
          ? null
          : mode === 'admin'
            ? { ...f.user, roles: [...f.user.roles, 'admin'] }
            : mode === 'partner'
              ? f.partner
              : f.user,
      )
      const rng = seededRandom({ anonymous: 11, 'signed in': 12, admin: 13, partner: 14 }[mode])
      const cases = graphqlCases(schema, fuzzHints(f), rng, {
        per: 6,
        literalShare: 0.25,
        firstN: { anonymous: 0, 'signed in': 1_000_000, admin: 2_000_000, partner: 3_000_000 }[
          mode
        ],
        nestedDepth: 2,
      }).filter(
        (c) =>
          (mode !== 'admin' || adminFields.has(c.field)) &&
          (mode !== 'partner' || partnerFields.has(c.field)),
      )
      const sent = cases.map((c, i): SentCase => ({
        label: c.label,
        request: {
          method: 'POST',
          url: '/graphql',
          remoteAddress: addressOf(
            i + { anonymous: 0, 'signed in': 100_000, admin: 300_000, partner: 1_100_000 }[mode],
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
      expect(report.run).toBeGreaterThan({ admin: 300, partner: 100 }[mode as string] ?? 1000)
      if (mode === 'anonymous' || mode === 'signed in')
        expect(cases.some((c) => c.field === 'Listing.allInCost')).toBe(true)
      // A partner member's own asks reach their services (requestMake: issue 36, defect 6).
      if (mode === 'partner') expect(cases.some((c) => c.field === 'requestMake')).toBe(true)
    },
    600_000,
  )

  /**
   * The design (decision 033): the api refuses a bad ZIP on the field (VALIDATION, `zip`), a value
   * of another type is refused by GraphQL (BAD_REQUEST), a body past the limit by HTTP (413);
   * never a 5xx, an INTERNAL error or an answer computed from the hostile value.
   */
  it('Listing.allInCost(zip:) answers every hostile ZIP with a field error, as variable and literal', async () => {
    f.as(null)
    const sent = HOSTILE_ZIPS.flatMap(
      (zip): Array<{ query: string; zip: unknown; variables?: object }> => {
        const asVariable = {
          query: `query ($s: String!, $z: String!) { listing(stockNumber: $s) { allInCost(zip: $z) { totalCents } } }`,
          variables: { s: f.stockNumbers[0], z: zip },
          zip,
        }
        // Typed into the query as text (GraphQL string escapes are JSON's).
        const asLiteral =
          typeof zip === 'string'
            ? {
                query: `{ listing(stockNumber: ${JSON.stringify(f.stockNumbers[0])}) { allInCost(zip: ${JSON.stringify(zip)}) { totalCents } } }`,
                zip,
              }
            : null
        return asLiteral ? [asVariable, asLiteral] : [asVariable]
      },
    )
    const wrong: string[] = []
    let i = 0
    for (const { zip, ...body } of sent) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: addressOf(400_000 + i++),
        headers: { 'content-type': 'application/json', 'accept-language': i % 2 ? 'es' : 'en' },
        payload: JSON.stringify(body),
      })
      const label = `${'variables' in body ? 'variable' : 'literal'} ${describeValue(zip)}`
      const problem = verdict(res.statusCode, res.body)
      if (problem) {
        wrong.push(`${label}: ${problem}`)
        continue
      }
      if (res.statusCode === 413) continue
      const answer = JSON.parse(res.body) as {
        data?: { listing: unknown } | null
        errors?: Array<{ extensions?: { code?: string; fields?: Array<{ path: string }> } }>
      }
      const error = answer.errors?.[0]?.extensions
      const onZip =
        error?.code === 'VALIDATION' && error.fields?.length === 1 && error.fields[0].path === 'zip'
      // A value of another type never reaches the resolver: the variable is refused (400); a
      // literal GraphQL cannot read (a lone surrogate escape) is a parse failure.
      const expected =
        typeof zip !== 'string'
          ? error?.code === 'BAD_REQUEST'
          : onZip || (!('variables' in body) && error?.code === 'GRAPHQL_PARSE_FAILED')
      if (!expected || answer.data?.listing)
        wrong.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    }
    expect(wrong).toEqual([])
    expect(sent.length).toBeGreaterThan(150)
    // The same request with a real ZIP reaches the field and answers (the cases above reach it too).
    const ok = await f.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: sent[0].query,
        variables: { s: f.stockNumbers[0], z: '78701' },
      }),
    })
    expect(JSON.parse(ok.body)).toEqual({
      data: { listing: { allInCost: { totalCents: expect.any(Number) } } },
    })
  }, 300_000)
})
