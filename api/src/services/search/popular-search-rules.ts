import { createHmac } from 'node:crypto'
import { tokenize } from './engine/normalize'

/**
 * What may be offered as a popular search (issue 16, defect 3): the one home of these rules.
 * Popular searches are links shown to every visitor on /equipment and every landing page, so
 * raw visitor input ("1", "nan", "7 7 7 7", "u") must never reach them.
 */

/** Distinct visitors who must have asked a text (in the window) before it is offered. */
export const POPULAR_MIN_VISITORS = 3

/** How far back popular searches look. */
export const POPULAR_WINDOW_DAYS = 30

/** Words that are never offered: junk a form or a script types, tests, and abuse. */
export const POPULAR_BLOCKLIST: ReadonlySet<string> = new Set([
  'nan',
  'null',
  'undefined',
  'none',
  'nil',
  'true',
  'false',
  'object',
  'test',
  'testing',
  'asdf',
  'asdfgh',
  'qwerty',
  'lorem',
  'ipsum',
  'foo',
  'bar',
  'xxx',
  'porn',
  'sex',
  'fuck',
  'shit',
  'script',
  'javascript',
  'select',
  'drop',
  'union',
  'admin',
])

/** At most this many words and characters: longer texts are descriptions, not searches. */
const MAX_WORDS = 5
const MAX_CHARS = 60

/**
 * Whether a normalised search text has the shape of something worth offering to others: one to
 * five words, a word of at least three letters, no repeated word, nothing blocked.
 */
export function isOfferableText(text: string): boolean {
  const words = tokenize(text)
  if (!words.length || words.length > MAX_WORDS || text.length > MAX_CHARS) return false
  if (words.join(' ') !== text) return false
  if (new Set(words).size !== words.length) return false
  if (!words.some((w) => /[a-z]{3}/.test(w))) return false
  return !words.some((w) => POPULAR_BLOCKLIST.has(w))
}

/**
 * The visitor a search is counted for: a keyed digest of the address (never the address itself,
 * and not reversible without the key), so distinct visitors can be counted.
 */
export function visitorDigest(address: string, key: string): string {
  return createHmac('sha256', `ironyard-search-visitor\u0000${key}`)
    .update(address)
    .digest('base64url')
    .slice(0, 22)
}
