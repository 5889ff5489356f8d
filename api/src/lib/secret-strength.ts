import { BRAND } from '@ironyard/contract'

/** A production secret's least length, and the entropy it must be estimated to carry. */
export const MIN_SECRET_LENGTH = 32
export const MIN_SECRET_BITS = 128

/** How long a repeated piece or a run (`aaaa…`, `abcd…`, `9876…`) may be before it is refused. */
const MAX_PATTERN = 8

/**
 * Words of placeholders and hand-made secrets: a copy of the committed default with a suffix
 * (`secret-test-local-ironyard-…-2`) or `changeme…`. None occurs by chance in a random secret of
 * hex or base64 (six letters: one chance in about 10^10 for 44 base64 characters).
 */
const PLACEHOLDER_WORDS = [BRAND.name, 'password', 'changeme', 'example', 'placeholder']

/** Shannon entropy of the characters' frequencies, in bits per character. */
export function bitsPerCharacter(value: string): number {
  const counts = new Map<string, number>()
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1)
  const n = [...value].length
  let bits = 0
  for (const count of counts.values()) bits -= (count / n) * Math.log2(count / n)
  return bits
}

/** A piece of MAX_PATTERN characters found twice (`abcabcabc…` too: the copies overlap). */
function hasRepeat(value: string): boolean {
  const seen = new Set<string>()
  for (let i = 0; i + MAX_PATTERN <= value.length; i++) {
    const piece = value.slice(i, i + MAX_PATTERN)
    if (seen.has(piece)) return true
    seen.add(piece)
  }
  return false
}

/** MAX_PATTERN characters whose codes step by the same -1, 0 or +1 (`aaaa…`, `abcd…`, `9876…`). */
function hasRun(value: string): boolean {
  let length = 1
  let step = NaN
  for (let i = 1; i < value.length; i++) {
    const d = value.charCodeAt(i) - value.charCodeAt(i - 1)
    if (d === step) length += 1
    else {
      step = Math.abs(d) <= 1 ? d : NaN
      length = Number.isNaN(step) ? 1 : 2
    }
    if (length >= MAX_PATTERN) return true
  }
  return false
}

/**
 * Why `value` cannot be a random secret of MIN_SECRET_BITS (issue 31, finding 7b), or null. The
 * entropy is estimated as length × Shannon bits per character, which a random secret of 64 hex
 * (`openssl rand -hex 32`, 220+ bits) or 44 base64 characters (190+) always passes and
 * `aaaa…` (0 bits) never does; 32 hex characters hold exactly 128 bits, which an estimate from
 * so few characters cannot tell from less (it reads 110-125), so they are refused. Pieces that
 * repeat, runs and placeholder words mark a secret made by hand whatever its estimate. Never
 * quotes the value.
 */
export function weakSecretReason(value: string): string | null {
  const advice = 'set a random one, e.g. `openssl rand -hex 32`'
  if (value.length < MIN_SECRET_LENGTH)
    return `must be at least ${MIN_SECRET_LENGTH} characters when NODE_ENV=production (it has ${value.length}); ${advice}`
  const lower = value.toLowerCase()
  const word = PLACEHOLDER_WORDS.find((w) => lower.includes(w.toLowerCase()))
  if (word)
    return `holds the word "${word.toLowerCase()}": a placeholder, not a random secret; ${advice}`
  if (hasRepeat(value) || hasRun(value))
    return `repeats itself or runs in sequence (like "abcabc" or "aaaa" or "1234"): not a random secret; ${advice}`
  const bits = Math.floor(value.length * bitsPerCharacter(value))
  if (bits < MIN_SECRET_BITS)
    return `carries about ${bits} bits of entropy (${MIN_SECRET_BITS} needed when NODE_ENV=production); ${advice}`
  return null
}
