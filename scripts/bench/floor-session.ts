/**
 * bench:bids-floor's (e): the api's session check alone (`createRequestAuthenticator`, as
 * main.ts builds it), in this process, on real session cookies of the bench's bidders: CPU ms a
 * request with the verified-JWT cache and without it (SESSION_JWT_CACHE=off's path), in
 * alternating batches so a change in the machine's load falls on both alike. The session's user
 * is read from the bench's database; the revocation list is the in-memory one (the api's is
 * Redis: one EXISTS a request either way, not what is compared here).
 */
import type { FastifyRequest } from 'fastify'
import { openDatabase } from '../../api/src/db/client'
import { createRequestAuthenticator } from '../../api/src/http/authenticate-request'
import { VerifiedJwtCache } from '../../api/src/http/verified-jwt-cache'
import { envSchema, loadEnvFiles } from '../../api/src/lib/env'
import { logger } from '../../api/src/lib/logger'

export async function sessionCheckCost(opts: {
  databaseUrl: string
  /** The running api: its JWKS verifies the cookies' JWTs. */
  apiOrigin: string
  cookies: readonly string[]
  requests: number
  rounds: number
}): Promise<{ off: number; on: number }> {
  loadEnvFiles()
  const { REDIS_URL: _machineRedis, ...environment } = process.env
  const env = envSchema.parse({ ...environment, DATABASE_URL: opts.databaseUrl })
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, max: 2 })
  const deps = { database, env, logger, now: () => new Date() }
  const check = {
    off: createRequestAuthenticator(deps, { localBaseUrl: opts.apiOrigin, jwtCache: null }),
    on: createRequestAuthenticator(deps, {
      localBaseUrl: opts.apiOrigin,
      jwtCache: new VerifiedJwtCache(),
    }),
  }
  const cpuMs = { off: 0, on: 0 }
  let n = 0
  const run = async (mode: 'off' | 'on', count: number) => {
    for (let i = 0; i < count; i++) {
      const cookie = opts.cookies[n++ % opts.cookies.length]
      const req = { headers: { cookie }, log: logger } as unknown as FastifyRequest
      if (!(await check[mode](req))) throw new Error(`session check ${mode}: not signed in`)
    }
  }
  try {
    // Warm-up: the JWKS fetched, statements prepared, code optimised.
    await run('off', 200)
    await run('on', 200)
    const batch = Math.round(opts.requests / opts.rounds)
    for (let r = 0; r < opts.rounds; r++) {
      for (const mode of ['off', 'on'] as const) {
        const before = process.cpuUsage()
        await run(mode, batch)
        const used = process.cpuUsage(before)
        cpuMs[mode] += (used.user + used.system) / 1000
      }
    }
    const total = batch * opts.rounds
    return { off: cpuMs.off / total, on: cpuMs.on / total }
  } finally {
    await database.close()
  }
}
