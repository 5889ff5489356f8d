'use client'

import { INSPECTION_LIMITS } from '@ironyard/contract/admin-inspection'
import { CONDITIONS } from '@ironyard/contract/listing-enums'
import { useActionState, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { inspectionFormAction, type InspectionFormState } from './inspection-actions'
import {
  fieldOfPath,
  inspectorName,
  LINE_FIELDS,
  lineOfPath,
  noteName,
  ratingName,
  type InspectionFormValues,
} from './inspection-form-data'
import { ConsoleField } from '@/components/console/ConsoleField'
import styles from './InspectionForm.module.css'

export interface InspectionSectionView {
  name: string
  points: Array<{ position: number; name: string }>
}

export interface InspectorOption {
  id: number
  name: string
  region: string | null
}

/** Rating values as the selects post them: not applicable, then Poor .. Excellent. */
const RATINGS = ['-1', '0', '1', '2', '3', '4'] as const

/** A form name as an element id (`newInspector.name` → `field-newInspector-name`). */
const idOf = (name: string) => `field-${name.replace(/\./g, '-')}`

/** Point errors listed one by one in the summary; more are counted in one line. */
const MAX_POINTS_LISTED = 5

/**
 * The console's inspection entry (issue 14): inspector (or a new one, added without leaving the
 * form), date, overall condition, what is great / what needs work in both languages, and the 150
 * points by section, each section a collapsible fieldset with a "set every point" helper. A plain
 * form post (works without JavaScript); a refusal comes back with every value typed, a summary at
 * the top (focused, each entry a link to its field) and each error next to its field.
 */
export function InspectionForm({
  locale,
  stockNumber,
  sections,
  inspectors,
  initial,
}: {
  locale: Locale
  stockNumber: string
  sections: InspectionSectionView[]
  inspectors: InspectorOption[]
  initial: InspectionFormValues
}) {
  const { t } = useTranslation('admin-inspection')
  const [state, action, pending] = useActionState<InspectionFormState, FormData>(
    inspectionFormAction,
    { values: initial, intent: 'save', notePositions: [], added: [], version: 0, result: null },
  )
  const v = state.values
  const summaryRef = useRef<HTMLDivElement>(null)

  const pointNames = new Map(sections.flatMap((s) => s.points.map((p) => [p.position, p.name])))
  const errors: Record<string, string> = {}
  const summary: Array<{ field: string | null; text: string }> = []
  const failed = state.result && !state.result.ok ? state.result : null
  if (failed) {
    const intent = state.intent === 'addInspector' ? 'addInspector' : 'save'
    for (const f of failed.fields) {
      const field = fieldOfPath(f.path, state.notePositions, intent)
      const line = lineOfPath(f.path)
      const message = line ? t('summary.line', { line, message: f.message }) : f.message
      if (field && !errors[field]) errors[field] = message
      const position = field && /^[rn](\d+)/.exec(field)?.[1]
      summary.push({
        field,
        text: position
          ? t('summary.point', {
              position,
              name: pointNames.get(Number(position)) ?? '',
              message: f.message,
            })
          : field
            ? `${labelOf(field)}: ${message}`
            : message,
      })
    }
    if (!failed.fields.length) summary.push({ field: null, text: t('summary.failed') })
    // Many points at once (a new inspection saved half rated): one line, the sections show them.
    const points = summary.filter((s) => s.field && /^[rn]\d/.test(s.field))
    if (points.length > MAX_POINTS_LISTED) {
      summary.splice(0, summary.length, ...summary.filter((s) => !points.includes(s)), {
        field: 'points',
        text: t('summary.points', { count: points.length }),
      })
    }
  }
  function labelOf(field: string): string {
    if (field.startsWith('newInspector.')) return t(`addInspector.${field.split('.')[1]}`)
    return t(`fields.${field}`)
  }
  const added =
    state.intent === 'addInspector' && state.result?.ok ? state.added[state.added.length - 1] : null

  // After an answer, take keyboard and screen-reader users to what it says.
  useEffect(() => {
    if (state.version > 0 && (failed || added || state.intent === 'setSection')) {
      summaryRef.current?.focus()
    }
  }, [state.version, failed, added, state.intent])

  const describedBy = (name: string) => (errors[name] ? `${idOf(name)}-error` : undefined)
  /** A general field on ConsoleField: its label, the value typed and its message. */
  const field = (name: string) => ({
    id: idOf(name),
    name,
    label: labelOf(name),
    defaultValue: v[name] ?? '',
    error: errors[name],
  })
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${idOf(name)}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null
  const invalid = (name: string) => (errors[name] ? true : undefined)

  const allInspectors = [
    ...inspectors,
    ...state.added.filter((a) => !inspectors.some((i) => i.id === a.id)),
  ]

  return (
    <form key={state.version} action={action} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="stockNumber" value={stockNumber} />

      <div ref={summaryRef} tabIndex={-1} className={styles.summary}>
        {summary.length ? (
          <div className={styles.notice} data-tone="error" role="alert">
            <p className={styles.noticeTitle}>{t('summary.title')}</p>
            <ul>
              {summary.map((s, i) => (
                <li key={i}>{s.field ? <a href={`#${idOf(s.field)}`}>{s.text}</a> : s.text}</li>
              ))}
            </ul>
          </div>
        ) : added ? (
          <p className={styles.notice} role="status">
            {t('inspectorAdded', { name: added.name })}
          </p>
        ) : state.intent === 'setSection' && state.version > 0 ? (
          <p className={styles.notice} role="status">
            {t('sectionSet')}
          </p>
        ) : null}
      </div>

      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value="save"
          className="btn btn-primary"
          disabled={pending}
        >
          {pending ? t('saving') : t('save')}
        </button>
      </div>

      <fieldset className={styles.group}>
        <legend>{t('general')}</legend>
        <ConsoleField
          {...field('inspectorId')}
          kind="select"
          required
          options={[
            { value: '', label: t('chooseInspector') },
            ...allInspectors.map((i) => ({
              value: String(i.id),
              label: i.region ? t('inspectorOption', { name: i.name, region: i.region }) : i.name,
            })),
          ]}
        />

        <details
          className={styles.addInspector}
          open={state.intent === 'addInspector' && !!failed ? true : undefined}
        >
          <summary>{t('addInspector.summary')}</summary>
          <p className={styles.help} id="add-inspector-help">
            {t('addInspector.help')}
          </p>
          <div className={styles.inline}>
            {(['name', 'yearsExperience', 'region'] as const).map((f) => (
              <ConsoleField
                key={f}
                {...field(inspectorName(f))}
                inputMode={f === 'yearsExperience' ? 'numeric' : undefined}
                maxLength={f === 'name' ? 120 : f === 'region' ? 80 : 2}
              />
            ))}
          </div>
          <ConsoleField {...field(inspectorName('certifications'))} kind="textarea" rows={3} />
          <button
            type="submit"
            name="intent"
            value="addInspector"
            className="btn"
            disabled={pending}
          >
            {t('addInspector.submit')}
          </button>
        </details>

        <div className={styles.inline}>
          <ConsoleField
            {...field('inspectedOn')}
            type="date"
            min={INSPECTION_LIMITS.earliestDate}
            required
          />
          <ConsoleField
            {...field('overallCondition')}
            kind="select"
            required
            options={[
              { value: '', label: t('chooseCondition') },
              ...CONDITIONS.map((c, i) => ({ value: c, label: t(`ratings.${i}`) })),
            ]}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('lines')}</legend>
        <p id="lines-help" className={styles.help}>
          {t('linesHelp')}
        </p>
        <div className={styles.lines}>
          {LINE_FIELDS.map((f) => (
            <ConsoleField
              key={f}
              {...field(f)}
              kind="textarea"
              rows={5}
              lang={f.endsWith('Es') ? 'es' : 'en'}
              describedBy={f.startsWith('whatIsGreat') ? 'lines-help great-help' : 'lines-help'}
            />
          ))}
        </div>
        <p id="great-help" className={styles.help}>
          {t('greatHelp')}
        </p>
      </fieldset>

      <section aria-labelledby={idOf('points')} className={styles.points}>
        <h2 id={idOf('points')} tabIndex={-1}>
          {t('points.heading')}
        </h2>
        <p className={styles.help}>{t('points.help')}</p>
        {sections.map((s, index) => {
          const positions = s.points.map((p) => p.position)
          const rated = positions.filter((p) => (v[ratingName(p)] ?? '') !== '').length
          const withErrors = positions.some(
            (p) => errors[ratingName(p)] || errors[noteName(p, 'en')] || errors[noteName(p, 'es')],
          )
          const open = withErrors || (state.intent === 'setSection' && state.lastSection === index)
          return (
            <details key={s.name} className={styles.section} open={open || undefined}>
              <summary>
                <span className={styles.sectionName}>{s.name}</span>{' '}
                <span className={styles.sectionStatus}>
                  {t('points.sectionStatus', { rated, count: positions.length })}
                  {withErrors ? ` · ${t('points.sectionErrors')}` : ''}
                </span>
              </summary>
              <fieldset className={styles.sectionFields}>
                {/* The summary names the section; the legend stays for assistive technology. */}
                <legend className="visually-hidden">{s.name}</legend>
                <div className={styles.setAll}>
                  <input
                    type="hidden"
                    name={`section.${index}.points`}
                    value={positions.join(',')}
                  />
                  <label htmlFor={`section-${index}-rating`}>{t('points.setAll')}</label>
                  <select
                    id={`section-${index}-rating`}
                    name={`section.${index}.rating`}
                    className="input"
                    defaultValue=""
                    aria-label={t('points.setAllOf', { section: s.name })}
                  >
                    <option value="">{t('points.chooseRating')}</option>
                    {RATINGS.map((r) => (
                      <option key={r} value={r}>
                        {t(`ratings.${r}`)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="submit"
                    name="intent"
                    value={`section:${index}`}
                    className="btn"
                    disabled={pending}
                  >
                    {t('points.apply')}
                  </button>
                </div>
                <div className={styles.pointHead} aria-hidden="true">
                  <span>#</span>
                  <span>{t('points.point')}</span>
                  <span>{t('points.rating')}</span>
                  <span>{t('points.noteEn')}</span>
                  <span>{t('points.noteEs')}</span>
                </div>
                {s.points.map((p) => {
                  const r = ratingName(p.position)
                  const en = noteName(p.position, 'en')
                  const es = noteName(p.position, 'es')
                  return (
                    <div key={p.position} className={styles.point}>
                      <span className={styles.position}>{p.position}</span>
                      <span id={`point-${p.position}`} className={styles.pointName}>
                        {p.name}
                      </span>
                      <div>
                        <select
                          id={idOf(r)}
                          name={r}
                          className="input"
                          defaultValue={v[r] ?? ''}
                          aria-label={t('points.ratingOf', { name: p.name })}
                          aria-invalid={invalid(r)}
                          aria-describedby={describedBy(r)}
                        >
                          <option value="">{t('ratings.unrated')}</option>
                          {RATINGS.map((x) => (
                            <option key={x} value={x}>
                              {t(`ratings.${x}`)}
                            </option>
                          ))}
                        </select>
                        {errorOf(r)}
                      </div>
                      {(
                        [
                          [en, 'en', 'points.noteEnOf'],
                          [es, 'es', 'points.noteEsOf'],
                        ] as const
                      ).map(([name, lang, label]) => (
                        <div key={name}>
                          <input
                            id={idOf(name)}
                            name={name}
                            className="input"
                            lang={lang}
                            maxLength={INSPECTION_LIMITS.noteMax}
                            defaultValue={v[name] ?? ''}
                            autoComplete="off"
                            aria-label={t(label, { name: p.name })}
                            aria-invalid={invalid(name)}
                            aria-describedby={describedBy(name)}
                          />
                          {errorOf(name)}
                        </div>
                      ))}
                    </div>
                  )
                })}
              </fieldset>
            </details>
          )
        })}
      </section>

      <div className={styles.actions}>
        <button
          type="submit"
          name="intent"
          value="save"
          className="btn btn-primary"
          disabled={pending}
        >
          {pending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  )
}
