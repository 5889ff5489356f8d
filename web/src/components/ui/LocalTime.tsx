'use client'

import { useSyncExternalStore } from 'react'
import { LANGUAGES, type Locale } from '@/i18n/settings'

/** Date and time of day, with the zone's short name ("Dec 7, 2026, 9:05 AM EST"). */
export function formatDateTime(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(LANGUAGES[locale].bcp47, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso))
}

const noSubscription = () => () => {}

/**
 * A moment in the viewer's time zone (issue 36): the server, which does not know the zone,
 * renders it in UTC (saying so); the browser, once hydrated, writes it in its own zone.
 */
export function LocalTime({ iso, locale }: { iso: string; locale: Locale }) {
  const text = useSyncExternalStore(
    noSubscription,
    () => formatDateTime(iso, locale),
    () => formatDateTime(iso, locale, 'UTC'),
  )
  return <time dateTime={iso}>{text}</time>
}
