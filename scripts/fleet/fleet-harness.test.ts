import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { haproxyConfig } from './haproxy-config'
import { magicLinkToken, mailText, passcode, percentile, replicaPorts } from './fleet-harness'

describe('fleet test harness', () => {
  it("reads each replica's own port from the configuration the fleet writes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-harness-'))
    try {
      const file = path.join(dir, 'haproxy.cfg')
      fs.writeFileSync(
        file,
        haproxyConfig({
          host: '127.0.0.1',
          apiPort: 8911,
          webPort: 8910,
          api: [
            { id: 'api-1', port: 41001 },
            { id: 'api-2', port: 41002 },
          ],
          web: [{ id: 'web-1', port: 42001 }],
        }),
      )
      expect([...replicaPorts(file, 'api')]).toEqual([
        ['api-1', 41001],
        ['api-2', 41002],
      ])
      expect([...replicaPorts(file, 'web')]).toEqual([['web-1', 42001]])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('takes the nearest-rank percentile', () => {
    const ms = Array.from({ length: 20 }, (_, i) => (i + 1) * 10)
    expect(percentile(ms, 95)).toBe(190)
    expect(percentile(ms, 50)).toBe(100)
    expect(percentile([7], 95)).toBe(7)
  })

  it('finds the magic link and the code in quoted-printable mail', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde'
    const link = mailText({
      to: ['a@b.c'],
      data: `Content-Type: text/html\n\n<a href=3D"http://w/authenticate?stytch_token_type=3Dmagic_links&amp;tok=\nen=3D${token}">`,
    })
    expect(magicLinkToken(link)).toBe(token)
    const code = mailText({
      to: ['a@b.c'],
      data: 'Date: 2026-12-06 123456\nContent-Type: text/plain; charset=3Dutf-8\n\nYour code is 654321.\n',
    })
    expect(passcode(code)).toBe('654321')
  })
})
