import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadEnvFiles, ROOT_DIR } from '../../src/lib/env'

/**
 * Where the api's configuration comes from (README "Configuration"): the process environment,
 * then `.env` (not committed), then `.env.defaults` (committed), read by dotenv's parser.
 */
describe('the env files', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-env-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text)

  it('take the process environment first, then .env, then .env.defaults', () => {
    write('.env.defaults', 'PORT=8910\nAPI_PORT=8911\nLOG_LEVEL=info\nSEED=42\n')
    write('.env', 'API_PORT=9911\nLOG_LEVEL=debug\n')
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' }
    const { committed, fromCommitted } = loadEnvFiles(dir, env)
    expect(env).toEqual({ PORT: '8910', API_PORT: '9911', LOG_LEVEL: 'warn', SEED: '42' })
    expect(committed).toEqual({ PORT: '8910', API_PORT: '8911', LOG_LEVEL: 'info', SEED: '42' })
    // Production refuses some of these when they come from the committed file.
    expect([...fromCommitted].sort()).toEqual(['PORT', 'SEED'])
  })

  it('keep an empty value (the schema reads it as unset) and a variable set empty by hand', () => {
    write('.env.defaults', 'REDIS_URL=\nSMTP_URL=smtp://localhost:25\n')
    const env: NodeJS.ProcessEnv = { SMTP_URL: '' }
    loadEnvFiles(dir, env)
    expect(env).toEqual({ REDIS_URL: '', SMTP_URL: '' })
  })

  it('read comments, quotes, spaces, `export` and a one-line PEM as dotenv does', () => {
    write(
      '.env',
      [
        '# a comment',
        'MAIL_FROM="Ironyard <no-reply@ironyard.local>"',
        "STYTCH_SECRET='s3cret with spaces'",
        'HELP_CENTER_URL="https://help.example.com/#top"',
        'CONTENT_PREVIEW_TOKEN=abc#def',
        'LOG_LEVEL=debug # while debugging',
        '  TRUST_PROXY = 127.0.0.1,::1  ',
        'export SEED=7',
        'APPLE_PRIVATE_KEY=-----BEGIN PRIVATE KEY-----\\nMIG\\n-----END PRIVATE KEY-----',
        '',
      ].join('\n'),
    )
    const env: NodeJS.ProcessEnv = {}
    loadEnvFiles(dir, env)
    expect(env).toEqual({
      MAIL_FROM: 'Ironyard <no-reply@ironyard.local>',
      STYTCH_SECRET: 's3cret with spaces',
      HELP_CENTER_URL: 'https://help.example.com/#top',
      // Unquoted, a # starts a comment: a value holding one is quoted.
      CONTENT_PREVIEW_TOKEN: 'abc',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '127.0.0.1,::1',
      SEED: '7',
      // Unquoted: the `\n` stay as written; the schema turns them into line breaks.
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nMIG\\n-----END PRIVATE KEY-----',
    })
  })

  it('are optional', () => {
    const env: NodeJS.ProcessEnv = { PORT: '1' }
    expect(loadEnvFiles(dir, env)).toEqual({ committed: {}, fromCommitted: new Set() })
    expect(env).toEqual({ PORT: '1' })
  })

  it('read the committed .env.defaults as before: every line a variable, values as written', () => {
    const text = fs.readFileSync(path.join(ROOT_DIR, '.env.defaults'), 'utf8')
    const lines = text.split('\n').filter((l) => /^[A-Z0-9_]+=/.test(l))
    const { committed } = loadEnvFiles(ROOT_DIR, {})
    expect(committed).toEqual(
      Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      ),
    )
  })
})
