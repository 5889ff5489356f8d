import { BRAND } from '@ironyard/contract'
import { localeTag } from '@ironyard/contract/locale'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './Equipment.module.css'

/** "07:00" as the locale writes a time of day: "7:00 AM" (en-US), "7:00 a.m." (es-MX). */
function timeOfDay(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(':').map(Number)
  return new Intl.DateTimeFormat(localeTag(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, h, m))
}

/** A weekday's name in the locale: 1 is Monday (1 January 2024 was a Monday). */
const weekday = (day: number, locale: Locale) =>
  new Intl.DateTimeFormat(localeTag(locale), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  )

/** The sales phone as a tel: link, so a phone dials it on a tap. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`

/**
 * "Talk to a person" in the buy box (issue 37, point 9): the listing's fleet advisor when it has
 * one, the sales phone (tap to call) and when sales answers it.
 */
export function SalesContact({ locale, advisor }: { locale: Locale; advisor: string | null }) {
  const t = getT(locale, 'equipment')
  const { firstDay, lastDay, opens, closes } = BRAND.salesHours
  return (
    <section className={styles.talk} aria-labelledby="talk-title">
      <h2 id="talk-title" className={styles.talkTitle}>
        {t('buy.talkTitle')}
      </h2>
      {advisor ? <p>{t('buy.fleetAdvisor', { name: advisor })}</p> : null}
      <p>
        <a className={styles.talkPhone} href={telHref(BRAND.supportPhone)}>
          {t('buy.talkCall', { phone: BRAND.supportPhone })}
        </a>
      </p>
      <p className={styles.small}>
        {t('buy.talkHours', {
          first: weekday(firstDay, locale),
          last: weekday(lastDay, locale),
          opens: timeOfDay(opens, locale),
          closes: timeOfDay(closes, locale),
        })}
      </p>
    </section>
  )
}
