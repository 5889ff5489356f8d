'use client'

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import styles from './BulkBar.module.css'

/*
 * The console tables' bulk bar (issue 36, point 7): one form, outside the table, that the rows'
 * checkboxes (SelectCell, `form=` this form's id) belong to. It offers "select every row of this
 * page", "every row matching the filter", an action and that action's fields. Without JavaScript
 * it is a plain form post: every field shows, "this page" sends the page's rows, and the server
 * refuses what is missing. With it, the bar counts the selection, ticks the page's rows, shows
 * the chosen action's fields only, and says what is missing before sending.
 */

export interface BulkBarTexts {
  legend: string
  /** "Select all 50 listings on this page" */
  selectPage: string
  /** "Apply to all 1,204 listings matching the filter" */
  allMatching: string
  selectedNone: string
  selectedOne: string
  /** With {{count}}. */
  selectedOther: string
  action: string
  chooseAction: string
  apply: string
  nothingSelected: string
  noAction: string
}

export interface BulkBarAction {
  value: string
  label: string
  /** The action's own fields (a price change's amount, a removal's reason). */
  fields?: ReactNode
}

/**
 * A row's checkbox in a table with a bulk bar: labelled ("Select IY100001"), in the bar's form.
 * It goes in the row's first cell, before the row's name (the cell's text stays the name).
 */
export function SelectBox({
  form,
  name,
  value,
  label,
}: {
  form: string
  name: string
  value: string
  label: string
}) {
  return (
    <input
      type="checkbox"
      className={styles.select}
      form={form}
      name={name}
      value={value}
      aria-label={label}
    />
  )
}

/** The rows' checkboxes: named `name`, in the form `formId` (by their form= attribute). */
const rowBoxes = (formId: string, name: string): HTMLInputElement[] =>
  Array.from(document.getElementsByName(name)).filter(
    (el): el is HTMLInputElement =>
      el instanceof HTMLInputElement &&
      el.type === 'checkbox' &&
      el.getAttribute('form') === formId,
  )

export function BulkBar({
  formId,
  action,
  rowName,
  pageValues,
  matchingCount,
  actions,
  hidden,
  texts,
  error = null,
}: {
  formId: string
  /** The server action the form posts to. */
  action: (form: FormData) => Promise<void>
  /** The rows' checkbox name. */
  rowName: string
  /** The page's rows (sent when "this page" is ticked, for the form without JavaScript). */
  pageValues: readonly string[]
  /** How many rows match the filter (0: no "every row matching" choice). */
  matchingCount: number
  actions: readonly BulkBarAction[]
  /** Hidden fields: the console, the language, the idempotency key, the table's query. */
  hidden: Readonly<Record<string, string>>
  texts: BulkBarTexts
  /** A refusal to show (the server's, after a post). */
  error?: string | null
}) {
  const [picked, setPicked] = useState(0)
  const [allMatching, setAllMatching] = useState(false)
  const [chosen, setChosen] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [scripted, setScripted] = useState(false)
  const statusId = useId()
  const problemId = useId()

  // Follow the rows' checkboxes (they live in the table, outside the bar).
  useEffect(() => {
    const count = () => setPicked(rowBoxes(formId, rowName).filter((b) => b.checked).length)
    const onChange = (e: Event) => {
      const target = e.target
      if (target instanceof HTMLInputElement && target.name === rowName) {
        count()
        setProblem(null)
      }
    }
    document.addEventListener('change', onChange)
    const frame = requestAnimationFrame(() => {
      setScripted(true)
      count()
    })
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('change', onChange)
    }
  }, [formId, rowName])

  const togglePage = (checked: boolean) => {
    for (const box of rowBoxes(formId, rowName)) box.checked = checked
    setPicked(checked ? pageValues.length : 0)
    setProblem(null)
  }

  const selected = allMatching ? matchingCount : picked
  const status =
    selected === 0
      ? texts.selectedNone
      : selected === 1
        ? texts.selectedOne
        : texts.selectedOther.replace('{{count}}', selected.toLocaleString())

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (selected === 0) {
      e.preventDefault()
      setProblem(texts.nothingSelected)
    } else if (!chosen) {
      e.preventDefault()
      setProblem(texts.noAction)
    }
  }

  const shown = problem ?? error
  return (
    <form
      id={formId}
      action={action}
      onSubmit={onSubmit}
      className={styles.bar}
      aria-describedby={shown ? problemId : undefined}
    >
      <fieldset className={styles.fieldset}>
        <legend>{texts.legend}</legend>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="pageValues" value={pageValues.join(',')} />
        <div className={styles.row}>
          {pageValues.length ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                name="allOnPage"
                onChange={(e) => togglePage(e.target.checked)}
              />{' '}
              {texts.selectPage}
            </label>
          ) : null}
          {matchingCount > 0 ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                name="scope"
                value="filter"
                onChange={(e) => {
                  setAllMatching(e.target.checked)
                  setProblem(null)
                }}
              />{' '}
              {texts.allMatching}
            </label>
          ) : null}
          {scripted ? (
            <p id={statusId} className={styles.status} aria-live="polite">
              {status}
            </p>
          ) : null}
        </div>
        <div className={styles.row}>
          <label>
            <span className="label">{texts.action}</span>
            <select
              className="input"
              name="action"
              defaultValue=""
              onChange={(e) => {
                setChosen(e.target.value)
                setProblem(null)
              }}
            >
              <option value="">{texts.chooseAction}</option>
              {actions.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-primary">
            {texts.apply}
          </button>
        </div>
        {actions.map((a) =>
          a.fields ? (
            <div
              key={a.value}
              className={styles.fields}
              // Without JavaScript every action's fields show; with it, the chosen one's.
              hidden={scripted && chosen !== a.value}
              data-action={a.value}
            >
              {a.fields}
            </div>
          ) : null,
        )}
        {shown ? (
          <p id={problemId} className={styles.problem} role="alert">
            {shown}
          </p>
        ) : null}
      </fieldset>
    </form>
  )
}
