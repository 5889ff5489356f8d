import { CATEGORIES } from '../../src/reference-data/categories'
import { MAKES } from '../../src/reference-data/makes'
import { tradeDictionary } from '../../src/signin/factors/trade-words'
import { provenPasswordAccount, startSigninApp, tokenOf, WEB, type SigninTestApp } from './helpers'

const STRONG = 'Articulated-Dump-Truck-740'
const STRONGER = 'Motor-Grader-Ripper-Shank-160'

/** Guessable from the brand and a year or a run of digits (issue 12, finding 7). */
const BRAND_PASSWORDS = ['ironyard2024', 'ironyard123', 'Ironyard2025']

/**
 * Guessable from the trade's words, English and Spanish (issue 31, finding 6): a make, a
 * category, the trade itself, with a year, a digit or a symbol. zxcvbn alone scored them 3.
 */
const TRADE_PASSWORDS = [
  'heavyequipment1',
  'Caterpillar2024!',
  'Excavadora2024!',
  'maquinariapesada1',
  'Montacargas2024!',
  'Retroexcavadora1',
  'Kubota2024!',
]

/** zxcvbn's warning when a password holds a word of the site (its `userInputs` warning). */
const PAGE_DATA_WARNING = 'There should not be any personal or page related data.'

describe('sign-in service: password strength (zxcvbn-ts)', () => {
  let t: SigninTestApp
  beforeAll(async () => {
    t = await startSigninApp()
  })
  afterAll(() => t.close())

  const strength = async (password: string, email?: string) =>
    (await t.sdk('POST', '/passwords/strength_check', { body: { password, email } })).body.data

  /** A password account whose holder proved the address (decision 046), as its session token. */
  const signUp = async (email: string) =>
    (await provenPasswordAccount(t, email, STRONG)).sessionToken

  it.each(BRAND_PASSWORDS)('strength_check calls %s weak, in Stytch’s shape', async (password) => {
    const data = await strength(password, 'buyer@example.com')
    expect(data.valid_password).toBe(false)
    expect(data.score).toBeLessThan(3)
    // The wire shape the SDKs read, and nothing else.
    expect(Object.keys(data).sort()).toEqual(
      [
        'breach_detection_on_create',
        'breached_password',
        'feedback',
        'request_id',
        'score',
        'status_code',
        'strength_policy',
        'valid_password',
      ].sort(),
    )
    expect(Object.keys(data.feedback).sort()).toEqual([
      'luds_requirements',
      'suggestions',
      'warning',
    ])
    expect(data).toMatchObject({
      strength_policy: 'zxcvbn',
      breached_password: false,
      feedback: {
        suggestions: expect.any(Array),
        warning: expect.any(String),
        luds_requirements: {
          has_lower_case: true,
          has_upper_case: password !== password.toLowerCase(),
          has_digit: true,
          has_symbol: false,
          missing_characters: 0,
          missing_complexity: 0,
        },
      },
    })
    // Feedback is readable English, not zxcvbn-ts translation keys.
    expect(data.feedback.warning).toMatch(/ /)
    expect(data.feedback.suggestions.every((s: string) => / /.test(s))).toBe(true)
  })

  it.each(BRAND_PASSWORDS)('passwords create refuses %s', async (password) => {
    const res = await t.sdk('POST', '/passwords', {
      body: { email: `new-${password}@example.com`, password, session_duration_minutes: 60 },
    })
    expect(res.status).toBe(400)
    expect(res.body.error_type).toBe('weak_password')
    expect(res.body.error_details.score).toBeLessThan(3)
  })

  it('every reset call refuses them, and the reset link survives the refusal', async () => {
    const email = 'resets@example.com'
    const session = await signUp(email)

    for (const password of BRAND_PASSWORDS) {
      const bySession = await t.sdk('POST', '/passwords/session/reset', {
        session,
        body: { password, session_duration_minutes: 60 },
      })
      expect(bySession.body.error_type).toBe('weak_password')

      const byExisting = await t.sdk('POST', '/passwords/existing_password/reset', {
        body: { email, existing_password: STRONG, new_password: password },
      })
      expect(byExisting.body.error_type).toBe('weak_password')
    }

    await t.sdk('POST', '/passwords/email/reset/start', {
      body: { email, reset_password_redirect_url: `${WEB}/reset` },
    })
    const link = (await t.outbox(email)).at(-1)!.links.find((l) => l.includes('reset_password'))!
    for (const password of BRAND_PASSWORDS) {
      const byEmail = await t.sdk('POST', '/passwords/email/reset', {
        body: { token: tokenOf(link), password, session_duration_minutes: 60 },
      })
      expect(byEmail.status).toBe(400)
      expect(byEmail.body.error_type).toBe('weak_password')
    }
    const accepted = await t.sdk('POST', '/passwords/email/reset', {
      body: { token: tokenOf(link), password: STRONGER, session_duration_minutes: 60 },
    })
    expect(accepted.status).toBe(200)
  })

  it('the brand, the email and the pieces of its local part count as known words', async () => {
    // Strong for a stranger, weak once the brand is known.
    expect(await strength('IRONYARD2025!')).toMatchObject({ valid_password: false })
    // A long Spanish word no dictionary holds (`Retroexcavadora` is now a trade word).
    const piece = 'Desparasitante1'
    expect((await strength(piece)).valid_password).toBe(true)
    expect((await strength(piece, 'maria.desparasitante@example.com')).valid_password).toBe(false)
    expect(
      (await strength('jonathan.backhoe1', 'jonathan.backhoe@example.com')).score,
    ).toBeLessThan(3)
  })

  it.each(TRADE_PASSWORDS)(
    'strength_check calls %s weak, saying it holds a word of the site',
    async (password) => {
      const data = await strength(password, 'buyer@example.com')
      expect(data).toMatchObject({
        valid_password: false,
        feedback: {
          warning: PAGE_DATA_WARNING,
          suggestions: expect.arrayContaining(['Add more words that are less common.']),
          // LUDS alone would let them through: the score refuses them.
          luds_requirements: { missing_characters: 0, missing_complexity: 0 },
        },
      })
      expect(data.score).toBeLessThan(3)
      const create = await t.sdk('POST', '/passwords', {
        body: {
          email: `trade-${password.replace(/\W/g, '')}@example.com`,
          password,
          session_duration_minutes: 60,
        },
      })
      expect(create.status).toBe(400)
      expect(create.body.error_type).toBe('weak_password')
    },
  )

  it('a strong password that names the trade still passes', async () => {
    for (const password of [
      'Quilt-Orbit-Mango-58',
      'Bobcat-S650-Quarry-Lantern',
      'xK9#mQ2$vL7@pR4!',
    ]) {
      const data = await strength(password, 'buyer@example.com')
      expect({ password, valid: data.valid_password, warning: data.feedback.warning }).toEqual({
        password,
        valid: true,
        warning: '',
      })
    }
  })

  it('knows every make and category of the reference data, and the models', () => {
    const words = new Set(tradeDictionary())
    const key = (name: string) =>
      name
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[^\p{L}\p{N}]+/gu, '')
    const missing = [
      ...MAKES.flatMap((m) => [m.name, ...m.aliases]),
      ...CATEGORIES.flatMap((c) => [c.singularEn, c.singularEs, c.en, c.es]),
    ].filter((name) => key(name).length >= 3 && key(name).length <= 24 && !words.has(key(name)))
    expect(missing).toEqual([])
    // Model names (Caterpillar's 320D L, Deere's 310SL, Bobcat's S650) and Spanish accents.
    for (const word of [
      '320dl',
      '310sl',
      's650',
      'grúa',
      'grua',
      'ironyard',
      'heavy',
      'excavadora',
    ])
      expect({ word, known: words.has(word) }).toEqual({ word, known: true })
  })

  it('Spanish words are in the dictionary, as common ones as English ones', async () => {
    for (const password of ['Cumpleaños1990', 'Carretilla2023']) {
      const data = await strength(password)
      expect({ password, valid: data.valid_password }).toEqual({ password, valid: false })
      // LUDS alone would let these through: the score refuses them.
      expect(data.feedback.luds_requirements.missing_complexity).toBe(0)
    }
  })

  it('a strong password passes with an empty warning, as Stytch sends it', async () => {
    const data = await strength('Excavator-Bucket-Hydraulic-42', 'pw@example.com')
    expect(data).toMatchObject({
      valid_password: true,
      feedback: { warning: '', suggestions: [] },
    })
    expect(data.score).toBeGreaterThanOrEqual(3)
  })

  it('answers the longest, most l33t-laden passwords with a score', async () => {
    // Inputs that made the matcher explode (zxcvbn-ts issue 228, dropbox/zxcvbn issue 316).
    const hostile = [
      '4@8({[</369&#!1/|0$5+7%2/'.repeat(11).slice(0, 256),
      ' .,?!\'-/_:;+()@$"#&*<>=[]\\~%^{}|1234567890'.repeat(7).slice(0, 256),
      '!'.repeat(256),
    ]
    for (const password of hostile) {
      const res = await t.sdk('POST', '/passwords/strength_check', { body: { password } })
      expect(res.status).toBe(200)
      expect(typeof res.body.data.score).toBe('number')
    }
  })
})
