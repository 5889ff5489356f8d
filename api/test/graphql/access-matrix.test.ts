import { getDirective } from '@graphql-tools/utils'
import type { GraphQLField } from 'graphql'
import { buildSchema } from '../../src/graphql/schema'
import { seededRandom, toJson } from '../fuzz/corpus'
import { createFuzzApp, fuzzHints, type FuzzApp } from '../fuzz/fixtures'
import { graphqlCases } from '../fuzz/graphql-cases'
import { addressOf } from '../fuzz/run'

/**
 * The access matrix, read from the schema: every root Query and Mutation field is called with a
 * valid baseline (the fuzz suite's) as an anonymous visitor and as a signed-in user without
 * roles. A `@requireAuth` field answers UNAUTHENTICATED to the visitor, and FORBIDDEN to the user
 * when it names roles the user lacks; a `@skipAuth` field refuses neither. A new field is in the
 * matrix the day it is added.
 */

/**
 * Public fields whose service itself asks for a signed-in user for part of what they do; each
 * with the reason. Keep this list short: a field that always needs a user is `@requireAuth`.
 */
const PUBLIC_BUT_SIGNED_IN_ONLY: Record<string, string> = {
  submitLead:
    'one public mutation for every form; the forms of signed-in users (SIGNED_IN_FORMS in submit-lead.ts) refuse visitors',
}

type Access = { kind: 'public' } | { kind: 'signed-in'; roles: string[] }

describe('access matrix: every root field, anonymous and signed in', () => {
  let f: FuzzApp
  beforeAll(async () => {
    f = await createFuzzApp()
  })
  afterAll(() => f.close())

  const schema = buildSchema()
  const access = new Map<string, Access>()
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const require = getDirective(
        schema,
        field as GraphQLField<unknown, unknown>,
        'requireAuth',
      )?.[0] as { roles?: string[] } | undefined
      access.set(
        field.name,
        require ? { kind: 'signed-in', roles: require.roles ?? [] } : { kind: 'public' },
      )
    }
  }

  async function codesOf(mode: 'anonymous' | 'signed in'): Promise<Map<string, string[]>> {
    f.as(mode === 'signed in' ? f.user : null)
    const cases = graphqlCases(schema, fuzzHints(f), seededRandom(7), {
      per: 0,
      literalShare: 0,
      firstN: mode === 'signed in' ? 2_000_000 : 3_000_000,
    }).filter((c) => c.label === `${c.field} baseline`)
    const out = new Map<string, string[]>()
    let i = 0
    for (const c of cases) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: addressOf(200_000 + i++),
        headers: { 'content-type': 'application/json' },
        payload: toJson({ query: c.document, variables: c.variables }),
      })
      const body = JSON.parse(res.body) as { errors?: Array<{ extensions?: { code?: string } }> }
      out.set(
        c.field,
        (body.errors ?? []).map((e) => e.extensions?.code ?? 'NONE'),
      )
    }
    return out
  }

  it('reads an access rule for every root field', () => {
    expect(access.size).toBeGreaterThan(40)
    expect([...access.values()].some((a) => a.kind === 'signed-in')).toBe(true)
    expect([...access.values()].some((a) => a.kind === 'public')).toBe(true)
  })

  it('an anonymous visitor is UNAUTHENTICATED exactly on the @requireAuth fields', async () => {
    const codes = await codesOf('anonymous')
    expect(codes.size).toBe(access.size)
    const wrong: string[] = []
    for (const [field, a] of access) {
      const got = codes.get(field) ?? []
      const refused = got.includes('UNAUTHENTICATED')
      if (a.kind === 'signed-in' && !refused)
        wrong.push(`${field}: not refused (${got.join(',') || 'ok'})`)
      if (a.kind === 'public' && refused && !PUBLIC_BUT_SIGNED_IN_ONLY[field])
        wrong.push(`${field}: public field refused the visitor`)
    }
    expect(wrong).toEqual([])
  }, 300_000)

  it('a signed-in user without roles is FORBIDDEN exactly where roles are named', async () => {
    const codes = await codesOf('signed in')
    const wrong: string[] = []
    for (const [field, a] of access) {
      const got = codes.get(field) ?? []
      if (got.includes('UNAUTHENTICATED'))
        wrong.push(`${field}: signed-in user refused as anonymous`)
      const needsRole = a.kind === 'signed-in' && a.roles.length > 0
      if (needsRole && !got.includes('FORBIDDEN'))
        wrong.push(`${field}: no FORBIDDEN for a user without ${a.roles.join('/')}`)
      if (!needsRole && got.includes('FORBIDDEN'))
        wrong.push(`${field}: FORBIDDEN without a role rule`)
    }
    expect(wrong).toEqual([])
  }, 300_000)
})
