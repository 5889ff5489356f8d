/**
 * `npm start` (and `npm run dev` with --dev): run the whole product with embedded defaults.
 * api on API_PORT (migrates and seeds on first start), web on PORT (built on first start or when
 * its sources changed), and the job worker when Redis is configured.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { getEnv, ROOT_DIR } from '../api/src/lib/env'

const dev = process.argv.includes('--dev')
const env = getEnv()
const WEB_DIR = path.join(ROOT_DIR, 'web')
const BIN = path.join(ROOT_DIR, 'node_modules', '.bin')
const children: ChildProcess[] = []
let stopping = false

function run(name: string, cmd: string, args: string[], cwd = ROOT_DIR): ChildProcess {
  const child = spawn(path.join(BIN, cmd), args, {
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
  const url = `http://127.0.0.1:${env.API_PORT}/health`
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

/** A cheap fingerprint of everything the web build depends on. */
function webSourceHash(): string {
  const h = crypto.createHash('sha1')
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      // Build outputs (.next, .next-e2e, .next-bench), tests and stories do not change the build.
      if (
        entry.name.startsWith('.next') ||
        ['node_modules', 'storybook-static', 'e2e'].includes(entry.name)
      )
        continue
      const p = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(p)
      else {
        const st = fs.statSync(p)
        h.update(`${p}:${st.size}:${st.mtimeMs}\n`)
      }
    }
  }
  walk(WEB_DIR)
  const lock = path.join(ROOT_DIR, 'package-lock.json')
  if (fs.existsSync(lock)) h.update(fs.readFileSync(lock))
  return h.digest('hex')
}

function ensureWebBuild(): void {
  const stamp = path.join(WEB_DIR, '.next', 'ironyard-source-hash')
  const hash = webSourceHash()
  if (
    fs.existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID')) &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === hash
  ) {
    return
  }
  console.log('[start] building the web app for production (first start or sources changed)...')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const codegen = spawnSync(npm, ['run', 'codegen'], { cwd: ROOT_DIR, stdio: 'inherit' })
  if (codegen.status !== 0) throw new Error('codegen failed')
  const build = spawnSync(path.join(BIN, 'next'), ['build'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) throw new Error('web build failed')
  fs.writeFileSync(stamp, hash)
}

async function main(): Promise<void> {
  const hasWeb = fs.existsSync(path.join(WEB_DIR, 'next.config.ts'))
  run('api', 'tsx', dev ? ['watch', 'api/src/main.ts'] : ['api/src/main.ts'])
  if (env.REDIS_URL && env.DATABASE_URL && !env.JOBS_IN_API)
    run('jobs', 'tsx', ['api/src/jobs/worker-main.ts'])
  if (!hasWeb) {
    await waitForApi()
    return
  }
  if (!dev) ensureWebBuild()
  await waitForApi()
  if (stopping) return
  const port = String(env.PORT)
  const webEnv = { NEXT_TELEMETRY_DISABLED: '1' }
  Object.assign(process.env, webEnv)
  if (dev) run('web', 'next', ['dev', '-p', port], WEB_DIR)
  else {
    // The production server: Next behind the search page's micro-cache (web/server.ts).
    process.env.PORT = port
    run('web', 'tsx', ['web/server.ts'])
  }
  console.log(`[start] web on http://localhost:${port}, api on http://localhost:${env.API_PORT}`)
}

main().catch((err) => {
  console.error(`[start] ${err instanceof Error ? err.message : err}`)
  void shutdown(1)
})
