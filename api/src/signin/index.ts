import type { FastifyInstance } from 'fastify'
import type { AppDeps, ServerServices } from '../context'
import { createSigninConfig, isLocalSigninEnabled, type SigninSettings } from './config'
import type { SigninContext } from './context'
import { backendPlugin } from './http/backend'
import { sdkPlugin } from './http/sdk'
import { createMessenger } from './lib/deliver'
import { createMemoryCounter, createRedisCounter } from '../lib/rate-limit'
import { getRevocationList } from './lib/revocations'

declare module 'fastify' {
  interface FastifyInstance {
    /** The local sign-in service, when it is mounted (tests read and adjust its settings). */
    signin?: SigninContext
  }
}

/** The app's deps; `jobs` wakes the outbox relay when a sign-in mail is queued (lib/deliver.ts). */
type SigninDeps = AppDeps & Partial<Pick<ServerServices, 'jobs'>>

export function createSigninContext(
  deps: SigninDeps,
  settings: Partial<SigninSettings> = {},
): SigninContext {
  const { env } = deps
  return {
    ...deps,
    config: createSigninConfig(env, settings),
    counter: env.REDIS_URL
      ? createRedisCounter(env.REDIS_URL, deps.now, 'ironyard:signin:rl:')
      : createMemoryCounter(deps.now),
    revocations: getRevocationList(env.REDIS_URL),
    messenger: createMessenger(deps),
  }
}

/**
 * Mount the local Stytch-compatible sign-in service: `/sdk/v1/*` for the browser SDK and
 * `/v1/*` for the Node SDK (plus the OAuth start page). Skipped when STYTCH_API_URL points at a
 * hosted Stytch project.
 */
export async function registerSignin(
  app: FastifyInstance,
  deps: SigninDeps,
  settings: Partial<SigninSettings> = {},
): Promise<void> {
  if (!isLocalSigninEnabled(deps.env)) return
  const ctx = createSigninContext(deps, settings)
  app.decorate('signin', ctx)
  app.addHook('onClose', async () => {
    await ctx.counter.close()
  })
  await app.register(sdkPlugin(ctx), { prefix: '/sdk/v1' })
  await app.register(backendPlugin(ctx), { prefix: '/v1' })
}
