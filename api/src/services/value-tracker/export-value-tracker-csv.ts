import type { AppDeps, CurrentUser, Locale } from '../../context'
import { requireUserId } from '../profile/require-user'
import { loadTrackedMachineViews } from './tracked-machine-view'
import { CONFIDENCE_LABELS } from './valuation-messages'

const HEADERS = {
  en: [
    'Year',
    'Make',
    'Model',
    'Category',
    'Hours',
    'Miles',
    'Auction value (USD)',
    'Retail value (USD)',
    'Confidence',
    'Comparable sales',
    'Last updated',
  ],
  es: [
    'Año',
    'Marca',
    'Modelo',
    'Categoría',
    'Horas',
    'Millas',
    'Valor en subasta (USD)',
    'Valor de venta al público (USD)',
    'Confianza',
    'Ventas comparables',
    'Última actualización',
  ],
} satisfies Record<Locale, string[]>

const NOT_ENOUGH = { en: 'Not enough data', es: 'Datos insuficientes' } satisfies Record<
  Locale,
  string
>

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let s = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100))

/** The value tracker as CSV (spec §2 download): one row per machine, in the reader's language. */
export async function exportValueTrackerCsv(
  deps: Pick<AppDeps, 'database' | 'now'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  locale: Locale,
): Promise<{ filename: string; body: string }> {
  const userId = requireUserId(currentUser)
  const machines = await loadTrackedMachineViews(deps.database, userId, locale)
  const lines = [HEADERS[locale].map(csvField).join(',')]
  for (const m of machines) {
    const v = m.valuation
    lines.push(
      [
        m.year,
        m.make.name,
        m.model,
        m.category.name,
        m.hours,
        m.miles,
        dollars(v.auctionValueCents),
        dollars(v.retailValueCents),
        v.confidence ? CONFIDENCE_LABELS[locale][v.confidence] : NOT_ENOUGH[locale],
        v.comparableCount,
        m.lastUpdated ? m.lastUpdated.toISOString().slice(0, 10) : null,
      ]
        .map(csvField)
        .join(','),
    )
  }
  const date = deps.now().toISOString().slice(0, 10)
  // The byte-order mark makes spreadsheet programs read the accents as UTF-8.
  return { filename: `value-tracker-${date}.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` }
}
