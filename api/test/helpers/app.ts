import type { FastifyInstance } from 'fastify'
import type { GraphQLContext } from '../../src/context'
import { envSchema, type Env } from '../../src/lib/env'
import { logger } from '../../src/lib/logger'
import { buildServer } from '../../src/server'
import { createTestDatabase, type TestDatabase } from './db'

export const testEnv = (overrides: Partial<Record<keyof Env, string>> = {}): Env =>
  envSchema.parse({
    NODE_ENV: 'test',
    STYTCH_PROJECT_ID: 'project-test-local',
    STYTCH_SECRET: 'secret-test-local',
    STYTCH_PUBLIC_TOKEN: 'public-token-test-local',
    MEDIA_DIR: '/tmp/ironyard-test-media',
    ...overrides,
  })

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  env: Env
  /** POST /graphql in-process; returns status and parsed body. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{
    status: number
    data?: T
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>
  }>
  close(): Promise<void>
}

export async function createTestApp(
  opts: {
    env?: Partial<Record<keyof Env, string>>
    database?: TestDatabase
    authenticate?: () => Promise<GraphQLContext['currentUser']>
    now?: () => Date
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase())
  const env = testEnv(opts.env)
  const app = await buildServer({
    database,
    env,
    logger,
    now: opts.now ?? (() => new Date()),
    authenticate: opts.authenticate,
  })
  await app.ready()
  return {
    app,
    database,
    env,
    async gql(query, variables, headers) {
      const res = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      })
      return { status: res.statusCode, ...res.json<object>() }
    },
    async close() {
      await app.close()
      if (!opts.database) await database.destroy()
    },
  }
}
