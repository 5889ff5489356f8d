import path from 'node:path'
import { journeyBrowser } from '../../scripts/ensure-chromium'

/**
 * Settings shared by playwright.config.ts, the global setup and the fixtures of the browser
 * journeys. Environment: CHROME_PATH (a browser other than Debian's Chromium), E2E_DIST_DIR
 * (another build folder, with its own server log, results and report, so two runs on one checkout
 * do not collide), E2E_WORKERS (parallel journeys).
 */
export const ROOT = path.resolve(__dirname, '../..')
/** CHROME_PATH, else Debian's Chromium headless shell (or the full browser where only it is). */
export const CHROMIUM = journeyBrowser()
export const DIST_DIR = process.env.E2E_DIST_DIR || '.next-e2e'
/** `-name` for E2E_DIST_DIR=.next-e2e-name: appended to the run's output folders. */
const SUFFIX = DIST_DIR.replace(/^\.next-e2e/, '')
export const SERVER_LOG = path.join(ROOT, 'test-results', `e2e-servers${SUFFIX}.log`)
export const OUTPUT_DIR = path.join(ROOT, 'test-results', `e2e${SUFFIX}`)
export const REPORT_DIR = path.join(ROOT, 'test-results', `e2e-report${SUFFIX}`)

/** The web server of the journeys hands pre-qualified buyers off to this lender page. */
export const E2E_LENDER_APPLICATION_URL = 'https://lender.test/equipment-finance/apply'

/**
 * The journeys' api runs an open sweepstakes (env SWEEPSTAKES_OPENS_AT / _CLOSES_AT): from 30 days
 * before the run to 60 days after it, so the contest page shows its entry form. The default window
 * (the 2023 trade show, ended) is covered by the page's unit tests.
 */
const DAY_MS = 86_400_000
export const E2E_SWEEPSTAKES_WINDOW = {
  SWEEPSTAKES_OPENS_AT: new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10),
  SWEEPSTAKES_CLOSES_AT: new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10),
}

/** Where the global setup tells the workers the throwaway stack answers. */
export const STACK_ENV = {
  webUrl: 'E2E_WEB_URL',
  apiUrl: 'E2E_API_URL',
} as const
