import { LANGUAGES, type Locale } from '@/i18n/settings'

const formats = new Map<string, Intl.DateTimeFormat>()

/** "Tue, Dec 15, 8:04 PM CST": a close in the auction's time zone, in the visitor's language. */
export function closeTime(iso: string, timeZone: string, locale: Locale): string {
  const key = `${locale}:${timeZone}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGES[locale].bcp47, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'short',
      timeZone,
    })
    formats.set(key, f)
  }
  return f.format(new Date(iso))
}
