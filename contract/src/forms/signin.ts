import { z } from '../zod'

/**
 * The address a magic link or a sign-up is for: what the sign-in service accepts (lower-cased,
 * at most 320 characters, zod's email pattern); it answers `invalid_email` otherwise.
 */
export const signinEmailSchema = z.string().trim().toLowerCase().max(320).pipe(z.email())

/** Why the sign-in form refuses an address before asking: missing, or not an address. */
export function signinEmailProblem(raw: string): 'required' | 'invalid' | null {
  if (!raw.trim()) return 'required'
  return signinEmailSchema.safeParse(raw).success ? null : 'invalid'
}
