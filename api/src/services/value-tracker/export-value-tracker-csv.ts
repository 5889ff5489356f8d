import type { AppDeps, CurrentUser, Locale } from '../../context'
import { requireUserId } from '../profile/require-user'
import { loadTrackedMachineViews } from './tracked-machine-view'
import { t } from '../../i18n'
import { confidenceLabel } from './valuation-messages'
import { csvField } from '../../lib/csv'

/** The columns, in order: keys of `valuation:csv.headers`. */
const COLUMNS = [
  'year',
  'make',
  'model',
  'category',
  'hours',
  'miles',
  'auctionValue',
  'retailValue',
  'confidence',
  'comparableSales',
  'lastUpdated',
] as const

const dollars = (cents: number | null) => (cents === null ? null : Math.round(cents / 100))

/** The value tracker as CSV (spec §2 download): one row per machine, in the reader's language. */
export async function exportValueTrackerCsv(
  deps: Pick<AppDeps, 'database' | 'now'>,
  currentUser: Pick<CurrentUser, 'id'> | null,
  locale: Locale,
): Promise<{ filename: string; body: string }> {
  const userId = requireUserId(currentUser)
  const machines = await loadTrackedMachineViews(deps.database, userId, locale)
  const lines = [COLUMNS.map((c) => csvField(t(locale, `valuation:csv.headers.${c}`))).join(',')]
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
        v.confidence
          ? confidenceLabel(v.confidence, locale)
          : t(locale, 'valuation:csv.notEnoughData'),
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
