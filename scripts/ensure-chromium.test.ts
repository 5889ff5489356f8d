import { ensureChromium, type ChromiumHost } from './ensure-chromium'

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
      if (args.includes('install') && opts.aptInstalls !== false) files.add('/usr/bin/chromium')
    },
    log: (line) => lines.push(line),
  }
  return { h, runs, lines }
}

describe('the journeys find Chromium (issue 32)', () => {
  it('does nothing when the browser is there', () => {
    const m = host({ files: ['/usr/bin/chromium'], uid: 1000 })
    ensureChromium('/usr/bin/chromium', m.h)
    expect(m.runs).toEqual([])
  })

  it('installs Debian’s package as root with apt-get, and says so', () => {
    const m = host({ files: ['/usr/bin/apt-get'], uid: 0 })
    ensureChromium('/usr/bin/chromium', m.h)
    expect(m.runs).toEqual([
      '/usr/bin/apt-get update -qq',
      '/usr/bin/apt-get install -y -qq chromium',
    ])
    expect(m.lines.join('\n')).toMatch(/installing Debian's package/)
  })

  it('stops with the one command elsewhere: not root, no apt-get, or another browser path', () => {
    for (const [files, uid, browser] of [
      [['/usr/bin/apt-get'], 1000, '/usr/bin/chromium'],
      [[], 0, '/usr/bin/chromium'],
      [['/usr/bin/apt-get'], 0, '/opt/chrome/chrome'],
    ] as const) {
      const m = host({ files: [...files], uid })
      expect(() => ensureChromium(browser, m.h)).toThrow(
        `${browser} is missing: apt-get install -y chromium`,
      )
      expect(m.runs).toEqual([])
    }
  })

  it('says what failed when the install does not bring the browser', () => {
    const m = host({ files: ['/usr/bin/apt-get'], uid: 0, aptInstalls: false })
    expect(() => ensureChromium('/usr/bin/chromium', m.h)).toThrow(/apt-get install -y chromium/)
  })
})
