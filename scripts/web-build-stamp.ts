/**
 * The fingerprint kept next to a production web build (web/<build folder>/ironyard-source-hash) to
 * decide whether the build is still current: `npm start` (web/.next) and the browser journeys
 * (web/.next-e2e) build only when it does not match. It hashes file contents (not mtimes, which a
 * fresh clone, `touch` or a checkout change without changing anything) of what the build reads: the
 * web sources, the contract's sources (compiled into the web: transpilePackages), the api's SDL
 * (the web's generated GraphQL types come from it) and the lockfile.
 *
 * Left out: what codegen and `next build` write themselves (the generated GraphQL documents,
 * next-env.d.ts, the .next* build folders, *.tsbuildinfo), and what the production build never
 * reads (tests, stories, the e2e journeys, Storybook). Otherwise the first start, which runs
 * codegen and the build, would leave a tree whose hash no longer matches its own stamp.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Directory names skipped anywhere under web/. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '__generated__',
  'storybook-static',
  '.storybook',
  'e2e',
  'test',
  'test-results',
  'playwright-report',
  'coverage',
  'stories',
])

/** File names or patterns skipped anywhere under web/. */
function skippedFile(name: string): boolean {
  return (
    name === 'next-env.d.ts' ||
    name === '.DS_Store' ||
    name.endsWith('.tsbuildinfo') ||
    /\.(test|spec|stories)\.tsx?$/.test(name)
  )
}

function skippedDir(name: string): boolean {
  // .next (npm start), .next-e2e, .next-bench and any other NEXT_DIST_DIR build folder.
  return name.startsWith('.next') || SKIPPED_DIRS.has(name)
}

/** Files under `dir` the web build depends on, as paths relative to `base`, sorted. */
function sourceFiles(dir: string, base: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!skippedDir(entry.name)) sourceFiles(p, base, out)
    } else if (entry.isFile() && !skippedFile(entry.name)) {
      out.push(path.relative(base, p))
    }
  }
  return out
}

/**
 * The content hash of everything the production web build depends on, for the repository at
 * `rootDir` (with web/ and api/ inside). Deterministic: same contents, same hash, whatever the
 * mtimes or the order the file system lists entries in.
 */
export function webSourceHash(rootDir: string): string {
  const files = sourceFiles(path.join(rootDir, 'web'), rootDir, [])
  sourceFiles(path.join(rootDir, 'contract'), rootDir, files)
  const sdlDir = path.join(rootDir, 'api', 'src', 'graphql')
  if (fs.existsSync(sdlDir)) {
    for (const name of fs.readdirSync(sdlDir)) {
      if (name.endsWith('.sdl.ts')) files.push(path.join('api', 'src', 'graphql', name))
    }
  }
  for (const name of ['package-lock.json', 'tsconfig.json']) {
    if (fs.existsSync(path.join(rootDir, name))) files.push(name)
  }
  // Forward slashes and a plain code-unit sort: the same list on every platform and locale.
  const rel = files.map((f) => f.split(path.sep).join('/')).sort()
  const h = crypto.createHash('sha256')
  for (const f of rel) {
    const content = fs.readFileSync(path.join(rootDir, f))
    h.update(`${f}\0${content.length}\0`)
    h.update(content)
    h.update('\0')
  }
  return h.digest('hex')
}

/**
 * Where the stamp of a build lives: in its build folder under web/ (`distDir`, Next's
 * NEXT_DIST_DIR), .next for `npm start`.
 */
export function webBuildStampPath(rootDir: string, distDir = '.next'): string {
  return path.join(rootDir, 'web', distDir, 'ironyard-source-hash')
}

/** True when a production build exists in web/`distDir` and was made from the current sources. */
export function webBuildIsCurrent(rootDir: string, distDir = '.next'): boolean {
  const stamp = webBuildStampPath(rootDir, distDir)
  if (!fs.existsSync(path.join(rootDir, 'web', distDir, 'BUILD_ID'))) return false
  if (!fs.existsSync(stamp)) return false
  return fs.readFileSync(stamp, 'utf8').trim() === webSourceHash(rootDir)
}

/** Records that the build in web/`distDir` is current (call after codegen and `next build`). */
export function writeWebBuildStamp(rootDir: string, distDir = '.next'): void {
  // Hashed after the build, so anything the build rewrote in a hashed file is already counted.
  const stamp = webBuildStampPath(rootDir, distDir)
  fs.mkdirSync(path.dirname(stamp), { recursive: true })
  fs.writeFileSync(stamp, webSourceHash(rootDir))
}

export interface BuildWebOptions {
  /** The build folder under web/ (NEXT_DIST_DIR). Default .next, the `npm start` one. */
  distDir?: string
  /** Run `npm run codegen` first (the build reads the generated GraphQL documents). */
  codegen?: boolean
  /** Where the output goes; default this process's stdout and stderr. */
  log?: NodeJS.WritableStream
}

/**
 * `next build`'s environment. Always NODE_ENV=production: a production build made under
 * NODE_ENV=development (`NODE_ENV=development npm start` or `npm run fleet` with a stale build)
 * fails prerendering `/_global-error`; the mode the server then runs in is its own NODE_ENV.
 */
export function nextBuildEnv(base: NodeJS.ProcessEnv, distDir?: string): NodeJS.ProcessEnv {
  return {
    ...base,
    NODE_ENV: 'production',
    // Without a folder, as `npm start` has always built: Next's default (web/.next).
    ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
    NEXT_TELEMETRY_DISABLED: '1',
  }
}

/**
 * The production web build (`next build`) into web/`distDir`, then its stamp. Used by `npm start`
 * on a first start, the browser journeys' global setup and `tsx scripts/build-web.ts` (CI).
 */
export function buildWeb(rootDir: string, opts: BuildWebOptions = {}): void {
  const distDir = opts.distDir ?? '.next'
  const run = (cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) => {
    const res = spawnSync(cmd, args, {
      cwd,
      env,
      ...(opts.log ? { encoding: 'utf8' as const } : { stdio: 'inherit' as const }),
    })
    if (opts.log) {
      opts.log.write(res.stdout ?? '')
      opts.log.write(res.stderr ?? '')
    }
    return res.status
  }
  if (opts.codegen) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    if (run(npm, ['run', 'codegen'], rootDir) !== 0) throw new Error('codegen failed')
  }
  const status = run(
    path.join(rootDir, 'node_modules', '.bin', 'next'),
    ['build'],
    path.join(rootDir, 'web'),
    nextBuildEnv(process.env, opts.distDir),
  )
  if (status !== 0) throw new Error(`next build failed (exit ${status})`)
  writeWebBuildStamp(rootDir, distDir)
}
