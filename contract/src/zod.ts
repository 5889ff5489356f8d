import * as z from './zod-api'

/**
 * zod for every contract module (import it from here, never from 'zod'). In the browser zod runs
 * "jitless": its fast path compiles parsers with `new Function`, and even its probe for that is
 * reported by our Content-Security-Policy (no 'unsafe-eval', decision 018) as a violation. The
 * setting is read when a schema is built, so it is made here, before any module builds one; the
 * server keeps the compiled fast path. package.json lists this file under `sideEffects`, or
 * bundlers would skip it and take `z` straight from zod (web/src/lib/zod-csp.test.ts, and the
 * journeys' CSP check, fail then).
 */
if (typeof window !== 'undefined') z.config({ jitless: true })

export { z }
