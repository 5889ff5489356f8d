import type { FeedImportResult, FeedRowChange } from '@ironyard/contract/partner-feed'
import { DataTable, NumCell } from '@/components/console/DataTable'
import type { Locale } from '@/i18n/settings'
import { RequestMake, type RequestMakeTexts } from './RequestMake'

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
  /** A check's plan: what each row would do (issue 36, defect 6). */
  plan: {
    caption: string
    action: string
    fields: string
    empty: string
    actions: Record<FeedRowChange['action'], string>
  }
  /** The makes the file names that the catalogue lacks, and the ask to add each. */
  makes: RequestMakeTexts & { title: string; suggest: string; none: string; or: string }
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

/** A check's plan: one line per machine, what the import would do, and the columns it changes. */
function PlanTable({ changes, texts }: { changes: FeedRowChange[]; texts: ImportReportTexts }) {
  return (
    <DataTable
      label={texts.plan.caption}
      caption="visible"
      empty={texts.plan.empty}
      rows={changes.length}
      columns={[texts.columns.row, texts.columns.stockNumber, texts.plan.action, texts.plan.fields]}
    >
      {changes.map((c) => (
        <tr key={`${c.row ?? 'gone'}-${c.stockNumber}`}>
          <NumCell>{c.row ?? '—'}</NumCell>
          <td>{c.stockNumber}</td>
          <td>{texts.plan.actions[c.action]}</td>
          <td>{c.fields.length ? <code>{c.fields.join(', ')}</code> : '—'}</td>
        </tr>
      ))}
    </DataTable>
  )
}

/** The makes a file names that the catalogue lacks: the closest it has, and an ask for each. */
function UnknownMakes({
  locale,
  makes,
  texts,
}: {
  locale: Locale
  makes: NonNullable<FeedImportResult['unknownMakes']>
  texts: ImportReportTexts['makes']
}) {
  return (
    <section aria-label={texts.title}>
      <h3>{texts.title}</h3>
      <ul>
        {makes.map((m) => (
          <li key={m.make}>
            <strong>{m.make}</strong>:{' '}
            {m.suggestions.length
              ? fill(texts.suggest, { list: m.suggestions.join(texts.or) })
              : texts.none}
            <RequestMake locale={locale} make={m.make} texts={texts} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The answer of an import or a dry run (issue 15), under its totals: a check's plan (what each
 * row would do, issue 36), the listings a replace withdraws, the makes the catalogue lacks (with
 * an ask to add each), and a table of the refused rows (line in the file, the header being line 1).
 */
export function ImportReport({
  locale,
  result,
  texts,
}: {
  locale: Locale
  result: FeedImportResult
  texts: ImportReportTexts
}) {
  const lines = reportLines(result)
  return (
    <div>
      {result.changes ? <PlanTable changes={result.changes} texts={texts} /> : null}
      {result.removed?.length ? (
        <p>{fill(texts.removed, { list: result.removed.join(', ') })}</p>
      ) : null}
      {result.unknownMakes?.length ? (
        <UnknownMakes locale={locale} makes={result.unknownMakes} texts={texts.makes} />
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
