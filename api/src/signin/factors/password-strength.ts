import zxcvbn from 'zxcvbn'
import type { SigninSettings } from '../config'
import { signinError } from '../errors'

/** Longer passwords are refused; zxcvbn only scores the first 100 characters (it is quadratic). */
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
 * Stytch's strength check: the zxcvbn score (0-4) and the LUDS rules from password_config
 * (lower, upper, digit, symbol classes and a minimum length). A password is valid when both pass.
 * Breach detection would need an outside service, so it is reported as off.
 */
export function checkPasswordStrength(settings: SigninSettings, password: string, email?: string) {
  const inputs = email ? [email, email.split('@')[0]] : []
  const z = zxcvbn(password.slice(0, 100), inputs)
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
      warning: z.feedback.warning,
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
