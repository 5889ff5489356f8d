import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { findHaproxy, INSTALL_HAPROXY } from './fleet-options'
import { CHECK, haproxyConfig } from './haproxy-config'

/**
 * The balancer's configuration (issue 33): a frontend on API_PORT and one on PORT, each replica
 * checked on /health/ready, redispatch and retries for idempotent requests only. Checked as text
 * and, where haproxy is installed, by haproxy itself (`haproxy -c`).
 */
const input = {
  host: '127.0.0.1',
  apiPort: 8911,
  webPort: 8910,
  api: [
    { id: 'api-1', port: 40001 },
    { id: 'api-2', port: 40002 },
  ],
  web: [
    { id: 'web-1', port: 40011 },
    { id: 'web-2', port: 40012 },
  ],
}

/** The lines of one section (`frontend api`, `backend web_replicas`...), trimmed. */
function section(config: string, name: string): string[] {
  const lines = config.split('\n')
  const start = lines.indexOf(name)
  if (start < 0) throw new Error(`no section "${name}" in:\n${config}`)
  const body: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break
    body.push(line.trim())
  }
  return body
}

describe('the fleet’s HAProxy configuration', () => {
  const config = haproxyConfig(input)

  it('listens on API_PORT for the api replicas and on PORT for the web replicas', () => {
    expect(section(config, 'frontend api')).toEqual([
      'bind 127.0.0.1:8911',
      'default_backend api_replicas',
    ])
    expect(section(config, 'frontend web')).toEqual([
      'bind 127.0.0.1:8910',
      'default_backend web_replicas',
    ])
  })

  it('sends to every replica on loopback and checks each one’s readiness', () => {
    for (const [backend, replicas] of [
      ['backend api_replicas', input.api],
      ['backend web_replicas', input.web],
    ] as const) {
      const lines = section(config, backend)
      expect(lines.filter((l) => l.startsWith('server '))).toEqual(
        replicas.map((r) => `server ${r.id} 127.0.0.1:${r.port} check`),
      )
      expect(lines).toContain('option httpchk')
      expect(lines).toContain(
        'http-check send meth GET uri /health/ready ver HTTP/1.1 hdr Host localhost',
      )
      expect(lines).toContain('http-check expect status 200')
      expect(lines.some((l) => /^balance (roundrobin|leastconn)$/.test(l))).toBe(true)
      // Only GET and HEAD are retried once they reached a replica.
      expect(lines).toContain('http-request disable-l7-retry if !METH_GET !METH_HEAD')
    }
  })

  it('redispatches failed connections and retries idempotent requests, checking every second', () => {
    const defaults = section(config, 'defaults')
    expect(defaults).toContain('option redispatch')
    expect(defaults).toContain('retry-on conn-failure empty-response response-timeout')
    expect(defaults).toContain('option forwardfor')
    expect(defaults.join('\n')).toMatch(
      new RegExp(`^default-server inter ${CHECK.interMs}ms .*rise 2 fall 2$`, 'm'),
    )
  })

  it('has no web frontend without web replicas, and binds IPv6 and every interface', () => {
    const apiOnly = haproxyConfig({ ...input, web: [], host: '0.0.0.0' })
    expect(apiOnly).not.toMatch(/frontend web|backend web_replicas/)
    expect(section(apiOnly, 'frontend api')).toContain('bind 0.0.0.0:8911')
    expect(section(haproxyConfig({ ...input, host: '::' }), 'frontend api')).toContain(
      'bind :::8911 v4v6',
    )
    expect(() => haproxyConfig({ ...input, api: [] })).toThrow(/at least one api replica/)
  })

  const haproxy = findHaproxy()
  const inCi = ['true', '1'].includes(process.env.CI ?? '')
  const validate = haproxy || inCi ? it : it.skip
  if (!haproxy && !inCi)
    console.warn(
      `haproxy is not installed: skipping its own check of the configuration (${INSTALL_HAPROXY})`,
    )
  validate('is a configuration haproxy itself accepts', () => {
    if (!haproxy)
      throw new Error(`haproxy is not installed; CI must install it: ${INSTALL_HAPROXY}`)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-haproxy-'))
    try {
      const file = path.join(dir, 'haproxy.cfg')
      fs.writeFileSync(file, haproxyConfig({ ...input, statsSocket: path.join(dir, 'sock') }))
      const check = spawnSync(haproxy, ['-c', '-f', file], { encoding: 'utf8' })
      expect({ status: check.status, output: `${check.stdout}${check.stderr}` }).toMatchObject({
        status: 0,
      })
      expect(`${check.stdout}${check.stderr}`).not.toMatch(/WARNING|ALERT/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
