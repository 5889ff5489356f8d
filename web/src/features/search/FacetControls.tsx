import type { ReactNode } from 'react'
import { DetailsOnDemand } from '@/components/ui/DetailsOnDemand'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { FacetMoreLink } from './FacetMoreLink'
import styles from './FilterPanel.module.css'

export interface Choice {
  value: string
  label: string
  count?: number
  selected: boolean
}

/**
 * A collapsible filter section; open when it holds a selection or is asked to be. The <details>
 * is the group of its fields (role group), named by its visible title: no fieldset with a
 * hidden legend repeating it (issue 18: lighter pages).
 */
export function FilterSection({
  title,
  open,
  id,
  onDemand,
  children,
}: {
  title: string
  open?: boolean
  /** The section's anchor (`filter-make`): a facet's "Show all" link lands on it. */
  id: string
  /**
   * A short section of little use to most visitors renders its choices when opened (issue 18);
   * until then it holds this link (`more=<facet>`), how it opens without JavaScript.
   */
  onDemand?: { href: string; text: string }
  children: ReactNode
}) {
  // Open or not, the same component: a section opened by a chosen value (the page re-renders
  // after each filter) keeps its fields mounted, and what was being typed.
  if (onDemand)
    return (
      <DetailsOnDemand
        className={styles.section}
        open={open}
        id={id}
        summary={title}
        summaryId={`${id}-title`}
        summaryClassName={styles.summary}
        linkClassName={styles.more}
        openHref={onDemand.href}
        openText={onDemand.text}
      >
        {children}
      </DetailsOnDemand>
    )
  return (
    <details className={styles.section} open={open} id={id} aria-labelledby={`${id}-title`}>
      <summary className={styles.summary} id={`${id}-title`}>
        {title}
      </summary>
      {children}
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
  // The count is drawn from data-count (CSS ::after, still part of the accessible name): two
  // elements per choice, on lists that run to dozens of choices.
  return (
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
  )
}

/**
 * The link that shows a long facet in full, or its top values again (issue 18): the server
 * renders the one facet the URL's `more=` names in full; the rest of a facet is not in the page.
 */
export interface FacetToggle {
  /** Whether the URL shows this facet in full. */
  expanded: boolean
  /** "Show all 38 makes" for a given number of values. */
  moreLabel: (total: number) => string
  lessLabel: string
  /** The current search with the facet shown in full (expanded: with its top values). */
  href: string
  /** The facet's section, whose list gets focus once the facet shows in full. */
  sectionId: string
}

/**
 * Checkboxes (several values) or radios (one value), with counts. A long facet with a toggle
 * shows its first `visible` values and the selected ones, then a link to show them all; without
 * one, every choice is listed. `visible={0}` (range facets of little use to most visitors, issue
 * 18) shows only the chosen range and its "any" choice (value ''), or nothing but the link when
 * none is chosen. No wrapper: the labels are the rows of the section.
 */
export function ChoiceList({
  type,
  name,
  choices,
  form,
  locale,
  visible = 8,
  toggle,
}: {
  type: 'checkbox' | 'radio'
  name: string
  choices: Choice[]
  form: string
  locale: Locale
  visible?: number
  toggle?: FacetToggle
}) {
  const collapsed = toggle !== undefined && !toggle.expanded
  const chosen = choices.some((c) => c.selected && c.value !== '')
  const shown = collapsed
    ? choices.filter((c, i) => i < visible || (c.value === '' ? chosen : c.selected))
    : choices
  const hidden = choices.length - shown.length
  // "Show all 5 ranges" counts the values, not the "any" choice.
  const total = choices.filter((c) => c.value !== '').length
  return (
    <>
      {shown.map((c) => (
        <ChoiceRow key={c.value} type={type} name={name} choice={c} form={form} locale={locale} />
      ))}
      {toggle && (hidden > 0 || (toggle.expanded && total > visible)) ? (
        <FacetMoreLink
          className={styles.more}
          href={toggle.href}
          sectionId={toggle.sectionId}
          focus={
            collapsed
              ? {
                  selector: `input[name="${name}"]`,
                  index: choices.findIndex((c) => !shown.includes(c)),
                }
              : null
          }
        >
          {collapsed ? toggle.moreLabel(total) : toggle.lessLabel}
        </FacetMoreLink>
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
  const field = (name: string, value: number | null, label: string, placeholder?: string) => {
    const input = (
      <input
        className="input"
        type="number"
        inputMode="numeric"
        min={0}
        step={step}
        name={name}
        form={form}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        // "Min Price": the visible "Min" and what the range is of, as one name.
        aria-label={`${label} ${context}`}
      />
    )
    return (
      <label className={styles.rangeLabel}>
        {label}
        {prefix ? (
          <span className={styles.rangeField} data-prefix={prefix}>
            {input}
          </span>
        ) : (
          input
        )}
      </label>
    )
  }
  return (
    <div className={styles.range}>
      {field(nameMin, valueMin, labelMin, placeholderMin)}
      {field(nameMax, valueMax, labelMax, placeholderMax)}
    </div>
  )
}
