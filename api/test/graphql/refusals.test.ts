import fs from 'node:fs'
import path from 'node:path'
import {
  getIntrospectionQuery,
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLError,
} from 'graphql'
import { createYoga } from 'graphql-yoga'
import { graphqlLimitPlugins, HEAVY_FIELD_BUDGET, HEAVY_FIELDS } from '../../src/graphql/limits'
import { buildSchema } from '../../src/graphql/schema'
import { logger } from '../../src/lib/logger'
import { createTestApp, type TestApp } from '../helpers/app'

describe('GraphQL refuses bad requests with a code, never a 500', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('answers health with the engine it runs on', async () => {
    const res = await t.gql<{ health: { status: string; database: string } }>(
      '{ health { status database } }',
    )
    expect(res.status).toBe(200)
    expect(res.data?.health.status).toBe('ok')
    expect(['pglite', 'postgresql']).toContain(res.data?.health.database)
  })

  it('refuses an unknown field with 400 and a code', async () => {
    const res = await t.gql('{ health { nope } }')
    expect(res.status).toBe(400)
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED')
  })

  it('refuses too many aliases with 400', async () => {
    const fields = Array.from({ length: 20 }, (_, i) => `a${i}: health { status }`).join(' ')
    const res = await t.gql(`{ ${fields} }`)
    expect(res.status).toBe(400)
    expect(res.errors?.[0].extensions?.code).toBe('BAD_REQUEST')
  })

  it('refuses malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].extensions.code).toBe('BAD_REQUEST')
  })

  it('refuses a 10 MB body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: `{ health { status } }`,
        pad: 'x'.repeat(10 * 1024 * 1024),
      }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses a GET whose variables or extensions are not JSON with 400 BAD_REQUEST', async () => {
    for (const param of ['variables', 'extensions']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('{ health { status } }')}&${param}={bad`,
      })
      expect(res.statusCode).toBe(400)
      const error = res.json().errors[0]
      expect(error.extensions.code).toBe('BAD_REQUEST')
      expect(error.message).toBe(
        `The "${param}" parameter is not valid JSON (it must be a URL-encoded JSON object)`,
      )
    }
    // Well-formed ones still work.
    const ok = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ health { status } }')}&variables=${encodeURIComponent('{}')}`,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().data.health.status).toBe('ok')
  })

  it('refuses an empty, null or non-object JSON body with a clear 400 and no internals', async () => {
    const cases: Array<[string, RegExp, string]> = [
      ['{}', /^The request body is an empty object: send \{"query"/, 'bodyEmpty'],
      ['null', /^The request body must be a JSON object, not null/, 'bodyNotObject'],
      ['[]', /^The request body must be a JSON object, not an array/, 'bodyNotObject'],
      ['"x"', /^The request body must be a JSON object, not a string/, 'bodyNotObject'],
    ]
    for (const [payload, message, key] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode).toBe(400)
      const error = res.json().errors[0]
      expect(error.extensions).toEqual({ code: 'BAD_REQUEST', messageKey: `errors:request.${key}` })
      expect(error.message).toMatch(message)
      expect(res.body).not.toMatch(/SyntaxError|originalError|stack/)
    }
  })

  it('refuses a query nested deeper than 10 levels with 400 and the limit', async () => {
    // The schema's own types have no cycles (at most 6 levels); introspection types do.
    const chain = (n: number) => 'ofType { '.repeat(n) + 'name' + ' }'.repeat(n)
    const ok = await t.gql(`{ __type(name: "Query") { ${chain(8)} } }`)
    expect(ok.status).toBe(200)
    const res = await t.gql(`{ __type(name: "Query") { ${chain(10)} } }`)
    expect(res.status).toBe(400)
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', limit: 'depth' })
    expect(res.errors?.[0].message).toBe('The query is nested too deeply (at most 10 levels).')
  })

  it(`refuses more than ${HEAVY_FIELD_BUDGET} searches or other heavy fields in one request`, async () => {
    const searches = (n: number) =>
      Array.from({ length: n }, (_, i) => `s${i}: searchListings { queryID }`).join(' ')
    const three = await t.gql(`{ ${searches(3)} }`)
    expect(three.errors).toBeUndefined()
    expect(three.status).toBe(200)

    for (const n of [4, 15]) {
      const res = await t.gql(`{ ${searches(n)} }`)
      expect(res.status).toBe(400)
      expect(res.data).toBeUndefined()
      expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_REQUEST', limit: 'cost' })
      expect(res.errors?.[0].message).toContain(`searchListings x${n}`)
    }

    // Different heavy fields add up; spreading a fragment at the root counts too.
    const mixed = await t.gql(
      `{ a: searchListings { queryID } ...More }
       fragment More on Query { taxonomyStats { models } b: similarListings(stockNumber: "X") { id } popularSearches { text } }`,
    )
    expect(mixed.status).toBe(400)
    expect(mixed.errors?.[0].extensions?.limit).toBe('cost')

    // The same field asked twice under one name runs once.
    const merged = await t.gql(
      `{ searchListings { queryID } searchListings { queryID } a: searchListings { queryID } b: searchListings { queryID } }`,
    )
    expect(merged.status).toBe(200)
  })

  it('answers unknown REST routes with 404 NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('NOT_FOUND')
  })
})

describe('introspection', () => {
  it('is refused in production', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } })
    try {
      const res = await t.gql('{ __schema { types { name } } }')
      expect(res.status).toBe(400)
      expect(res.data).toBeUndefined()
    } finally {
      await t.close()
    }
  })
  it('is allowed in development and test', async () => {
    const t = await createTestApp()
    try {
      const res = await t.gql<{ __schema: { types: unknown[] } }>('{ __schema { types { name } } }')
      expect(res.status).toBe(200)
      expect(res.data?.__schema.types.length).toBeGreaterThan(5)
    } finally {
      await t.close()
    }
  })
})

describe('an unexpected error inside a resolver', () => {
  it('is masked as INTERNAL and logged with the real cause', async () => {
    const t = await createTestApp()
    const logged = jest.spyOn(logger, 'error')
    try {
      // A fault the service cannot expect: its table is gone.
      await t.database.exec('ALTER TABLE models RENAME TO models_gone')
      const res = await t.gql('{ taxonomyStats { models } }')
      expect(res.status).toBe(500)
      expect(res.errors).toHaveLength(1)
      expect(res.errors?.[0].message).toBe('Unexpected error.')
      expect(res.errors?.[0].extensions).toEqual({ code: 'INTERNAL' })
      expect(JSON.stringify(res)).not.toMatch(/models|relation|stack/i)
      const call = logged.mock.calls.find((c) => c[1] === 'graphql internal error')
      expect(call).toBeDefined()
      expect(String((call![0] as { err: Error }).err.message)).toMatch(/models/)
    } finally {
      logged.mockRestore()
      await t.close()
    }
  })
})

describe('limits', () => {
  const schema = buildSchema()
  const limits = () => {
    const yoga = createYoga({ schema, plugins: graphqlLimitPlugins({ production: false }) })
    const { parse: parseLimited, validate } = yoga.getEnveloped({
      request: new Request('http://x', { method: 'POST' }),
    })
    return (source: string) =>
      (validate(schema, parseLimited(source)) as readonly GraphQLError[]).map((e) => e.message)
  }

  it('names only root Query fields that exist', () => {
    const fields = schema.getQueryType()!.getFields()
    for (const name of Object.keys(HEAVY_FIELDS)) expect(fields[name]).toBeDefined()
  })

  it('let every operation the web sends through (the heaviest ones included)', () => {
    const dir = path.resolve(__dirname, '../../../web/src/graphql')
    const definitions: DefinitionNode[] = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .flatMap((f) => parse(fs.readFileSync(path.join(dir, f), 'utf8')).definitions)
    const fragments = new Map(
      definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    )
    const used = (node: DefinitionNode, acc = new Set<string>()): Set<string> => {
      visit(node, {
        FragmentSpread(spread) {
          if (acc.has(spread.name.value)) return
          acc.add(spread.name.value)
          used(fragments.get(spread.name.value)!, acc)
        },
      })
      return acc
    }
    const check = limits()
    const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    expect(operations.length).toBeGreaterThan(20)
    let heaviest = 0
    for (const op of operations) {
      const doc = [op, ...[...used(op)].map((n) => fragments.get(n)!)].map((d) => print(d))
      expect({ op: print(op).split('(')[0].split(' {')[0], errors: check(doc.join('\n')) }).toEqual(
        {
          op: print(op).split('(')[0].split(' {')[0],
          errors: [],
        },
      )
      const heavy = op.selectionSet.selections.filter(
        (s) => s.kind === Kind.FIELD && HEAVY_FIELDS[s.name.value],
      ).length
      heaviest = Math.max(heaviest, heavy)
    }
    // The budget is not so generous that no web operation comes near it.
    expect(heaviest).toBe(HEAVY_FIELD_BUDGET)
  })

  it('allow the standard introspection query (GraphiQL, codegen) outside production', () => {
    const check = limits()
    expect(check(getIntrospectionQuery())).toEqual([])
    expect(
      check(
        getIntrospectionQuery({
          descriptions: true,
          specifiedByUrl: true,
          directiveIsRepeatable: true,
          schemaDescription: true,
          inputValueDeprecation: true,
          oneOf: true,
        }),
      ),
    ).toEqual([])
  })

  it('refuse introspection that nests type fields inside type fields', async () => {
    const t = await createTestApp()
    try {
      const res = await t.gql(
        '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
      )
      expect(res.status).toBe(400)
      expect(res.errors?.[0].extensions).toMatchObject({
        code: 'BAD_REQUEST',
        limit: 'introspection',
      })
      // Through a fragment as well.
      const viaFragment = await t.gql(
        `{ __schema { types { ...T } } }
         fragment T on __Type { fields { type { fields { type { fields { name } } } } } }`,
      )
      expect(viaFragment.status).toBe(400)
      expect(viaFragment.errors?.[0].extensions?.limit).toBe('introspection')
    } finally {
      await t.close()
    }
  })
})
