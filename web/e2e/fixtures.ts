/* eslint-disable no-empty-pattern -- Playwright reads what a fixture uses from its first parameter's pattern */
import fs from 'node:fs'
import path from 'node:path'
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test'
import { freePort, killGroup } from '../../scripts/bench/lib'
import { startWebServer } from '../../scripts/web-stack'
import { DIST_DIR, ROOT, SERVER_LOG, STACK_ENV } from './e2e-env'
import { RequestLog, serverLogTail } from './request-log'

export { expect } from '@playwright/test'

/**
 * The fixtures of the browser journeys (docs/decisions/025). Every browser context a journey gets
 * (`newContext`, or Playwright's own `context` and `page`) guarantees:
 *
 * - the journey fails if a page of it throws an uncaught exception, reports a React hydration
 *   error or a Content-Security-Policy violation (after the journey's own steps, listing each);
 * - after every navigation, the journey waits until the app's scripts have run (`__iyReady`), as a
 *   visitor's first click comes after them;
 * - it runs against the run's throwaway stack (global-setup.ts): `baseURL` is its web, `apiURL`
 *   its api, and contexts are closed when the journey ends.
 */
export interface JourneyFixtures {
  /** The site's origin: the production web build of this run. */
  baseURL: string
  /** The api's origin (its development endpoints, e.g. GET /dev/outbox, are served in tests). */
  apiURL: string
  /** A new context with the site's base URL, a desktop viewport and English, watched as above. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
  /** The folder of the web build under test (its manifests list the server actions). */
  webDistDir: string
  /** What the browser reported going wrong; any entry fails the journey once it has run. */
  browserErrors: string[]
  /** The requests of the journey's pages: a failed journey prints those still pending. */
  requestLog: RequestLog
}

export interface JourneyWorkerFixtures {
  /**
   * Base URL of a second production web server of the same build whose api is unreachable (a
   * closed port): what visitors get when the api is down. Started on first use in a worker.
   */
  webWithoutApi: string
}

/**
 * What the browser reports going wrong on a journey's pages: uncaught exceptions, React's
 * hydration errors (in production builds, minified: #418 text, #419, #421-#423 and #425) and
 * Content-Security-Policy violations. A hydration error means React threw the server's HTML away
 * and drew the page again: slower, and anything the visitor had entered is lost.
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
// A string, not a function: the transpiler could wrap a named inner function in a helper the page lacks.
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

/**
 * A page load ends (Playwright's `load`) before the app's scripts run: they start a frame after the
 * first paint (docs/decisions/011), and React hydrates the page after they have run. A visitor's
 * first click comes later than that; a journey's comes at once. So after every navigation a
 * journey waits, as a visitor would, until the document is parsed, the loader reports the scripts
 * have run (`__iyReady`) and the shell has hydrated (`__iyHydrated`, components/ui/EarlyClicks):
 * a Next link clicked between the first two and the third was taken by React (hydrated on the
 * click, default prevented) but never navigated, as the app router was not yet committed (a
 * journey failing 1 run in 24 under load, and CI's red stops 44 and 47). A navigation waited for
 * with `waitUntil: 'commit'` waits for the document too: at its commit the new page is still
 * empty. Pages without the loader (no scripts) go on once parsed; pages without the shell
 * (`#main`) once their scripts ran. A journey that must act before the scripts run calls the
 * method of Page's prototype (scripts.spec.ts).
 */
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const

/** In the page: parsed, its scripts run and its shell hydrated (see above). */
function appReady(): boolean {
  const w = self as unknown as {
    __iyScripts?: unknown
    __iyReady?: boolean
    __iyHydrated?: boolean
  }
  if (document.readyState === 'loading') return false
  if (!w.__iyScripts) return true
  if (w.__iyReady !== true) return false
  return w.__iyHydrated === true || !document.getElementById('main')
}

function waitForAppScripts(context: BrowserContext): void {
  context.on('page', (page: Page) => {
    for (const name of NAVIGATIONS) {
      const navigate = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page)
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const result = await navigate(...args)
          await page
            .waitForFunction(appReady, undefined, { timeout: 10_000 })
            .catch((e: unknown) => {
              // Another navigation replaced the page meanwhile: that one is waited for instead.
              // A page still not ready after 10 s is named: the journey's next step may fail.
              if (e instanceof Error && e.name === 'TimeoutError' && !page.isClosed())
                console.log(
                  `[journey] ${new URL(page.url()).pathname} was not hydrated within 10 s`,
                )
            })
          return result
        },
      })
    }
  })
}

/** Both apply to a context before its first page opens. */
async function watch(
  context: BrowserContext,
  errors: string[],
  javaScriptEnabled: boolean,
  requests: RequestLog,
): Promise<void> {
  context.setDefaultTimeout(20_000)
  requests.watch(context)
  await watchBrowserErrors(context, errors)
  if (javaScriptEnabled) waitForAppScripts(context)
}

function stackUrl(name: keyof typeof STACK_ENV): string {
  const url = process.env[STACK_ENV[name]]
  if (!url) throw new Error(`${STACK_ENV[name]} is not set: run the journeys with npm run test:e2e`)
  return url
}

export const test = base.extend<JourneyFixtures, JourneyWorkerFixtures>({
  baseURL: async ({}, use) => use(stackUrl('webUrl')),
  apiURL: async ({}, use) => use(stackUrl('apiUrl')),
  webDistDir: async ({}, use) => use(path.join(ROOT, 'web', DIST_DIR)),

  browserErrors: [
    async ({}, use) => {
      const errors: string[] = []
      await use(errors)
      // Checked after the journey has closed its contexts (the fixtures using this one).
      const reported = [...new Set(errors)]
      if (reported.length) throw new Error(`the browser reported errors:\n${reported.join('\n')}`)
    },
    { auto: true },
  ],

  requestLog: async ({}, use, testInfo) => {
    const log = new RequestLog()
    await use(log)
    if (testInfo.status === testInfo.expectedStatus) return
    const report = [log.report(), serverLogTail(SERVER_LOG)].filter(Boolean).join('\n')
    console.log(`[${testInfo.title}]\n${report}`)
    await testInfo.attach('requests', { body: report, contentType: 'text/plain' })
  },

  context: async ({ context, browserErrors, javaScriptEnabled, requestLog }, use) => {
    await watch(context, browserErrors, javaScriptEnabled !== false, requestLog)
    await use(context)
    requestLog.freeze()
  },

  newContext: async ({ browser, baseURL, browserErrors, requestLog }, use) => {
    const contexts: BrowserContext[] = []
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 900 },
        locale: 'en-US',
        ...options,
      })
      contexts.push(context)
      await watch(context, browserErrors, options.javaScriptEnabled !== false, requestLog)
      return context
    })
    requestLog.freeze()
    for (const c of contexts) await c.close().catch(() => undefined)
  },

  webWithoutApi: [
    async ({}, use) => {
      const [port, deadApiPort] = [await freePort(), await freePort()]
      const log = fs.createWriteStream(SERVER_LOG, { flags: 'a' })
      const web = await startWebServer({
        distDir: DIST_DIR,
        port,
        apiUrl: `http://127.0.0.1:${deadApiPort}`,
        log,
      })
      await use(`http://127.0.0.1:${port}`)
      killGroup(web, 'SIGKILL')
      log.end()
    },
    { scope: 'worker', timeout: 180_000 },
  ],
})
