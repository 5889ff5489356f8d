import { SAVED_VIEW_NAME_MAX, type SavedViewTable } from '@ironyard/contract/console-work'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { Console } from './console'
import { HiddenFields } from './ConfirmStep'
import { Notice } from './Notice'
import styles from './Console.module.css'

/** One saved view: its name and the table's query it opens. */
export interface SavedViewItem {
  id: string
  name: string
  query: string
}

/** What the last save or delete did, read from the page's query (`view`, `viewError`). */
export type SavedViewOutcome =
  | { kind: 'saved' | 'deleted'; name?: string }
  | { kind: 'error'; error: 'name' | 'query' | 'tooMany' | 'failed' }
  | null

/** A form action (a server action the feature owns: the api call lives there). */
type FormAction = (form: FormData) => Promise<void>

/**
 * A console table's saved views (issue 36, point 8), the same piece for the equipment table and
 * the leads inbox, in both consoles: the signed-in user's own views as links (the one shown
 * marked as current), each with Delete, and a form that saves the table's current filter and sort
 * under a name (a name they already have is replaced). Plain form posts; no JavaScript needed.
 */
export function SavedViews({
  locale,
  console,
  table,
  views,
  base,
  current,
  back,
  outcome,
  saveAction,
  deleteAction,
}: {
  locale: Locale
  console: Console
  table: SavedViewTable
  views: readonly SavedViewItem[]
  /** The table's path: a view opens `${base}?${query}`. */
  base: string
  /** The table's query now (its filter and sort): what "Save" keeps. */
  current: string
  /** The page's query to come back to. */
  back: string
  outcome?: SavedViewOutcome
  saveAction: FormAction
  deleteAction: FormAction
}) {
  const t = getT(locale, 'admin')
  const id = `saved-views-${table}`
  const hidden = { locale, console, table, back }
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{t('savedViews.title')}</h2>
      {outcome?.kind === 'saved' ? (
        <Notice>{t('savedViews.saved', { name: outcome.name ?? '' })}</Notice>
      ) : outcome?.kind === 'deleted' ? (
        <Notice>{t('savedViews.deleted')}</Notice>
      ) : outcome?.kind === 'error' ? (
        <Notice tone="error">{t(`savedViews.errors.${outcome.error}`)}</Notice>
      ) : null}
      {views.length ? (
        <ul className={styles.links}>
          {views.map((v) => (
            <li key={v.id}>
              <a
                href={v.query ? `${base}?${v.query}` : base}
                aria-current={v.query === current ? 'page' : undefined}
              >
                {v.name}
              </a>{' '}
              <form action={deleteAction}>
                <HiddenFields values={{ ...hidden, id: v.id }} />
                <button
                  type="submit"
                  className="btn btn-secondary"
                  aria-label={t('savedViews.deleteLabel', { name: v.name })}
                >
                  {t('savedViews.delete')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('savedViews.none')}</p>
      )}
      <form action={saveAction} className={styles.form}>
        <HiddenFields values={{ ...hidden, query: current }} />
        <label htmlFor={`${id}-name`}>
          <span className="label">{t('savedViews.name')}</span>
          <input
            className="input"
            id={`${id}-name`}
            name="name"
            required
            maxLength={SAVED_VIEW_NAME_MAX}
            aria-describedby={`${id}-hint`}
          />
        </label>
        <p id={`${id}-hint`} className={styles.message}>
          {t('savedViews.hint')}
        </p>
        <button type="submit" className="btn btn-secondary">
          {t('savedViews.save')}
        </button>
      </form>
    </section>
  )
}
