import type { ApiError } from '@/lib/api-errors'

/*
 * Why a console step failed, carried back to its page as a KEY of the page's own texts
 * (`?failed=publish&error=cannot`), never as a sentence: no link can make a staff page say what
 * the link says (issue 36, defect 6). The page reads the key against its list; a key it does not
 * know is ignored (the notice then says only that nothing changed).
 */

/** The refusals every console step can meet, by the api's error code. */
const BY_CODE = {
  UNAUTHENTICATED: 'signIn',
  FORBIDDEN: 'forbidden',
  RATE_LIMITED: 'rateLimited',
} as const
export type CommonErrorKey = (typeof BY_CODE)[keyof typeof BY_CODE]
export const COMMON_ERROR_KEYS: readonly CommonErrorKey[] = Object.values(BY_CODE)

/**
 * The key of an api refusal, looked up in `byApiKey` (the api's field keys, field paths and
 * message keys the page has words for) by its first field's key, then that field's path, then
 * the message key; else by its code; else undefined (the page says only that nothing changed).
 */
export function errorKeyOf<K extends string>(
  e: ApiError,
  byApiKey: Readonly<Record<string, K>>,
): K | CommonErrorKey | undefined {
  const field = e.fields[0]
  for (const k of [field?.key, field?.path, e.messageKey]) {
    if (k && Object.hasOwn(byApiKey, k)) return byApiKey[k]
  }
  return Object.hasOwn(BY_CODE, e.code) ? BY_CODE[e.code as keyof typeof BY_CODE] : undefined
}

/** `&error=<key>` for a redirect's query, or nothing without a key. */
export const errorParam = (key: string | undefined): string =>
  key ? `&error=${encodeURIComponent(key)}` : ''

/** A key read from the address: one of `known`, anything else (or none) undefined. */
export function knownErrorKey<K extends string>(
  raw: string | undefined,
  known: readonly K[],
): K | undefined {
  return raw !== undefined && (known as readonly string[]).includes(raw) ? (raw as K) : undefined
}
