/**
 * `npm run test:e2e`: the browser journeys of web/e2e/*.spec.ts against a throwaway api (fresh
 * PGlite, or a fresh PostgreSQL database when TEST_DATABASE_URL is set; 3,000 demo listings,
 * seed 42) and the production web build, on free ports, driven by Debian's Chromium through
 * playwright-core. Everything it starts is stopped at the end. `-- --grep text` (repeatable) runs
 * the journeys whose title contains one of the texts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { E2E_LENDER_APPLICATION_URL, journeys } from '../web/e2e/harness'
import { freePort, killGroup, ROOT } from './bench/lib'
import { startWebServer, startWebStack } from './web-stack'

const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium'
// E2E_DIST_DIR: another build folder (and server log), so two runs on one checkout do not collide.
const DIST_DIR = process.env.E2E_DIST_DIR || '.next-e2e'
// `--grep text` (repeatable): journeys whose title contains any of the texts.
const greps = process.argv.flatMap((a, i) =>
  a === '--grep' && process.argv[i + 1] ? [process.argv[i + 1]] : [],
)

/**
 * A page load ends (Playwright's `load`) before the app's scripts run: they start a frame after the
 * first paint (docs/decisions/011). A visitor's first click comes later than that; a journey's
 * comes at once. So after every navigation a journey waits, as a visitor would, until the loader
 * reports the scripts have run (`__iyReady`); pages without the loader go on at once.
 */
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const

/**
 * What the browser reports going wrong on a journey's pages: uncaught exceptions, React's
 * hydration errors (in production builds, minified: #418 text, #419, #421-#423 and #425) and
 * Content-Security-Policy violations. A hydration error means React threw the server's HTML away
 * and drew the page again: slower, and anything the visitor had entered is lost. Any of them
 * fails the journey.
 */
const HYDRATION_ERROR =
  /Minified React error #4(18|19|21|22|23|25)\b|Hydration failed|hydrat(ed|ion).*(mismatch|didn't match)/i
/**
 * A Content-Security-Policy violation (docs/decisions/018): Chromium's console message for a
 * blocked script, style, image, connection or frame, and the `securitypolicyviolation` event,
 * which CSP_WATCH reports on the console with this prefix. Every journey proves its pages work
 * under the policy.
 */
const CSP_VIOLATION = /Content Security Policy|\[csp-violation\]/i
// A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
const CSP_WATCH = `document.addEventListener('securitypolicyviolation', (e) => console.error(
  '[csp-violation] ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') +
  ' (' + (e.sourceFile || 'document') + ':' + e.lineNumber + ') ' + e.sample))`

async function watchBrowserErrors(context: BrowserContext, errors: string[]): Promise<void> {
  await context.addInitScript({ content: CSP_WATCH })
  context.on('page', (page: Page) => {
    const where = () => page.url().replace(/^https?:\/\/[^/]+/, '')
    page.on('pageerror', (e) => errors.push(`${where()}: uncaught ${e.name}: ${e.message}`))
    page.on('console', (m) => {
      const text = m.text()
      if (m.type() === 'error' && (HYDRATION_ERROR.test(text) || CSP_VIOLATION.test(text)))
        errors.push(`${where()}: ${text.slice(0, 300)}`)
    })
  })
}

function waitForAppScripts(context: BrowserContext): void {
  context.on('page', (page: Page) => {
    for (const name of NAVIGATIONS) {
      const navigate = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page)
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const result = await navigate(...args)
          await page
            .waitForFunction(
              () => {
                const w = self as unknown as { __iyScripts?: unknown; __iyReady?: boolean }
                return !w.__iyScripts || w.__iyReady === true
              },
              undefined,
              { timeout: 10_000 },
            )
            // Another navigation replaced the page meanwhile: that one is waited for instead.
            .catch(() => undefined)
          return result
        },
      })
    }
  })
}

async function main(): Promise<number> {
  for (const f of fs
    .readdirSync(path.join(ROOT, 'web/e2e'))
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()) {
    await import(path.join(ROOT, 'web/e2e', f))
  }
  // E2E_REPEAT=N runs each selected journey N times in a row (hunting a flaky one).
  const repeat = Math.max(1, Number(process.env.E2E_REPEAT) || 1)
  const selected = journeys
    .filter((j) => !greps.length || greps.some((g) => j.title.includes(g)))
    .flatMap((j) => Array.from({ length: repeat }, () => j))
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`)
  const logPath = path.join(
    ROOT,
    'test-results',
    `e2e-servers${DIST_DIR.replace(/^\.next-e2e/, '')}.log`,
  )
  fs.mkdirSync(path.dirname(logPath), { recursive: true })
  const log = fs.createWriteStream(logPath)
  const started = Date.now()
  console.log('[e2e] starting a fresh api (seeding 3,000 listings) and the production web...')
  const stack = await startWebStack({
    listings: 3000,
    seed: 42,
    distDir: DIST_DIR,
    rebuild: true,
    log,
    // The journeys read the emails the product sent from the api's development outbox.
    apiEnv: { NODE_ENV: 'test' },
    webEnv: { LENDER_APPLICATION_URL: E2E_LENDER_APPLICATION_URL },
  })
  console.log(`[e2e] ready in ${((Date.now() - started) / 1000).toFixed(0)} s: web ${stack.webUrl}`)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  // Started on first use: a web server of the same build whose api is a closed port.
  let withoutApi: Promise<{ url: string; stop(): void }> | null = null
  const webWithoutApi = () =>
    (withoutApi ??= (async () => {
      const [port, deadApiPort] = [await freePort(), await freePort()]
      const web = await startWebServer({
        distDir: DIST_DIR,
        port,
        apiUrl: `http://127.0.0.1:${deadApiPort}`,
        log,
      })
      return { url: `http://127.0.0.1:${port}`, stop: () => killGroup(web, 'SIGKILL') }
    })()).then((w) => w.url)
  let failed = 0
  try {
    for (const j of selected) {
      const t0 = Date.now()
      const contexts: Array<{ close(): Promise<void> }> = []
      const browserErrors: string[] = []
      try {
        await j.run({
          browser,
          baseURL: stack.webUrl,
          apiURL: stack.apiUrl,
          webWithoutApi,
          webDistDir: path.join(ROOT, 'web', DIST_DIR),
          newContext: async (options) => {
            const context = await browser.newContext({
              baseURL: stack.webUrl,
              viewport: { width: 1280, height: 900 },
              locale: 'en-US',
              ...options,
            })
            context.setDefaultTimeout(20_000)
            await watchBrowserErrors(context, browserErrors)
            if (options?.javaScriptEnabled !== false) waitForAppScripts(context)
            contexts.push(context)
            return context
          },
        })
        if (browserErrors.length) {
          throw new Error(`the browser reported errors:\n${[...new Set(browserErrors)].join('\n')}`)
        }
        console.log(`  ✓ ${j.title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`)
      } catch (e) {
        failed++
        console.log(
          `  ✗ ${j.title}\n    ${(e instanceof Error ? (e.stack ?? e.message) : String(e)).split('\n').slice(0, 6).join('\n    ')}`,
        )
        // A journey that failed on its own may have failed because of these (a blocked script).
        const reported = [...new Set(browserErrors)]
        if (reported.length && !(e instanceof Error && e.message.includes(reported[0])))
          console.log(
            `    the browser also reported:\n      ${reported.slice(0, 5).join('\n      ')}`,
          )
      } finally {
        for (const c of contexts) await c.close().catch(() => undefined)
      }
    }
  } finally {
    await browser.close()
    if (withoutApi) (await withoutApi.catch(() => null))?.stop()
    await stack.stop()
    log.end()
  }
  console.log(
    `[e2e] ${selected.length - failed} passed, ${failed} failed (server log: ${path.relative(ROOT, logPath)})`,
  )
  return failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(`[e2e] ${e instanceof Error ? e.message : e}`)
    process.exit(1)
  },
)
