import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import styles from './FilterPanel.module.css'

export interface Choice {
  value: string
  label: string
  count?: number
  selected: boolean
}

/** A collapsible filter section; open when it holds a selection or is asked to be. */
export function FilterSection({
  title,
  open,
  children,
}: {
  title: string
  open?: boolean
  children: ReactNode
}) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </details>
  )
}

function ChoiceRow({
  type,
  name,
  choice,
  form,
  locale,
}: {
  type: 'checkbox' | 'radio'
  name: string
  choice: Choice
  form: string
  locale: Locale
}) {
  // The count is drawn from data-count (CSS ::after, still part of the accessible name): three
  // elements per choice instead of five, on lists that run to hundreds of choices.
  return (
    <li>
      <label
        className={styles.choice}
        data-count={choice.count !== undefined ? formatNumber(choice.count, locale) : undefined}
      >
        <input
          type={type}
          name={name}
          value={choice.value}
          defaultChecked={choice.selected}
          form={form}
        />
        {choice.label}
      </label>
    </li>
  )
}

/**
 * Checkboxes (several values) or radios (one value), with counts. Long lists show the first few
 * and the selected ones; the rest sit behind "Show more".
 */
export function ChoiceList({
  type,
  name,
  choices,
  form,
  locale,
  visible = 8,
  moreLabel,
}: {
  type: 'checkbox' | 'radio'
  name: string
  choices: Choice[]
  form: string
  locale: Locale
  visible?: number
  moreLabel?: (hidden: number) => string
}) {
  const shown = choices.filter((c, i) => i < visible || c.selected)
  const rest = choices.filter((c) => !shown.includes(c))
  return (
    <>
      <ul className={styles.choices}>
        {shown.map((c) => (
          <ChoiceRow key={c.value} type={type} name={name} choice={c} form={form} locale={locale} />
        ))}
      </ul>
      {rest.length ? (
        <details className={styles.more}>
          <summary>{moreLabel ? moreLabel(rest.length) : `+${rest.length}`}</summary>
          <ul className={styles.choices}>
            {rest.map((c) => (
              <ChoiceRow
                key={c.value}
                type={type}
                name={name}
                choice={c}
                form={form}
                locale={locale}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  )
}

/** Two number fields (from, to) for a range filter. */
export function RangeInputs({
  form,
  nameMin,
  nameMax,
  valueMin,
  valueMax,
  labelMin,
  labelMax,
  placeholderMin,
  placeholderMax,
  step = 1,
  prefix,
  context,
}: {
  form: string
  nameMin: string
  nameMax: string
  valueMin: number | null
  valueMax: number | null
  labelMin: string
  labelMax: string
  placeholderMin?: string
  placeholderMax?: string
  step?: number
  prefix?: string
  /** What the range is of ("Price"): part of each field's name for screen readers. */
  context: string
}) {
  return (
    <div className={styles.range}>
      <label>
        <span className={styles.rangeLabel}>
          {labelMin}
          <span className="visually-hidden"> {context}</span>
        </span>
        <span className={styles.rangeField}>
          {prefix ? <span aria-hidden="true">{prefix}</span> : null}
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={step}
            name={nameMin}
            form={form}
            defaultValue={valueMin ?? ''}
            placeholder={placeholderMin}
          />
        </span>
      </label>
      <label>
        <span className={styles.rangeLabel}>
          {labelMax}
          <span className="visually-hidden"> {context}</span>
        </span>
        <span className={styles.rangeField}>
          {prefix ? <span aria-hidden="true">{prefix}</span> : null}
          <input
            className="input"
            type="number"
            inputMode="numeric"
            min={0}
            step={step}
            name={nameMax}
            form={form}
            defaultValue={valueMax ?? ''}
            placeholder={placeholderMax}
          />
        </span>
      </label>
    </div>
  )
}
