import { defineConfig } from '@playwright/test'
import { headlessArgs } from './scripts/ensure-chromium'
import { CHROMIUM, OUTPUT_DIR, REPORT_DIR } from './web/e2e/e2e-env'

/**
 * The browser journeys (web/e2e/*.spec.ts, docs/decisions/025): `npm run test:e2e`, or
 * `npm run test:e2e -- --grep "title part"` (a regular expression), `--repeat-each 5` to hunt a
 * flaky one, `--workers 1`. The global setup starts a throwaway api and the production build of
 * the web on free ports: built unless E2E_DIST_DIR (default web/.next-e2e) holds a build of the
 * current sources, as CI's does (decision 052); E2E_REUSE_BUILD=1 keeps any build there. The
 * fixtures fail a journey on any uncaught page error, hydration error or CSP violation. Debian's
 * Chromium drives them: its headless shell (/usr/bin/chromium-headless-shell, decision 058), the
 * full browser where only it is installed, or CHROME_PATH. No browser download.
 */
const CI = Boolean(process.env.CI)

export default defineConfig({
  testDir: './web/e2e',
  testMatch: '*.spec.ts',
  globalSetup: './web/e2e/global-setup.ts',
  outputDir: OUTPUT_DIR,
  // A journey spends much of its time waiting on the web and api of the same machine: on 2 cores,
  // three journeys at a time keep both cores busy where two left them about half idle (decision
  // 052, amended). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 3,
  // The journeys of a file run in order, in one worker; files are spread over the workers.
  fullyParallel: false,
  forbidOnly: CI,
  // A failed journey runs once more, recording its trace (below). Flakes must surface in CI: there
  // a journey that passed only on its second try fails the run; a local run reports it as flaky.
  retries: 1,
  failOnFlakyTests: CI,
  // A journey walks through up to 25 pages; on a busy 2-core machine one can take a few minutes.
  timeout: 6 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: REPORT_DIR, open: 'never' }],
    // CI prints the slowest journeys from it (.ci/slowest.mjs).
    ...(CI ? [['json', { outputFile: `${REPORT_DIR}.json` }] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        ...headlessArgs(CHROMIUM),
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
    // Recording a trace on every run was a third of the journeys' work (decision 059): a failed
    // journey leaves the screenshot of its failure and the page's aria snapshot
    // (error-context.md), and its retry records the whole trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
})
