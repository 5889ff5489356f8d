import {
  envSchema,
  productionProblems,
  PRODUCTION_REQUIRED,
  trustedOrigins,
  type Env,
} from '../../src/lib/env'

/**
 * The configuration rules behind a production start (the spawned-process suite proves the
 * process obeys them): what NODE_ENV=production requires, and the CORS_ORIGINS list.
 */

const COMMITTED_SECRET = 'secret-test-local-ironyard-not-for-production'
const committed = { STYTCH_SECRET: COMMITTED_SECRET, WEB_URL: 'http://localhost:8910' }

const good = {
  NODE_ENV: 'production',
  WEB_URL: 'https://www.ironyard.example',
  API_URL: 'http://api.internal:8911',
  DATABASE_URL: 'postgres://ironyard@db.internal:5432/ironyard',
  REDIS_URL: 'redis://redis.internal:6379',
  SMTP_URL: 'smtp://mailer:pw@smtp.example.com:587',
  STYTCH_PROJECT_ID: 'project-live-ironyard',
  // `openssl rand -hex 32`, once: a secret as the README says to make one.
  STYTCH_SECRET: 'aa6f9fd6f2a2aefa5996e632d1d256fd3bd9952433a54e9c58e5ca279ebdc640',
  STYTCH_PUBLIC_TOKEN: 'public-token-live-ironyard',
}
const parse = (vars: Record<string, string | undefined>): Env => envSchema.parse(vars)
const problems = (vars: Record<string, string | undefined>, fromCommitted: string[] = []) =>
  productionProblems(parse(vars), { committed, fromCommitted: new Set(fromCommitted) })

describe('a production configuration', () => {
  it('may start with every required variable set, plain-http URLs included', () => {
    expect(problems(good)).toEqual([])
  })

  it('refuses the committed secret, whether set by hand or taken from .env.defaults', () => {
    expect(problems({ ...good, STYTCH_SECRET: COMMITTED_SECRET })).toEqual([
      expect.stringMatching(/^STYTCH_SECRET: is the committed value/),
    ])
    expect(problems({ ...good, STYTCH_SECRET: COMMITTED_SECRET }, ['STYTCH_SECRET'])).toEqual([
      expect.stringMatching(/^STYTCH_SECRET: is the committed value/),
    ])
  })

  it('refuses a secret under 32 characters, and never quotes it', () => {
    const secret = 'y'.repeat(31)
    const found = problems({ ...good, STYTCH_SECRET: secret })
    expect(found).toEqual([expect.stringMatching(/^STYTCH_SECRET: must be at least 32/)])
    expect(found.join()).not.toContain(secret)
    // 32 random base64 characters (`openssl rand -base64 24`) are enough.
    expect(problems({ ...good, STYTCH_SECRET: 'xVWjTMjFh4E9g1tAQznZMmjAbfLKgru0' })).toEqual([])
  })

  /**
   * 32+ characters that no random generator makes (issue 31, finding 7b): the length check alone
   * let `a` × 32 sign sessions and seal mail.
   */
  it.each([
    ['one character 32 times', 'a'.repeat(32)],
    ['one character 64 times', 'y'.repeat(64)],
    ['a 16-character piece twice', '0123456789abcdef'.repeat(2)],
    ['a random-looking piece repeated', 'xK9mQ2vL'.repeat(5)],
    ['the alphabet', 'abcdefghijklmnopqrstuvwxyz012345'],
    ['a placeholder', 'changeme-changeme-changeme-changeme'],
    ['the committed value with a suffix', `${COMMITTED_SECRET}-2`],
    ['few distinct characters', 'abcabdabdcbadcbacdbacbdcabdcbadcabcdbadcbadcba'],
    [
      '32 hex characters (exactly 128 bits: too few to show it)',
      'ae8ae971747b4fc21c596f18082ca581',
    ],
  ])('refuses %s as STYTCH_SECRET, and never quotes it', (_what, secret) => {
    const found = problems({ ...good, STYTCH_SECRET: secret })
    expect(found).toEqual([
      expect.stringMatching(
        /^STYTCH_SECRET: (carries about \d+ bits|repeats itself|holds the word)/,
      ),
    ])
    expect(found[0]).toMatch(/openssl rand -hex 32/)
    expect(found.join()).not.toContain(secret)
  })

  it.each([
    ['64 hex characters (openssl rand -hex 32)', good.STYTCH_SECRET],
    [
      '44 base64 characters (openssl rand -base64 32)',
      'KMTFE1aLMww9QGBxEkCGCEdACF7dLU3CobfuwtMagtg=',
    ],
    ['43 base64url characters', 'hewC2QgunpMF8lU_Ulf9FSHLcFxP-rZav1nqrxOATq4'],
    ['a hosted Stytch project secret', 'secret-live-QVHVAmW1//YDeUjkZeCyKkV0jdQgJ6uTzCla'],
  ])('accepts %s', (_what, secret) => {
    expect(problems({ ...good, STYTCH_SECRET: secret })).toEqual([])
  })

  it('holds CONTENT_PREVIEW_TOKEN, when set, to the same rule', () => {
    expect(problems({ ...good, CONTENT_PREVIEW_TOKEN: 'a'.repeat(32) })).toEqual([
      expect.stringMatching(/^CONTENT_PREVIEW_TOKEN: repeats itself/),
    ])
    // 24 characters are enough outside production.
    const short = 'b3Jx9QmZk2Lw8VtN4pRs7YhC'
    expect(problems({ ...good, CONTENT_PREVIEW_TOKEN: short })).toEqual([
      expect.stringMatching(/^CONTENT_PREVIEW_TOKEN: must be at least 32 characters/),
    ])
    expect(problems({ ...good, NODE_ENV: 'development', CONTENT_PREVIEW_TOKEN: short })).toEqual([])
    expect(problems({ ...good, CONTENT_PREVIEW_TOKEN: good.STYTCH_SECRET })).toEqual([])
    expect(problems({ ...good, CONTENT_PREVIEW_TOKEN: '' })).toEqual([])
  })

  it.each(PRODUCTION_REQUIRED.filter((k) => k !== 'STYTCH_SECRET'))(
    'requires %s, and not its committed default',
    (key) => {
      const missing = { ...good, [key]: '' }
      if (key.startsWith('STYTCH_')) {
        // Required by the schema in every mode.
        expect(() => parse(missing)).toThrow(key)
      } else if (key === 'WEB_URL' || key === 'API_URL') {
        // Empty is not a URL: refused by the schema in every mode.
        expect(() => parse(missing)).toThrow(key)
      } else {
        expect(problems(missing)).toEqual([`${key}: required when NODE_ENV=production`])
      }
      expect(problems(good, [key])).toEqual([
        expect.stringMatching(
          new RegExp(`^${key}: required when NODE_ENV=production \\(the committed default`),
        ),
      ])
    },
  )

  it('is not checked outside production (npm start on a fresh clone runs on the defaults)', () => {
    for (const NODE_ENV of ['development', 'test'])
      expect(
        problems(
          {
            NODE_ENV,
            STYTCH_PROJECT_ID: 'p',
            STYTCH_SECRET: COMMITTED_SECRET,
            STYTCH_PUBLIC_TOKEN: 't',
          },
          ['STYTCH_SECRET', 'WEB_URL', 'API_URL'],
        ),
      ).toEqual([])
  })
})

describe('CORS_ORIGINS', () => {
  const base = { STYTCH_PROJECT_ID: 'p', STYTCH_SECRET: 's', STYTCH_PUBLIC_TOKEN: 't' }

  it('adds origins to WEB_URL, normalised as browsers send them, WEB_URL first', () => {
    const env = parse({
      ...base,
      WEB_URL: 'https://www.ironyard.example/es/',
      CORS_ORIGINS:
        ' https://Admin.Ironyard.example ,http://localhost:3000/,https://www.ironyard.example:443',
    })
    expect(env.CORS_ORIGINS).toEqual([
      'https://admin.ironyard.example',
      'http://localhost:3000',
      'https://www.ironyard.example',
    ])
    expect(trustedOrigins(env)).toEqual([
      'https://www.ironyard.example',
      'https://admin.ironyard.example',
      'http://localhost:3000',
    ])
  })

  it('is empty by default: WEB_URL only', () => {
    expect(trustedOrigins(parse(base))).toEqual(['http://localhost:8910'])
  })

  it.each([
    '*',
    'https://*.ironyard.example',
    'null',
    'ironyard.example',
    'https://ironyard.example/path',
    'https://ironyard.example?x=1',
    'https://user:pw@ironyard.example',
    'ftp://ironyard.example',
    'javascript:alert(1)',
  ])('refuses %s, naming the variable', (entry) => {
    expect(() => parse({ ...base, CORS_ORIGINS: `https://ok.example,${entry}` })).toThrow(
      /CORS_ORIGINS/,
    )
  })
})
