import type { FeedImportResult } from '@ironyard/contract/partner-feed'
import { DataTable, NumCell } from '@/components/console/DataTable'

export interface ImportReportTexts {
  /** The report table's caption. */
  caption: string
  columns: { row: string; stockNumber: string; field: string; message: string }
  /** Totals: "{{created}} new, {{updated}} updated, ..." (dry run and real import differ). */
  totals: string
  /** The listings a replace withdrew (or would): "{{list}}". */
  removed: string
  /** When no row has an error. */
  noErrors: string
}

/** One line of the report table per refused cell: the file's line, stock number, column, why. */
export function reportLines(result: FeedImportResult) {
  return result.rows.flatMap((r) =>
    r.errors.map((e, i) => ({
      key: `${r.row}-${i}`,
      row: r.row,
      stockNumber: r.stockNumber ?? '—',
      field: e.field,
      message: e.message,
    })),
  )
}

/** Fill a text's {{name}} slots (the texts come translated from the server). */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))
}

/** The totals of an answer in one sentence (what the live region announces). */
export function reportTotals(result: FeedImportResult, texts: ImportReportTexts): string {
  return fill(texts.totals, {
    created: result.created,
    updated: result.updated,
    unchanged: result.unchanged,
    failed: result.failed,
  })
}

/**
 * The answer of an import or a dry run (issue 15), under its totals: the listings a replace
 * withdraws, and a table of the refused rows (line number in the file, the header being line 1).
 */
export function ImportReport({
  result,
  texts,
}: {
  result: FeedImportResult
  texts: ImportReportTexts
}) {
  const lines = reportLines(result)
  return (
    <div>
      {result.removed?.length ? (
        <p>{fill(texts.removed, { list: result.removed.join(', ') })}</p>
      ) : null}
      <DataTable
        label={texts.caption}
        caption="visible"
        empty={texts.noErrors}
        rows={lines.length}
        columns={[
          texts.columns.row,
          texts.columns.stockNumber,
          texts.columns.field,
          texts.columns.message,
        ]}
      >
        {lines.map((l) => (
          <tr key={l.key}>
            <NumCell>{l.row}</NumCell>
            <td>{l.stockNumber}</td>
            <td>
              <code>{l.field}</code>
            </td>
            <td>{l.message}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  )
}
