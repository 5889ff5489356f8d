import { MakeDirectoryDocument, type MakeDirectoryQuery } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gqlCached } from './api-client'

export type DirectoryMake = MakeDirectoryQuery['makes']['makes'][number]

/** The make directory (thousands of taxonomy makes): ten minutes in memory, refreshed behind. */
export async function getMakeDirectory(locale: Locale) {
  const { makes } = await gqlCached(MakeDirectoryDocument, {}, { locale, ttlMs: 10 * 60_000 })
  return makes
}

/** Makes with a landing page of their own (see getLandingMake). */
export const hasLandingPage = (m: DirectoryMake) => m.featured || m.listingCount > 0

/** URL segment of a letter page: /resources/makes/c, /resources/makes/0-9 for digits. */
export const letterSlug = (letter: string) =>
  /^[0-9]$/.test(letter) ? '0-9' : letter.toLowerCase()
