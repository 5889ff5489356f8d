import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

/**
 * Decision 053: the heavy packages that only some requests need load when a request needs them,
 * not when the api starts. Building the app and answering a query, in a process of its own run by
 * tsx as `npm start` runs the api (lazy-start.ts), must load none of them; the paths that need
 * them must still load them there.
 */
const LAZY = [
  '@react-email/components',
  '@react-email/render',
  '@simplewebauthn/server',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  '@zxcvbn-ts/language-es-es',
  'fontkit',
  'ioredis',
  'nodemailer',
  'oauth4webapi',
  'openid-client',
  'pdfkit',
  'qrcode',
  'sharp',
  'viem',
  'zipcodes',
]

const ROOT = path.resolve(__dirname, '../../..')

interface Run {
  /** Packages loaded once the app is built and has answered. */
  atStart?: string[]
  /** What the paths that load them answered, and the packages loaded then. */
  used?: Record<string, unknown>
  afterUse?: string[]
  failure?: string
}

/** Run lazy-start.ts; its JSON lines merged, and its output if it failed. */
function runLazyStart(): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'lazy-start.ts')],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? os.tmpdir(),
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (b: Buffer) => (out += b.toString()))
    child.stderr.on('data', (b: Buffer) => (err += b.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      const run: Run = {}
      for (const line of out.split('\n')) {
        if (line.startsWith('{')) Object.assign(run, JSON.parse(line) as Run)
      }
      if (code !== 0) run.failure = `lazy-start.ts exited with ${code}:\n${out}\n${err}`
      resolve(run)
    })
  })
}

describe('the heavy packages load on use (decision 053)', () => {
  let run: Run
  beforeAll(async () => {
    run = await runLazyStart()
  }, 180_000)

  it('building the app and answering a query loads none of them', () => {
    if (!run.atStart) throw new Error(run.failure)
    expect(run.atStart).toContain('graphql-yoga')
    expect(run.atStart.filter((name) => LAZY.includes(name))).toEqual([])
  })

  it('the paths that need them still load them, with the same results', () => {
    if (!run.afterUse) throw new Error(run.failure)
    expect(run.used).toEqual({
      zip: 'NY',
      pdf: '%PDF-',
      password: expect.any(Number) as number,
      mail: expect.stringContaining('123456') as string,
    })
    expect(run.afterUse).toEqual(
      expect.arrayContaining([
        'zipcodes',
        'pdfkit',
        '@zxcvbn-ts/language-en',
        '@zxcvbn-ts/language-es-es',
        '@react-email/components',
      ]),
    )
  })
})
