import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common'
import { dictionary as englishWords, translations as english } from '@zxcvbn-ts/language-en'
import { dictionary as spanishWords } from '@zxcvbn-ts/language-es-es'
import type { SigninSettings } from '../config'
import { signinError } from '../errors'
import { tradeDictionary } from './trade-words'

/** Longer passwords are refused outright (the hash would still take them; nobody types more). */
export const MAX_PASSWORD_LENGTH = 256

export function requirePassword(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_PASSWORD_LENGTH) {
    throw signinError('invalid_argument', {
      message: `password must be a string of 1 to ${MAX_PASSWORD_LENGTH} characters.`,
    })
  }
  return raw
}

/**
 * The trade's words (the brand, makes, categories and models of the reference data, in English
 * and Spanish): a marketplace's first guesses. Built once, when the module loads.
 */
const TRADE_WORDS = tradeDictionary()

let estimator: ZxcvbnFactory | undefined

/**
 * zxcvbn-ts with the common-password, English and Spanish dictionaries and the trade's words as
 * known words, built once per process on first use (about 18 MB of heap and 0.2 s to build).
 * The matcher's cost grows steeply with the password's length and its l33t characters, and this
 * runs on the api's event loop, so only the first 64 characters are scored (a password whose first
 * 64 characters are weak is weak) and at most 16 l33t substitutions are tried. The slowest inputs
 * known (long runs of symbols and digits) took the legacy `zxcvbn` tens of seconds at 100
 * characters; with these limits they take under a second on a busy two-core machine.
 * Levenshtein matching stays off: it multiplies the cost of every check by ten or more.
 * Feedback is in English, as Stytch's is (the SDK's strength check sends no locale).
 */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...commonWords,
      ...englishWords,
      ...spanishWords,
      // A dictionary of its own, not `userInputs`: zxcvbn copies that one on every check to add
      // the email's words (3,000 words copied made each check 2-3 times slower). Its name starts
      // with `userInputs` so that zxcvbn warns about "page related data" when a password uses one.
      userInputsTrade: TRADE_WORDS,
    },
    graphs: adjacencyGraphs,
    translations: english,
    maxLength: 64,
    l33tMaxSubstitutions: 16,
  })
  return estimator
}

/** The address, its local part and the local part's pieces (`jo.backhoe` → `jo.backhoe`, `backhoe`). */
function emailInputs(email: string | undefined): string[] {
  if (!email) return []
  const local = email.split('@')[0]
  const pieces = local.split(/[._+-]+/).filter((p) => p.length >= 3)
  return [email, local, ...pieces]
}

/**
 * Stytch's strength check: the zxcvbn score (0-4; the trade's words and the user's email count as
 * known words) and the LUDS rules from password_config
 * (lower, upper, digit, symbol classes and a minimum length). A password is valid when both pass.
 * Breach detection would need an outside service, so it is reported as off.
 */
export function checkPasswordStrength(settings: SigninSettings, password: string, email?: string) {
  const z = strengthEstimator().check(password, emailInputs(email))
  const luds = {
    has_lower_case: /[a-z]/.test(password),
    has_upper_case: /[A-Z]/.test(password),
    has_digit: /\d/.test(password),
    has_symbol: /[^A-Za-z0-9]/.test(password),
  }
  const classes = Object.values(luds).filter(Boolean).length
  const { ludsComplexity, ludsMinimumCount } = settings.passwordConfig
  const missingComplexity = Math.max(0, ludsComplexity - classes)
  const missingCharacters = Math.max(0, ludsMinimumCount - password.length)
  return {
    valid_password:
      z.score >= settings.minPasswordScore && missingComplexity === 0 && missingCharacters === 0,
    score: z.score,
    breached_password: false,
    breach_detection_on_create: false,
    strength_policy: 'zxcvbn' as const,
    feedback: {
      suggestions: z.feedback.suggestions,
      // Stytch (like the legacy zxcvbn) sends an empty string when there is nothing to warn about.
      warning: z.feedback.warning ?? '',
      luds_requirements: {
        ...luds,
        missing_characters: missingCharacters,
        missing_complexity: missingComplexity,
      },
    },
  }
}

/** 400 `weak_password` with the feedback, so a form can say what to change. */
export function requireStrongPassword(settings: SigninSettings, password: string, email?: string) {
  const result = checkPasswordStrength(settings, password, email)
  if (!result.valid_password) {
    throw signinError('weak_password', {
      details: { score: result.score, feedback: result.feedback },
    })
  }
}
