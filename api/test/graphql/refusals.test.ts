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
