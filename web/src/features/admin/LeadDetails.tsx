import { HiddenFields } from '@/components/console/ConfirmStep'
import type { Console } from '@/components/console/console'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { markLeadContactedAction } from './admin-actions'
import type { AdminLeadsData } from './admin-data'

type LeadDetail = AdminLeadsData['nodes'][number]['details'][number]

/** One of a form's own answers in words: money as money, counts as numbers, codes as labels. */
export function leadDetailText(d: LeadDetail, locale: Locale): string {
  const forms = getT(locale, 'forms')
  switch (d.key) {
    case 'price':
      return formatPrice(Number(d.value), locale)
    case 'leadValueUsd':
      return formatPrice(Number(d.value) * 100, locale)
    case 'hoursOrMiles':
      return formatNumber(Number(d.value), locale)
    case 'creditRating':
      return forms(`creditRatings.${d.value}`)
    case 'machineCount':
      return forms(`machineCounts.${d.value}`)
    case 'fit':
      return getT(locale, 'admin')(`leads.detailValues.fit.${d.value}`)
    case 'fitReasons':
      // Stored as 'a, b' (the api's codes); each in words.
      return d.value
        .split(', ')
        .filter(Boolean)
        .map((code) => getT(locale, 'admin')(`leads.detailValues.fitReasons.${code}`))
        .join('; ')
    default:
      return d.value
  }
}

/**
 * A lead's own answers (issue 36): a valuation's machine, a pre-qualification's company and
 * credit, a parts request's machine, each with its label, in the form's order.
 */
export function LeadDetails({ details, locale }: { details: LeadDetail[]; locale: Locale }) {
  if (!details.length) return null
  const t = getT(locale, 'admin')
  return (
    <ul>
      {details.map((d) => (
        <li key={d.key}>
          <strong>{t(`leads.details.${d.key}`)}:</strong> {leadDetailText(d, locale)}
        </li>
      ))}
    </ul>
  )
}

/**
 * A lead's status: when and by whom it was answered, or the "Mark contacted" form (a post that
 * comes back to the inbox with `back`, the inbox's query).
 */
export function MarkContacted({
  locale,
  console,
  lead: l,
  back,
}: {
  locale: Locale
  console: Console
  lead: Pick<
    AdminLeadsData['nodes'][number],
    'id' | 'name' | 'email' | 'contactedAt' | 'contactedBy'
  >
  back: string
}) {
  const t = getT(locale, 'admin')
  if (l.contactedAt) {
    return t('leads.contactedBy', {
      date: formatDate(l.contactedAt, locale),
      who: l.contactedBy ?? '—',
    })
  }
  return (
    <form action={markLeadContactedAction}>
      <HiddenFields values={{ locale, console, id: l.id, back }} />
      <button
        type="submit"
        className="btn btn-secondary"
        aria-label={t('leads.markLabel', { who: l.name ?? l.email })}
      >
        {t('leads.mark')}
      </button>
    </form>
  )
}
