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

  type Caller = 'anonymous' | 'signed in' | 'partner member' | 'admin'
  /** The roles each signed-in caller holds beyond stytch_user. */
  const ROLES: Record<Exclude<Caller, 'anonymous'>, string[]> = {
    'signed in': [],
    'partner member': ['partner'],
    admin: ['admin'],
  }
  async function codesOf(mode: Caller): Promise<Map<string, string[]>> {
    f.as(
      mode === 'anonymous'
        ? null
        : {
            ...f.user,
            roles: [...f.user.roles, ...ROLES[mode]],
            partnerSellerId: mode === 'partner member' ? f.partnerSellerId : null,
          },
    )
    const cases = graphqlCases(schema, fuzzHints(f), seededRandom(7), {
      per: 0,
      literalShare: 0,
      firstN: mode === 'anonymous' ? 3_000_000 : 2_000_000,
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

  it.each(['signed in', 'partner member', 'admin'] as const)(
    'caller "%s" is FORBIDDEN exactly where the field names roles they lack',
    async (caller) => {
      const codes = await codesOf(caller)
      const held = ROLES[caller]
      const wrong: string[] = []
      for (const [field, a] of access) {
        const got = codes.get(field) ?? []
        if (got.includes('UNAUTHENTICATED')) wrong.push(`${field}: ${caller} refused as anonymous`)
        const lacksRole =
          a.kind === 'signed-in' && a.roles.length > 0 && !a.roles.some((r) => held.includes(r))
        if (lacksRole && !got.includes('FORBIDDEN'))
          wrong.push(`${field}: no FORBIDDEN for a ${caller} without ${a.roles.join('/')}`)
        if (!lacksRole && got.includes('FORBIDDEN'))
          wrong.push(`${field}: FORBIDDEN for a ${caller} the rule allows`)
      }
      expect(wrong).toEqual([])
      // The console's fields are all in the matrix, and only staff pass them.
      const adminOnly = [...access].filter(
        ([, a]) => a.kind === 'signed-in' && a.roles.includes('admin'),
      )
      expect(adminOnly.length).toBeGreaterThanOrEqual(15)
      for (const [field] of adminOnly) {
        expect([field, (codes.get(field) ?? []).includes('FORBIDDEN')]).toEqual([
          field,
          caller !== 'admin',
        ])
      }
    },
    300_000,
  )
})
