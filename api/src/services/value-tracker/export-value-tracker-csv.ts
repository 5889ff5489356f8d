import type { Readable } from 'node:stream'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { requireUserId } from '../profile/require-user'
import { loadTrackedMachineViews } from './tracked-machine-view'
import { t } from '../../i18n'
import { confidenceLabel } from './valuation-messages'
import { csvStream, type CsvCell } from '../../lib/csv'

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
): Promise<{ filename: string; body: Readable }> {
  const userId = requireUserId(currentUser)
  const machines = await loadTrackedMachineViews(deps.database, userId, locale)
  const lines: CsvCell[][] = [COLUMNS.map((c) => t(locale, `valuation:csv.headers.${c}`))]
  for (const m of machines) {
    const v = m.valuation
    lines.push([
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
    ])
  }
  const date = deps.now().toISOString().slice(0, 10)
  return { filename: `value-tracker-${date}.csv`, body: csvStream(lines) }
}
