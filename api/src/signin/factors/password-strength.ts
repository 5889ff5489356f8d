import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import type { SigninSettings } from '../config'
import { signinError } from '../errors'

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

let estimator: ZxcvbnFactory | undefined

/**
 * The strength estimator (password-estimator.ts), built on the first check. Its dictionaries
 * (about 0.25 s to load, 18 MB of heap) load then too, not with the api: most processes and test
 * files never score a password (decision 053).
 */
async function strengthEstimator(): Promise<ZxcvbnFactory> {
  if (!estimator) {
    const { createStrengthEstimator } = await import('./password-estimator')
    estimator ??= createStrengthEstimator()
  }
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
export async function checkPasswordStrength(
  settings: SigninSettings,
  password: string,
  email?: string,
) {
  const z = (await strengthEstimator()).check(password, emailInputs(email))
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
export async function requireStrongPassword(
  settings: SigninSettings,
  password: string,
  email?: string,
): Promise<void> {
  const result = await checkPasswordStrength(settings, password, email)
  if (!result.valid_password) {
    throw signinError('weak_password', {
      details: { score: result.score, feedback: result.feedback },
    })
  }
}
