import type { Locale } from '@/i18n/settings'

/** A time on the auction's own clock, with its zone ("Mar 8, 2027, 2:00 PM CST"); "—" without one. */
export function auctionTime(iso: string | null | undefined, timeZone: string, locale: Locale) {
  if (!iso) return '—'
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}
