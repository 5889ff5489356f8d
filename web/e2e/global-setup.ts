import fs from 'node:fs'
import path from 'node:path'
import { startWebStack } from '../../scripts/web-stack'
import { ensureChromium } from '../../scripts/ensure-chromium'
import {
  CHROMIUM,
  DIST_DIR,
  E2E_LENDER_APPLICATION_URL,
  E2E_SWEEPSTAKES_WINDOW,
  ROOT,
  SERVER_LOG,
  STACK_ENV,
} from './e2e-env'

/**
 * Once per run, before any worker starts: a throwaway api (fresh PGlite, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set; 3,000 demo listings, seed 42) and a production build of
 * the current sources (built now unless E2E_DIST_DIR holds one) served by web/server.ts, each on a
 * free port (scripts/web-stack.ts). The
 * workers read their addresses from the environment (STACK_ENV); the function returned stops
 * both. Their output goes to SERVER_LOG.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium(CHROMIUM)
  fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true })
  const log = fs.createWriteStream(SERVER_LOG)
  const started = Date.now()
  console.log('[e2e] starting a fresh api (seeding 3,000 listings) and the production web...')
  const stack = await startWebStack({
    listings: 3000,
    seed: 42,
    distDir: DIST_DIR,
    // A build of the current sources (stamped with their hash: scripts/web-build-stamp.ts) is
    // reused, e.g. the one CI made while it linted; E2E_REUSE_BUILD=1 keeps any build already in
    // E2E_DIST_DIR (iterating on journeys only).
    rebuild: process.env.E2E_REUSE_BUILD === '1' ? false : 'if-stale',
    log,
    // The journeys read the emails the product sent from the api's development outbox, and enter
    // an open sweepstakes.
    apiEnv: { NODE_ENV: 'test', ...E2E_SWEEPSTAKES_WINDOW },
    webEnv: { LENDER_APPLICATION_URL: E2E_LENDER_APPLICATION_URL },
  }).catch((e: unknown) => {
    log.end()
    throw new Error(
      `${e instanceof Error ? e.message : String(e)} (server log: ${path.relative(ROOT, SERVER_LOG)})`,
    )
  })
  console.log(`[e2e] ready in ${((Date.now() - started) / 1000).toFixed(0)} s: web ${stack.webUrl}`)
  process.env[STACK_ENV.webUrl] = stack.webUrl
  process.env[STACK_ENV.apiUrl] = stack.apiUrl
  return async () => {
    await stack.stop()
    log.end()
    console.log(`[e2e] servers stopped (log: ${path.relative(ROOT, SERVER_LOG)})`)
  }
}
