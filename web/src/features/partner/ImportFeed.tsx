'use client'

import type { FeedImportResult } from '@ironyard/contract/partner-feed'
import { useId, useRef, useState } from 'react'
import { consoleStyles as styles } from '@/components/console/styles'
import type { Locale } from '@/i18n/settings'
import { fill, ImportReport, reportTotals, type ImportReportTexts } from './ImportReport'

export interface ImportFeedTexts {
  file: string
  fileHint: string
  mode: string
  modes: { upsert: string; replace: string }
  check: string
  import: string
  sending: string
  chooseFirst: string
  /** A file over the limit, refused before sending ({{name}}). */
  tooLarge: string
  /** Shown when the server gave no message of its own. */
  failed: string
  checked: string
  imported: string
  report: ImportReportTexts
}

export type ImportMode = 'upsert' | 'replace'

/** The route a check or an import posts the file to (the web forwards it with the session). */
export function importUrl(locale: Locale, dryRun: boolean, mode: ImportMode): string {
  const q = new URLSearchParams({ locale })
  if (dryRun) q.set('dryRun', 'true')
  if (mode === 'replace') q.set('mode', 'replace')
  return `/api/partner/listings/import?${q}`
}

type Outcome =
  { kind: 'report'; dryRun: boolean; result: FeedImportResult } | { kind: 'error'; message: string }

/** Post the file; the api's report, or its message (a file-level refusal: syntax, columns...). */
export async function sendFeed(
  url: string,
  file: Blob,
  failed: string,
): Promise<{ ok: true; result: FeedImportResult } | { ok: false; message: string }> {
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
      body: file,
    })
  } catch {
    return { ok: false, message: failed }
  }
  let body: unknown = null
  try {
    body = await res.json()
  } catch {
    body = null
  }
  if (res.ok && body && typeof body === 'object' && 'rows' in body) {
    return { ok: true, result: body as FeedImportResult }
  }
  const message = (body as { error?: { message?: string } } | null)?.error?.message
  return { ok: false, message: message || failed }
}

/**
 * The partner console's CSV import (issue 15): choose a file and a mode, "Check the file" (a dry
 * run: nothing is written) shows the per-row report, then "Import" writes the good rows. Plain
 * controls (keyboard first); each answer is announced in a polite live region, a refusal as an
 * alert. Choosing another file or mode asks for a new check before importing.
 */
export function ImportFeed({
  locale,
  maxBytes,
  texts,
}: {
  locale: Locale
  maxBytes: number
  texts: ImportFeedTexts
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [mode, setMode] = useState<ImportMode>('upsert')
  const [busy, setBusy] = useState(false)
  const [checked, setChecked] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  async function run(dryRun: boolean) {
    const file = input.current?.files?.[0]
    if (!file) {
      setOutcome({ kind: 'error', message: texts.chooseFirst })
      input.current?.focus()
      return
    }
    if (file.size > maxBytes) {
      setOutcome({ kind: 'error', message: fill(texts.tooLarge, { name: file.name }) })
      return
    }
    setBusy(true)
    const answer = await sendFeed(importUrl(locale, dryRun, mode), file, texts.failed)
    setBusy(false)
    if (answer.ok) {
      setOutcome({ kind: 'report', dryRun, result: answer.result })
      setChecked(dryRun)
    } else {
      setOutcome({ kind: 'error', message: answer.message })
      setChecked(false)
    }
  }

  const reset = () => {
    setChecked(false)
    setOutcome(null)
  }

  return (
    <div className={styles.card}>
      <div className={styles.form}>
        <label htmlFor={`${id}-file`}>
          <span className="label">{texts.file}</span>
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          name="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={reset}
        />
        <p className={styles.message} id={`${id}-hint`}>
          {texts.fileHint}
        </p>
        <label htmlFor={`${id}-mode`}>
          <span className="label">{texts.mode}</span>
        </label>
        <select
          id={`${id}-mode`}
          className="input"
          value={mode}
          disabled={busy}
          onChange={(e) => {
            setMode(e.currentTarget.value === 'replace' ? 'replace' : 'upsert')
            reset()
          }}
        >
          <option value="upsert">{texts.modes.upsert}</option>
          <option value="replace">{texts.modes.replace}</option>
        </select>
        <p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={() => void run(true)}
          >
            {busy ? texts.sending : texts.check}
          </button>{' '}
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !checked}
            onClick={() => void run(false)}
          >
            {texts.import}
          </button>
        </p>
      </div>
      {/* The live region says what happened in two short lines; the table follows it. */}
      <div aria-live="polite" role="status">
        {outcome?.kind === 'report' ? (
          <>
            <h2>{outcome.dryRun ? texts.checked : texts.imported}</h2>
            <p>{reportTotals(outcome.result, texts.report)}</p>
          </>
        ) : null}
      </div>
      {outcome?.kind === 'report' ? (
        <ImportReport locale={locale} result={outcome.result} texts={texts.report} />
      ) : null}
      {outcome?.kind === 'error' ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {outcome.message}
        </p>
      ) : null}
    </div>
  )
}
