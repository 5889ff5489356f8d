/**
 * The production web server: Next.js behind the search page's micro-cache
 * (docs/decisions/006-search-page-micro-cache.md), server-rendered error pages (010), scripts that
 * run after the first paint (011), gzip/brotli compression and the security headers with a
 * per-answer CSP nonce (014). `npm start`, the e2e journeys and bench:web run it
 * with `tsx web/server.ts`; `next dev` is used for development.
 *
 * Env: PORT (8910), HOST (or HOSTNAME; unset: every interface with NODE_ENV=production, else
 * 127.0.0.1), PAGE_CACHE_TTL_MS (5000 ms; 0 turns the cache off), SLOW_REQUEST_MS (answers
 * slower than this are logged, 3000; 0: none), WEB_TRUST_PROXY (proxies in front of this server;
 * empty: the socket peer is the visitor, see docs/decisions/007), NEXT_DIST_DIR (the build
 * folder, via next.config.ts), REPLICA_ID (its name in x-served-by and /health/*,
 * src/server/replica-health.ts; unset: web-<host>-<pid>).
 */
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { defaultReplicaId, drainAndStop, ReplicaLifecycle } from '@ironyard/contract/replica'
import { slowRequestLine, slowRequestMs } from '@ironyard/contract/slow-requests'
import compression from 'compression'
import next from 'next'
import { parseTrustedProxies, setClientAddress } from './src/server/client-address'
import {
  acceptErrorDocumentHeader,
  loopbackErrorPage,
  serveWithErrorDocument,
} from './src/server/error-document'
import { deferScripts } from './src/server/deferred-scripts'
import { PageCache } from './src/server/page-cache'
import { applySecurityHeaders, type SecurityConfig } from './src/server/security'
import { guardRequest } from './src/server/request-guard'
import { answerHealth } from './src/server/replica-health'
import { webHostname } from './src/server/listen-host'

const port = Number(process.env.PORT || 8910)
const hostname = webHostname(process.env)
const ttlMs = Number(process.env.PAGE_CACHE_TTL_MS ?? 5000)
const slowMs = slowRequestMs(process.env.SLOW_REQUEST_MS)
const replica = new ReplicaLifecycle(
  process.env.REPLICA_ID || defaultReplicaId('web', os.hostname(), process.pid),
  process.pid,
)

async function main(): Promise<void> {
  const trustedProxies = parseTrustedProxies(process.env.WEB_TRUST_PROXY)
  // Security headers and the per-answer CSP nonce (decision 018).
  const security: SecurityConfig = {
    apiUrl: process.env.API_URL || 'http://localhost:8911',
    stytchApiUrl: process.env.STYTCH_API_URL,
    production: process.env.NODE_ENV === 'production',
    trustedProxies,
  }
  // Next is not told the listening address. Given one (127.0.0.1, HOST's default outside
  // production), every page of `npm start` answered 303 to itself: the proxy's rewrite of `/` to
  // the English tree reached the proxy again as `/en`, which redirects to `/`. Next never needed
  // it: it serves whatever reaches this server.
  const app = next({ dev: false, dir: path.resolve(__dirname), port })
  const handle = app.getRequestHandler()
  await app.prepare()
  // Compression is ours, not Next's (next.config.ts `compress: false`): the documents are
  // rewritten (deferScripts, decision 011) before they are compressed.
  const compress = compression()
  const render = (req: IncomingMessage, res: ServerResponse, nonce: string) =>
    new Promise<void>((resolve, reject) => {
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
        deferScripts(req, res, nonce)
        Promise.resolve(handle(req, res)).then(resolve, reject)
      })
    })
  const cache = new PageCache({ ttlMs: Number.isFinite(ttlMs) ? ttlMs : 0 })
  // Error pages rendered on the server (decision 010): the internal request proves itself with
  // this process's secret.
  const secret = randomBytes(16).toString('hex')
  const self = () => {
    const a = server.address() as AddressInfo
    const host =
      !hostname || a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address
    return `http://${host.includes(':') ? `[${host}]` : host}:${a.port}`
  }
  const errorPage = loopbackErrorPage(self, secret)
  const server = createServer((req, res) => {
    if (slowMs > 0) {
      const began = performance.now()
      res.once('close', () => {
        const ms = performance.now() - began
        if (ms < slowMs) return
        const line = slowRequestLine(
          req.method,
          req.url,
          res.statusCode,
          ms,
          res.getHeader('content-type'),
        )
        if (line) console.warn(`[web] ${line}${res.writableFinished ? '' : ' (not finished)'}`)
      })
    }
    // x-served-by on every answer; /health/live and /health/ready for the balancer (issue 33).
    if (answerHealth(req, res, replica)) return
    const internal = acceptErrorDocumentHeader(req, secret)
    // The api rate-limits on the address the web forwards: never a visitor-typed one.
    setClientAddress(req, trustedProxies)
    const nonce = applySecurityHeaders(req, res, security)
    // Hostile input is a client error (issue 12): malformed URLs, cross-origin or oversized form
    // posts are refused before Next sees them, undecodable server-action bodies answer 4xx.
    const answer = internal
      ? render(req, res, nonce)
      : guardRequest(req, res, errorPage, () =>
          serveWithErrorDocument(
            req,
            res,
            () => cache.handle(req, res, () => render(req, res, nonce), nonce),
            errorPage,
          ),
        )
    answer.catch((err: unknown) => {
      console.error(`[web] ${err instanceof Error ? err.message : String(err)}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end()
    })
  })
  server.listen(port, hostname, () => {
    console.log(`[web] ready on http://${hostname ?? 'localhost'}:${port}`)
  })
  // Readiness turns 503 at once; serve until the balancer noticed, then finish what is in flight
  // and exit within 30 s (contract/src/replica.ts).
  const stop = () =>
    void drainAndStop(replica, {
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeIdleConnections()
        }),
      closeIdle: () => server.closeIdleConnections(),
      forceClose: () => server.closeAllConnections(),
      log: (message) => console.log(`[web] ${replica.id}: ${message}`),
      exit: (code) => process.exit(code),
    })
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((err: unknown) => {
  console.error(`[web] ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
