/**
 * The api's languages. A leaf module (it imports nothing), so that the error type, the message
 * catalogue and the request context can all name a locale without importing each other.
 */
export type Locale = 'en' | 'es'
export const LOCALES: readonly Locale[] = ['en', 'es']

export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return 'en'
  const first = header.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('es') ? 'es' : 'en'
}
