import { defaultHost } from '@ironyard/contract/listen-host'

/**
 * Where the production web server (web/server.ts) listens: HOST, else HOSTNAME (Next's own name
 * for it), else 127.0.0.1 outside production, like the api (issue 31, finding 7a: a development
 * machine serves nobody else on its network); in production every interface, IPv6 included, as
 * Node listens when given no address (undefined).
 */
export function webHostname(env: Record<string, string | undefined>): string | undefined {
  if (env.HOST) return env.HOST
  if (env.HOSTNAME) return env.HOSTNAME
  return env.NODE_ENV === 'production' ? undefined : defaultHost(env.NODE_ENV)
}
