import type { Locale } from '@/i18n/settings'
import { getT } from '@/i18n/server'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import type { CompareMachine } from './compare-data'
import { bestColumns, dealScore, inspectionScore, specRows } from './compare-rules'

/** One row of the table: its heading, each machine's text, and the columns holding the better value. */
export interface CompareRow {
  key: string
  label: string
  cells: Array<{ text: string; rating?: CompareMachine['dealRating'] }>
  best: Set<number>
}

export interface CompareRows {
  main: CompareRow[]
  specs: CompareRow[]
  history: Array<Array<{ date: string; price: string }>>
}

/**
 * The rows a buyer compares, in the order they decide by: money first (price, all-in cost),
 * then the deal rating, age, use, place and condition; then the specifications the category
 * defines, and the price history. Lower is better for money and hours, higher for year,
 * deal rating and inspection; a specification only where its field says more is better.
 */
export function compareRows(
  machines: CompareMachine[],
  locale: Locale,
  zip: string | null,
): CompareRows {
  const t = getT(locale, 'compare')
  const tl = getT(locale, 'listing')
  const none = t('none')
  const money = (cents: number | null | undefined) =>
    cents == null ? none : formatPrice(cents, locale)
  const num = (v: number | null | undefined) => (v == null ? none : formatNumber(v, locale))
  const row = (
    key: string,
    label: string,
    texts: string[],
    values: Array<number | null | undefined> | null,
    better: 'higher' | 'lower' = 'lower',
  ): CompareRow => ({
    key,
    label,
    cells: texts.map((text) => ({ text })),
    best: values ? bestColumns(values, better) : new Set(),
  })
  const main: CompareRow[] = [
    row(
      'price',
      t('rows.price'),
      machines.map((m) => money(m.advertisedPriceCents)),
      machines.map((m) => m.advertisedPriceCents),
    ),
  ]
  const allIn = machines.map((m) => m.allInCost?.totalCents ?? null)
  main.push(
    row(
      'allIn',
      zip ? t('rows.allIn', { zip }) : t('rows.allInNoZip'),
      machines.map((m) => (zip ? money(m.allInCost?.totalCents) : t('zipNeeded'))),
      zip ? allIn : null,
    ),
  )
  if (zip)
    main.push(
      row(
        'monthly',
        t('rows.monthly'),
        machines.map((m) => money(m.allInCost?.monthlyPaymentCents)),
        machines.map((m) => m.allInCost?.monthlyPaymentCents),
      ),
    )
  main.push({
    key: 'deal',
    label: t('rows.deal'),
    cells: machines.map((m) => ({ text: m.dealRating ? '' : t('notRated'), rating: m.dealRating })),
    best: bestColumns(
      machines.map((m) => dealScore(m.dealRating)),
      'higher',
    ),
  })
  main.push(
    row(
      'year',
      t('rows.year'),
      machines.map((m) => String(m.year)),
      machines.map((m) => m.year),
      'higher',
    ),
  )
  if (machines.some((m) => m.hours != null))
    main.push(
      row(
        'hours',
        t('rows.hours'),
        machines.map((m) => num(m.hours)),
        machines.map((m) => m.hours),
      ),
    )
  if (machines.some((m) => m.miles != null))
    main.push(
      row(
        'miles',
        t('rows.miles'),
        machines.map((m) => num(m.miles)),
        machines.map((m) => m.miles),
      ),
    )
  main.push(
    row(
      'location',
      t('rows.location'),
      machines.map((m) => `${m.city}, ${m.state}`),
      null,
    ),
  )
  main.push(
    row(
      'inspection',
      t('rows.inspection'),
      machines.map((m) =>
        m.inspection ? tl(`condition.${m.inspection.overallCondition}`) : t('notInspected'),
      ),
      machines.map((m) => inspectionScore(m.inspection?.overallCondition)),
      'higher',
    ),
  )
  const specs = specRows(machines).map((s) => ({
    key: `spec-${s.key}`,
    label: `${s.label} (${s.unit})`,
    cells: s.values.map((v) => ({ text: v == null ? none : formatNumber(v, locale, 2) })),
    best: s.best,
  }))
  const history = machines.map((m) =>
    m.priceHistory.map((p) => ({
      date: formatDate(p.changedAt, locale),
      price: formatPrice(p.priceCents, locale),
    })),
  )
  return { main, specs, history }
}
