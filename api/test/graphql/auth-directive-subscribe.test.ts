import { makeExecutableSchema } from '@graphql-tools/schema'
import { parse, subscribe } from 'graphql'
import { applyAuthDirectives, authDirectivesSdl } from '../../src/directives/auth'
import type { CurrentUser } from '../../src/context'

/**
 * `@requireAuth` on a subscription refuses the caller before the stream opens (the directive
 * wraps `subscribe`, not only `resolve`, which would let anyone listen and fail per event).
 */
const schema = applyAuthDirectives(
  makeExecutableSchema({
    typeDefs: [
      authDirectivesSdl,
      /* GraphQL */ `
        type Query {
          ok: Boolean @skipAuth
        }
        type Subscription {
          staffTicks: Int @requireAuth(roles: ["admin"])
        }
      `,
    ],
    resolvers: {
      Subscription: {
        staffTicks: {
          subscribe: async function* () {
            yield await Promise.resolve({ staffTicks: 1 })
          },
        },
      },
    },
  }),
)

const user = (roles: string[]) =>
  ({ id: 1, email: 'a@example.com', roles }) as unknown as CurrentUser
const run = (currentUser: CurrentUser | null) =>
  subscribe({
    schema,
    document: parse('subscription { staffTicks }'),
    contextValue: { currentUser },
  })

describe('@requireAuth on a subscription', () => {
  it('refuses an anonymous caller and a caller without the role before any event', async () => {
    const code = async (u: CurrentUser | null) => {
      const result = (await run(u)) as { errors?: { originalError?: { code?: string } }[] }
      return result.errors?.[0]?.originalError?.code
    }
    expect(await code(null)).toBe('UNAUTHENTICATED')
    expect(await code(user(['user']))).toBe('FORBIDDEN')
  })

  it('lets a caller with the role listen', async () => {
    const stream = (await run(user(['admin']))) as AsyncIterableIterator<unknown>
    expect(Symbol.asyncIterator in stream).toBe(true)
    expect((await stream.next()).value).toEqual({ data: { staffTicks: 1 } })
  })
})
