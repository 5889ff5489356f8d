import { LEAD_NOTE_MAX } from '@ironyard/contract/console-work'
import { HiddenFields } from '@/components/console/ConfirmStep'
import type { Console } from '@/components/console/console'
import { Notice } from '@/components/console/Notice'
import { consoleStyles as styles } from '@/components/console/styles'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import type { LeadBulkOperationData, LeadOwnersData } from './admin-data'
import { bulkLeadsAction, undoLeadBulkAction } from './lead-bulk-actions'
import type { LeadBulkError } from './lead-bulk-errors'

/** The form id the inbox's row checkboxes belong to (they sit in the table, outside the form). */
export const LEAD_BULK_FORM = 'lead-bulk'

/** What the last bulk operation on this page did, read from the page's query. */
export interface LeadBulkOutcome {
  /** The operation just run (its notice offers Undo). */
  done?: LeadBulkOperationData | null
  /** The operation just undone. */
  undone?: LeadBulkOperationData | null
  error?: LeadBulkError
}

/** An owner's name in a list: their name and address, or the address. */
export const ownerLabel = (o: { email: string; name?: string | null }) =>
  o.name ? `${o.name} (${o.email})` : o.email

/**
 * The choice of owner: nobody (takes the owner away), or someone of the list the api allows.
 */
export function OwnerSelect({
  locale,
  owners,
  id,
  value,
}: {
  locale: Locale
  owners: LeadOwnersData
  id: string
  value?: string | null
}) {
  const t = getT(locale, 'admin')
  return (
    <label htmlFor={id}>
      <span className="label">{t('leads.bulk.owner')}</span>
      <select className="input" id={id} name="ownerId" defaultValue={value ?? ''}>
        <option value="">{t('leads.bulk.nobody')}</option>
        {owners.map((o) => (
          <option key={o.id} value={o.id}>
            {ownerLabel(o)}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The inbox's bulk bar (issue 36, point 7): with the leads ticked in the table (or every lead of
 * the page), mark them contacted, give them an owner, or add a note. A plain form post: its key
 * (fresh with each page) makes a double submit one operation.
 */
export function LeadBulkBar({
  locale,
  console,
  owners,
  pageIds,
  back,
  idempotencyKey,
}: {
  locale: Locale
  console: Console
  owners: LeadOwnersData
  pageIds: string[]
  back: string
  idempotencyKey: string
}) {
  const t = getT(locale, 'admin')
  if (!pageIds.length) return null
  return (
    <form id={LEAD_BULK_FORM} action={bulkLeadsAction} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend>{t('leads.bulk.legend')}</legend>
        <HiddenFields
          values={{ locale, console, back, key: idempotencyKey, pageIds: pageIds.join(',') }}
        />
        <label>
          <input type="checkbox" name="allOnPage" />{' '}
          {t('leads.bulk.allOnPage', {
            count: pageIds.length,
            formatted: formatNumber(pageIds.length, locale),
          })}
        </label>
        <label htmlFor="lead-bulk-action">
          <span className="label">{t('leads.bulk.action')}</span>
          <select
            className="input"
            id="lead-bulk-action"
            name="action"
            defaultValue="markContacted"
          >
            {(['markContacted', 'assignOwner', 'addNote'] as const).map((a) => (
              <option key={a} value={a}>
                {t(`leads.bulk.actions.${a}`)}
              </option>
            ))}
          </select>
        </label>
        <OwnerSelect locale={locale} owners={owners} id="lead-bulk-owner" />
        <label htmlFor="lead-bulk-note">
          <span className="label">{t('leads.bulk.note')}</span>
          <textarea
            className="input"
            id="lead-bulk-note"
            name="note"
            rows={2}
            maxLength={LEAD_NOTE_MAX}
            aria-describedby="lead-bulk-hint"
          />
        </label>
        <p id="lead-bulk-hint" className={styles.message}>
          {t('leads.bulk.hint')}
        </p>
        <button type="submit" className="btn btn-primary">
          {t('leads.bulk.apply')}
        </button>
      </fieldset>
    </form>
  )
}

/** How many rows of an operation came to `outcome`. */
const countOf = (rows: Array<{ outcome: string }>, outcome: string) =>
  rows.filter((r) => r.outcome === outcome).length

/**
 * What the last operation did, per outcome ("3 leads marked contacted; 1 already was"), with its
 * Undo while it stands; after Undo, what came back and what was kept (changed since).
 */
export function LeadBulkNotice({
  locale,
  console,
  outcome,
  back,
  lead,
}: {
  locale: Locale
  console: Console
  outcome: LeadBulkOutcome
  back: string
  /** On a lead's page: its id (the page comes back to it). */
  lead?: string
}) {
  const t = getT(locale, 'admin')
  const n = (v: number) => formatNumber(v, locale)
  const parts: string[] = []
  const { done, undone, error } = outcome
  if (error) return <Notice tone="error">{t(`leads.bulk.errors.${error}`)}</Notice>
  if (undone) {
    const restored = countOf(undone.undoRows, 'restored')
    const kept = countOf(undone.undoRows, 'kept')
    parts.push(t('leads.bulk.undone', { count: restored, formatted: n(restored) }))
    if (kept) parts.push(t('leads.bulk.kept', { count: kept, formatted: n(kept) }))
    return <Notice>{parts.join(' ')}</Notice>
  }
  if (!done) return null
  const changed = countOf(done.rows, 'changed')
  const unchanged = countOf(done.rows, 'unchanged')
  const missing = countOf(done.rows, 'not_found')
  parts.push(
    t(`leads.bulk.done.${done.action}`, {
      count: changed,
      formatted: n(changed),
      owner: done.ownerEmail ?? t('leads.bulk.nobody'),
    }),
  )
  if (unchanged)
    parts.push(t('leads.bulk.unchanged', { count: unchanged, formatted: n(unchanged) }))
  if (missing) parts.push(t('leads.bulk.notFound', { count: missing, formatted: n(missing) }))
  return (
    <div>
      <Notice>{parts.join(' ')}</Notice>
      {changed && !done.undoneAt ? (
        <form action={undoLeadBulkAction}>
          <HiddenFields
            values={{ locale, console, back, operation: done.id, ...(lead ? { lead } : {}) }}
          />
          <button type="submit" className="btn btn-secondary">
            {t('leads.bulk.undo')}
          </button>
        </form>
      ) : null}
    </div>
  )
}
