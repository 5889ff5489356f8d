import type { FastifyInstance, FastifyRequest } from 'fastify'
import { pickLocale, type Locale } from '../context'
import { findControlCharacters, controlCharacterError, type PathSegment } from '../lib/text-input'

const localeOf = (req: FastifyRequest): Locale => {
  const q = (req.query as Record<string, unknown> | undefined)?.locale
  if (q === 'es' || q === 'en') return q
  return pickLocale((req.headers['x-locale'] as string) ?? req.headers['accept-language'])
}

/**
 * The shared text rule (lib/text-input.ts) for every route but /graphql (its own plugin walks
 * variables and literals, graphql/input-guard.ts): path parameters, query strings and parsed
 * bodies (JSON and forms) are checked before the handler runs, so nothing is counted against a
 * rate limit and no query is sent. Answers 400 VALIDATION naming each field (`token`,
 * `batch.0.description`); the sign-in service turns it into its own schema error (respond.ts).
 * A body that is still text (an analytics beacon's text/plain JSON) is checked where it is parsed.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.routeOptions.url === '/graphql') return done()
    const found: PathSegment[][] = [
      ...findControlCharacters(req.params ?? {}),
      ...findControlCharacters(req.query ?? {}),
      ...(req.body !== null && typeof req.body === 'object' ? findControlCharacters(req.body) : []),
    ]
    done(found.length ? controlCharacterError(found.slice(0, 10), localeOf(req)) : undefined)
  })
}
