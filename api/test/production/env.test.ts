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
  STYTCH_SECRET: 'x'.repeat(32),
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
    expect(problems({ ...good, STYTCH_SECRET: 'y'.repeat(32) })).toEqual([])
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
