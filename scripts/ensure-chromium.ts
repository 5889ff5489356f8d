import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** Debian's Chromium, the one browser the journeys drive (no browser download, decision 025). */
const DEBIAN_CHROMIUM = '/usr/bin/chromium'
const APT_GET = '/usr/bin/apt-get'

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
 * (root, apt-get present, the default path asked for), install Chromium and say so (issue 32);
 * anywhere else stop with the one command that fixes it, as before.
 */
export function ensureChromium(browser: string, host: ChromiumHost = realHost): void {
  if (host.exists(browser)) return
  const fix = `${browser} is missing: apt-get install -y chromium`
  if (browser !== DEBIAN_CHROMIUM || host.uid !== 0 || !host.exists(APT_GET)) {
    throw new Error(fix)
  }
  host.log(
    "[e2e] Chromium is missing: installing Debian's package (apt-get install -y chromium)...",
  )
  try {
    host.run(APT_GET, ['update', '-qq'])
    host.run(APT_GET, ['install', '-y', '-qq', 'chromium'])
  } catch (e) {
    throw new Error(`${fix} (installing it failed: ${e instanceof Error ? e.message : String(e)})`)
  }
  if (!host.exists(browser)) throw new Error(fix)
  host.log(`[e2e] installed ${browser}`)
}
