import Link from 'next/link'
import type { ReactNode } from 'react'
import { Notice } from './Notice'

/**
 * The top of a console record's page: the way back (to the list or the record it belongs to),
 * then what the last step did (`done`) or why it failed (`failed`), then the page.
 */
export function DetailLayout({
  back,
  done,
  failed,
  children,
}: {
  back?: { href: string; label: string }
  /** The sentence for the step just done, if any. */
  done?: string
  /** The sentence for the step that failed, if any. */
  failed?: string
  children: ReactNode
}) {
  return (
    <>
      {back ? (
        <p>
          <Link href={back.href} prefetch={false}>
            {back.label}
          </Link>
        </p>
      ) : null}
      {done ? <Notice>{done}</Notice> : null}
      {failed ? <Notice tone="error">{failed}</Notice> : null}
      {children}
    </>
  )
}

/**
 * What a record page was told by the step it comes back from: `?done=…` or `?failed=…&error=…`.
 * `error` is a key the page looks up in its own list and texts (components/console/outcome-error),
 * never text to show: the address is anyone's to write (issue 36, defect 6).
 */
export interface Outcome {
  done?: string
  failed?: string
  error?: string
  /** The input the failed step refused (`?field=url`), to show the error beside it. */
  field?: string
}

type SearchParams = Record<string, string | string[] | undefined>

/** One query value as text, cut to `max` characters (a list or nothing: undefined). */
export function queryText(query: SearchParams, key: string, max: number): string | undefined {
  const v = query[key]
  return typeof v === 'string' ? v.slice(0, max) : undefined
}

/** The outcome a record page reads from its query. */
export function outcomeOf(query: SearchParams): Outcome {
  return {
    done: queryText(query, 'done', 20),
    failed: queryText(query, 'failed', 20),
    error: queryText(query, 'error', 30),
    field: queryText(query, 'field', 20),
  }
}
