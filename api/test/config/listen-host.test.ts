import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { localOrigin } from '@ironyard/contract/listen-host'
import { appMeta } from '../../src/db/schema'
import { markSeeded } from '../../src/db/migrate'
import { envSchema } from '../../src/lib/env'
import { BLOG_SEED_VERSION } from '../../src/seed/blog/seed-blog'
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from '../helpers/db'

/**
 * Where the api listens (issue 31, finding 7a): development serves a sign-in stand-in that signs
 * anyone in as any address and /dev/outbox with every mailed link, so it listens on 127.0.0.1
 * unless HOST says otherwise; production listens on every interface (a balancer reaches it) unless
 * HOST says otherwise.
 */

const base = { STYTCH_PROJECT_ID: 'p', STYTCH_SECRET: 's', STYTCH_PUBLIC_TOKEN: 't' }
const hostOf = (vars: Record<string, string>) => envSchema.parse({ ...base, ...vars }).HOST

describe('HOST', () => {
  it('is 127.0.0.1 outside production and 0.0.0.0 in production when unset or empty', () => {
    expect(hostOf({})).toBe('127.0.0.1')
    expect(hostOf({ NODE_ENV: 'development', HOST: '' })).toBe('127.0.0.1')
    expect(hostOf({ NODE_ENV: 'test' })).toBe('127.0.0.1')
    expect(hostOf({ NODE_ENV: 'production' })).toBe('0.0.0.0')
  })

  it('is honoured in every mode', () => {
    expect(hostOf({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toBe('0.0.0.0')
    expect(hostOf({ NODE_ENV: 'production', HOST: '10.0.0.7' })).toBe('10.0.0.7')
    expect(hostOf({ NODE_ENV: 'production', HOST: ' :: ' })).toBe('::')
    expect(hostOf({ HOST: 'api.internal' })).toBe('api.internal')
  })

  it.each(['http://0.0.0.0', '0.0.0.0:8911', 'two words', '-bad.example', '*'])(
    'refuses %j, naming the variable',
    (HOST) => {
      const result = envSchema.safeParse({ ...base, HOST })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['HOST'])
    },
  )

  it('is reached from this machine on loopback when it is a wildcard', () => {
    expect(localOrigin('0.0.0.0', 8911)).toBe('http://127.0.0.1:8911')
    expect(localOrigin('::', 8911)).toBe('http://127.0.0.1:8911')
    expect(localOrigin('::1', 8911)).toBe('http://[::1]:8911')
    expect(localOrigin('10.0.0.7', 8911)).toBe('http://10.0.0.7:8911')
  })
})

/** An address of this machine that is not loopback (what the rest of a network would dial). */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((r) => server.close(() => r()))
  return port
}

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

// The real process (`npm run start -w api`), on PostgreSQL, in development mode.
;(testDatabaseUrl() && outside ? describe : describe.skip)('the development api', () => {
  jest.setTimeout(180_000)
  let database: TestDatabase
  let media: string
  let port: number
  let output = ''
  let child: ReturnType<typeof spawn> | undefined

  beforeAll(async () => {
    database = await createTestDatabase()
    // Seeded already, blog included: the start goes straight to listening.
    await markSeeded(database, { seed: 1, listings: 0 })
    await database.db
      .insert(appMeta)
      .values({ key: 'blog_seed', value: { version: BLOG_SEED_VERSION } })
    media = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-listen-'))
    port = await freePort()
    child = spawn('npm', ['run', 'start', '-w', 'api'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_ENV: 'development',
        // Set empty, so that a developer's .env cannot choose for the test.
        HOST: '',
        API_PORT: String(port),
        DATABASE_URL: database.url!,
        REDIS_URL: '',
        SMTP_URL: '',
        MEDIA_DIR: media,
        DEMO_ADMIN_EMAIL: '',
        DEMO_PARTNER_EMAIL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    child.stdout?.on('data', (b: Buffer) => (output += b.toString()))
    child.stderr?.on('data', (b: Buffer) => (output += b.toString()))
    const deadline = Date.now() + 150_000
    while (
      !(await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`the api ended:\n${output.slice(-3000)}`)
      if (Date.now() > deadline) throw new Error(`the api did not answer:\n${output.slice(-3000)}`)
      await new Promise((r) => setTimeout(r, 200))
    }
  })
  afterAll(async () => {
    try {
      if (child?.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    await database?.destroy()
    if (media) fs.rmSync(media, { recursive: true, force: true })
  })

  it('answers on 127.0.0.1 and refuses connections on the network', async () => {
    expect(await accepts('127.0.0.1', port)).toBe(true)
    expect(await accepts(outside!, port)).toBe(false)
    expect(output).toContain(`listening on 127.0.0.1 port ${port}`)
  })
})
