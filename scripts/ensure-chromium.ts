import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * The journeys' browsers, both Debian's Chromium (no browser download, decision 025). The old
 * headless shell (package chromium-headless-shell) draws pages without the full browser's UI
 * process: the journeys do the same work in about three quarters of the CPU time (decision 058).
 * The full browser still serves where only it is installed.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const FULL_CHROMIUM = '/usr/bin/chromium'
const DEBIAN_PACKAGES: Record<string, string> = {
  [HEADLESS_SHELL]: 'chromium-headless-shell',
  [FULL_CHROMIUM]: 'chromium',
}
const APT_GET = '/usr/bin/apt-get'

/**
 * The browser the journeys drive: CHROME_PATH when set; else the headless shell, unless only the
 * full Chromium is installed; the shell is what a machine without either gets.
 */
export function journeyBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (p: string) => boolean = fs.existsSync,
): string {
  if (env.CHROME_PATH) return env.CHROME_PATH
  return !exists(HEADLESS_SHELL) && exists(FULL_CHROMIUM) ? FULL_CHROMIUM : HEADLESS_SHELL
}

/** The full browser runs headless only when asked; the shell is nothing else. */
export const headlessArgs = (browser: string): string[] =>
  browser === HEADLESS_SHELL ? [] : ['--headless=new']

export interface ChromiumHost {
  exists(path: string): boolean
  /** The process's user id (0: root); undefined where the platform has none. */
  uid: number | undefined
  run(command: string, args: string[]): void
  log(line: string): void
}

const realHost: ChromiumHost = {
  exists: (p) => fs.existsSync(p),
  uid: process.getuid?.(),
  run: (command, args) => {
    execFileSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  },
  log: (line) => console.log(line),
}

/**
 * The journeys need `browser`. On a fresh machine where this process may install Debian packages
 * (root, apt-get present, one of Debian's paths asked for), install its package and say so
 * (issue 32); anywhere else stop with the one command that fixes it.
 */
export function ensureChromium(browser: string, host: ChromiumHost = realHost): void {
  if (host.exists(browser)) return
  const pkg = DEBIAN_PACKAGES[browser] ?? DEBIAN_PACKAGES[HEADLESS_SHELL]
  const fix = `${browser} is missing: apt-get install -y ${pkg}`
  if (!(browser in DEBIAN_PACKAGES) || host.uid !== 0 || !host.exists(APT_GET)) {
    throw new Error(fix)
  }
  host.log(
    `[e2e] ${browser} is missing: installing Debian's package (apt-get install -y ${pkg})...`,
  )
  try {
    host.run(APT_GET, ['update', '-qq'])
    host.run(APT_GET, ['install', '-y', '-qq', pkg])
  } catch (e) {
    throw new Error(`${fix} (installing it failed: ${e instanceof Error ? e.message : String(e)})`)
  }
  if (!host.exists(browser)) throw new Error(fix)
  host.log(`[e2e] installed ${browser}`)
}
