/**
 * `npm start` (and `npm run dev` with --dev): run the whole product with embedded defaults.
 * api on API_PORT (migrates and seeds on first start), web on PORT (built on first start or when
 * its sources changed: content hash in web-build-stamp.ts), and the job worker when Redis is configured.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { localOrigin } from '@ironyard/contract/listen-host'
import { getEnv, ROOT_DIR } from '../api/src/lib/env'
import { buildWeb, webBuildIsCurrent } from './web-build-stamp'

const dev = process.argv.includes('--dev')
const env = getEnv()
const WEB_DIR = path.join(ROOT_DIR, 'web')
const BIN = path.join(ROOT_DIR, 'node_modules', '.bin')
const children: ChildProcess[] = []
let stopping = false

/**
 * `cmd` from node_modules/.bin, or a TypeScript file run by this Node with tsx's loader in the same
 * process (`node --import tsx`): tsx's own command puts a parent process in front that relays
 * SIGTERM and kills the program with SIGKILL when it has not answered within 30 ms, which a busy
 * machine misses, and a graceful shutdown then loses what was in flight.
 */
function run(name: string, cmd: string, args: string[], cwd = ROOT_DIR): ChildProcess {
  const [file, fileArgs] =
    cmd === 'node' ? [process.execPath, ['--import', 'tsx', ...args]] : [path.join(BIN, cmd), args]
  const child = spawn(file, fileArgs, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`)
    void shutdown(code ?? 1)
  })
  return child
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return
  stopping = true
  for (const c of children) c.kill('SIGTERM')
  const deadline = Date.now() + 10_000
  while (
    children.some((c) => c.exitCode === null && c.signalCode === null) &&
    Date.now() < deadline
  ) {
    await new Promise((r) => setTimeout(r, 100))
  }
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

async function waitForApi(): Promise<void> {
  const url = `${localOrigin(env.HOST, env.API_PORT)}/health`
  for (;;) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    if (stopping) return
    await new Promise((r) => setTimeout(r, 250))
  }
}

function ensureWebBuild(): void {
  if (webBuildIsCurrent(ROOT_DIR)) return
  console.log('[start] building the web app for production (first start or sources changed)...')
  buildWeb(ROOT_DIR, { codegen: true })
}

async function main(): Promise<void> {
  const hasWeb = fs.existsSync(path.join(WEB_DIR, 'next.config.ts'))
  if (dev) run('api', 'tsx', ['watch', 'api/src/main.ts'])
  else run('api', 'node', ['api/src/main.ts'])
  if (env.REDIS_URL && env.DATABASE_URL && !env.JOBS_IN_API)
    run('jobs', 'node', ['api/src/jobs/worker-main.ts'])
  if (!hasWeb) {
    await waitForApi()
    return
  }
  if (!dev) ensureWebBuild()
  await waitForApi()
  if (stopping) return
  const port = String(env.PORT)
  // The web listens where the api does (HOST, else 127.0.0.1 outside production: defaultHost).
  const webEnv = { NEXT_TELEMETRY_DISABLED: '1', HOST: env.HOST }
  Object.assign(process.env, webEnv)
  if (dev) run('web', 'next', ['dev', '-p', port, '-H', env.HOST], WEB_DIR)
  else {
    // The production server: Next behind the search page's micro-cache (web/server.ts).
    process.env.PORT = port
    run('web', 'node', ['web/server.ts'])
  }
  console.log(`[start] web on http://localhost:${port}, api on http://localhost:${env.API_PORT}`)
}

main().catch((err) => {
  console.error(`[start] ${err instanceof Error ? err.message : err}`)
  void shutdown(1)
})
