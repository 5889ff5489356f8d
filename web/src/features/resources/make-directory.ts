import { MakeDirectoryDocument, type MakeDirectoryQuery } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from '@/lib/api-client'

export type DirectoryMake = MakeDirectoryQuery['makes']['makes'][number]

/** The make directory (thousands of taxonomy makes): ten minutes in memory, refreshed behind. */
export async function getMakeDirectory(locale: Locale) {
  const { makes } = await gqlCached(MakeDirectoryDocument, {}, { locale, ttlMs: 10 * 60_000 })
  return makes
}

/** Makes with a landing page of their own (see getLandingMake). */
export const hasLandingPage = (m: DirectoryMake) => m.featured || m.listingCount > 0

/**
 * URL segment of a letter page: /resources/makes/c; /resources/makes/0-9 for makes starting with
 * a digit or a symbol (the api's '#' letter).
 */
export const letterSlug = (letter: string) =>
  /^[A-Za-z]$/.test(letter) ? letter.toLowerCase() : '0-9'

/** The letter pages that exist: one per letter slug with at least one make, in A-Z order. */
export function letterPages(letters: Array<{ letter: string; makeCount: number }>): string[] {
  const slugs = new Set(letters.filter((l) => l.makeCount > 0).map((l) => letterSlug(l.letter)))
  return ['0-9', ...'abcdefghijklmnopqrstuvwxyz'].filter((s) => slugs.has(s))
}
