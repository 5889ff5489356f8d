import {
  ensureChromium,
  FULL_CHROMIUM,
  HEADLESS_SHELL,
  headlessArgs,
  journeyBrowser,
  type ChromiumHost,
} from './ensure-chromium'

const PACKAGE_FILES: Record<string, string> = {
  chromium: FULL_CHROMIUM,
  'chromium-headless-shell': HEADLESS_SHELL,
}

/** A machine as ensureChromium sees it: which files exist, who we are, what apt-get did. */
function host(opts: { files: string[]; uid: number | undefined; aptInstalls?: boolean }) {
  const files = new Set(opts.files)
  const runs: string[] = []
  const lines: string[] = []
  const h: ChromiumHost = {
    exists: (p) => files.has(p),
    uid: opts.uid,
    run: (command, args) => {
      runs.push([command, ...args].join(' '))
      const pkg = args.at(-1) ?? ''
      if (args.includes('install') && opts.aptInstalls !== false && PACKAGE_FILES[pkg])
        files.add(PACKAGE_FILES[pkg])
    },
    log: (line) => lines.push(line),
  }
  return { h, runs, lines }
}

describe('the journeys find Chromium (issue 32)', () => {
  it('drive the headless shell, the full browser where only it is installed, or CHROME_PATH', () => {
    const has =
      (...files: string[]) =>
      (p: string) =>
        files.includes(p)
    expect(journeyBrowser({}, has(HEADLESS_SHELL, FULL_CHROMIUM))).toBe(HEADLESS_SHELL)
    expect(journeyBrowser({}, has(FULL_CHROMIUM))).toBe(FULL_CHROMIUM)
    expect(journeyBrowser({}, has())).toBe(HEADLESS_SHELL)
    expect(journeyBrowser({ CHROME_PATH: '/opt/chrome/chrome' }, has(HEADLESS_SHELL))).toBe(
      '/opt/chrome/chrome',
    )
    // The full browser is told to run headless; the shell has no other mode.
    expect(headlessArgs(FULL_CHROMIUM)).toEqual(['--headless=new'])
    expect(headlessArgs(HEADLESS_SHELL)).toEqual([])
  })

  it('does nothing when the browser is there', () => {
    const m = host({ files: [HEADLESS_SHELL], uid: 1000 })
    ensureChromium(HEADLESS_SHELL, m.h)
    expect(m.runs).toEqual([])
  })

  it('installs Debian’s package for the path as root with apt-get, and says so', () => {
    for (const [browser, pkg] of [
      [HEADLESS_SHELL, 'chromium-headless-shell'],
      [FULL_CHROMIUM, 'chromium'],
    ]) {
      const m = host({ files: ['/usr/bin/apt-get'], uid: 0 })
      ensureChromium(browser, m.h)
      expect(m.runs).toEqual([
        '/usr/bin/apt-get update -qq',
        `/usr/bin/apt-get install -y -qq ${pkg}`,
      ])
      expect(m.lines.join('\n')).toMatch(/installing Debian's package/)
    }
  })

  it('stops with the one command elsewhere: not root, no apt-get, or another browser path', () => {
    for (const [files, uid, browser, pkg] of [
      [['/usr/bin/apt-get'], 1000, HEADLESS_SHELL, 'chromium-headless-shell'],
      [[], 0, FULL_CHROMIUM, 'chromium'],
      [['/usr/bin/apt-get'], 0, '/opt/chrome/chrome', 'chromium-headless-shell'],
    ] as const) {
      const m = host({ files: [...files], uid })
      expect(() => ensureChromium(browser, m.h)).toThrow(
        `${browser} is missing: apt-get install -y ${pkg}`,
      )
      expect(m.runs).toEqual([])
    }
  })

  it('says what failed when the install does not bring the browser', () => {
    const m = host({ files: ['/usr/bin/apt-get'], uid: 0, aptInstalls: false })
    expect(() => ensureChromium(HEADLESS_SHELL, m.h)).toThrow(
      /apt-get install -y chromium-headless-shell/,
    )
  })
})
