'use client'

import Link from 'next/link'
import {
  type FormEvent,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { firstRefusedField, withFieldKey, withoutFieldError } from '@/lib/action-result'
import { lazyModule } from '@/lib/lazy-module'
import { leadFormStyles as styles } from '@/features/leads'
import own from './SweepstakesForm.module.css'
import { enterSweepstakesAction } from './enter-sweepstakes'
import {
  idleSweepstakesState,
  readSweepstakesForm,
  SWEEPSTAKES_TEXT_FIELDS,
  type SweepstakesField,
  type SweepstakesFormState,
  type SweepstakesTextField,
} from './sweepstakes-form-state'

const INPUT: Record<
  SweepstakesTextField,
  { type: string; autoComplete: string; inputMode?: 'email' | 'tel' }
> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  company: { type: 'text', autoComplete: 'organization' },
  jobTitle: { type: 'text', autoComplete: 'organization-title' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
}

export interface SweepstakesFormProps {
  locale: Locale
  brand: string
  /** Made on the server for this render: a double click or a retry sends the same key. */
  idempotencyKey: string
  luckyNumberCount: number
  luckyNumberMin: number
  luckyNumberMax: number
  /** Stories and tests: start in a given state. */
  initialState?: SweepstakesFormState
}

/** The contract's rules for the form (zod), loaded on first focus or send (decision 043). */
const sweepstakesRules = lazyModule(() => import('./sweepstakes-rules'))
type SweepstakesRules = Awaited<ReturnType<typeof sweepstakesRules.load>>

/** Every field an error can point at, in the form's order. */
const FIELD_ORDER: readonly SweepstakesField[] = [...SWEEPSTAKES_TEXT_FIELDS, 'luckyNumbers']

/** Focus the first field (in the form's order) with a message. */
function focusFirst(form: HTMLFormElement | null, errors: Partial<Record<string, string>>) {
  const first = FIELD_ORDER.find((name) => errors[name])
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
}

/**
 * The sweepstakes entry form (spec §2-§5): names, company, job title, email, phone, works in the
 * industry, and the lucky numbers; each spec §5 message under its field (tied to it with
 * aria-describedby), the consent text and the official rules, and a success announced in a live
 * region that says winners are notified by email. Works without JavaScript (a server action).
 */
export function SweepstakesForm({
  locale,
  brand,
  idempotencyKey,
  luckyNumberCount,
  luckyNumberMin,
  luckyNumberMax,
  initialState,
}: SweepstakesFormProps) {
  const { t } = useTranslation('company')
  const { t: tf } = useTranslation('forms')
  const { t: tv, i18n } = useTranslation('validation')
  const id = useId()
  const [actionState, formAction] = useActionState(
    enterSweepstakesAction,
    initialState ?? idleSweepstakesState(idempotencyKey),
  )
  const [state, setState] = useState<SweepstakesFormState>(actionState)
  // Rendered with the server's answer (sent without JavaScript, or before the scripts ran): the
  // page focuses the first field it refused as it loads. Only that first render's answer.
  const [servedFocus] = useState(() => firstRefusedField(actionState.result, FIELD_ORDER))
  const [clientErrors, setClientErrors] = useState<Partial<Record<SweepstakesField, string>>>({})
  const [pending, startTransition] = useTransition()
  const sending = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const answered = useRef(false)
  /** Fields typed in before the rules loaded, to check once they arrive. */
  const waiting = useRef(new Set<SweepstakesField>())
  const { result, values } = state

  const remote: Partial<Record<SweepstakesField, { key: string; message?: string }>> = {}
  if (result && !result.ok) {
    for (const f of result.fields) remote[f.path as SweepstakesField] ??= f
  }
  const errorOf = (name: SweepstakesField): string | null => {
    const local = clientErrors[name]
    if (local) return tv(local)
    const r = remote[name]
    if (!r) return null
    return i18n.exists(r.key, { ns: 'validation' })
      ? tv(r.key)
      : (r.message ?? tv('validation.invalid'))
  }

  useEffect(() => {
    if (!answered.current) return
    answered.current = false
    if (state.result?.ok) successRef.current?.focus()
    else if (state.result)
      focusFirst(
        formRef.current,
        Object.fromEntries(state.result.fields.map((f) => [f.path, f.key])),
      )
  }, [state])

  /** After a field's message is shown, fixing the field clears it as the visitor types. */
  const revalidate = (name: SweepstakesField) => {
    if (!clientErrors[name] && !remote[name]) return
    const form = formRef.current
    if (!form) return
    const rules = sweepstakesRules.current()
    if (!rules) {
      // One check per field once the rules arrive (it reads the form as it is then).
      if (waiting.current.has(name)) return
      waiting.current.add(name)
      const done = () => waiting.current.delete(name)
      sweepstakesRules.load().then(() => {
        done()
        revalidate(name)
      }, done)
      return
    }
    const key = rules.localErrors(new FormData(form))[name]
    setClientErrors((prev) => withFieldKey(prev, name, key))
    if (!key && remote[name]) setState((s) => withoutFieldError(s, name))
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (sending.current) return // a second click while the first is on its way
    sending.current = true
    const data = new FormData(e.currentTarget)
    data.set('pageUrl', window.location.href)
    const rules = sweepstakesRules.current()
    if (rules) return send(data, rules)
    // Sent before the rules arrived: they are waited for; if they cannot load, the server
    // action's check answers.
    sweepstakesRules.load().then(
      (r) => send(data, r),
      () => send(data, null),
    )
  }
  const send = (data: FormData, rules: SweepstakesRules | null) => {
    const errors = rules ? rules.localErrors(data) : {}
    setClientErrors(errors)
    if (Object.keys(errors).length) {
      sending.current = false
      setState((s) => ({ ...s, result: null, values: readSweepstakesForm(data) }))
      focusFirst(formRef.current, errors)
      return
    }
    startTransition(async () => {
      try {
        const next = await enterSweepstakesAction(state, data)
        answered.current = true
        setState(next)
      } catch {
        setState((s) => ({
          ...s,
          values: readSweepstakesForm(data),
          result: { ok: false, code: 'UNAVAILABLE', fields: [], messageKey: 'form.submitFailed' },
        }))
      } finally {
        sending.current = false
      }
    })
  }

  const rules = (
    <Link href={localePath(locale, '/sweepstakes/official-rules')} prefetch={false}>
      {t('sweepstakes.form.rulesLink')}
    </Link>
  )

  const answer = result?.ok ? result.data : null
  const formMessage = result && !result.ok && result.messageKey ? tv(result.messageKey) : null
  const luckyError = errorOf('luckyNumbers')
  const hintId = `${id}-lucky-hint`
  const luckyErrorId = `${id}-luckyNumbers-error`
  return (
    <div className={styles.form}>
      {/* The live region is in the page from the start, so screen readers announce the success. */}
      <div role="status" aria-live="polite">
        {answer ? (
          <div
            ref={successRef}
            className={styles.success}
            tabIndex={-1}
            data-testid="sweepstakes-success"
          >
            <h2 className={styles.title}>{t('sweepstakes.form.success.title')}</h2>
            <p>{t('sweepstakes.form.success.text')}</p>
            <p>
              {t(
                answer.subscription === 'ACTIVE'
                  ? 'sweepstakes.form.success.subscribed'
                  : 'sweepstakes.form.success.checkEmail',
                { email: values.email },
              )}
            </p>
            {answer.duplicate ? (
              <p className={styles.hint}>{t('sweepstakes.form.success.duplicate')}</p>
            ) : null}
            <p>{rules}</p>
          </div>
        ) : null}
      </div>
      {answer ? null : (
        <form
          ref={formRef}
          className={styles.form}
          action={formAction}
          onSubmit={onSubmit}
          onFocus={() => {
            if (!sweepstakesRules.current()) sweepstakesRules.load().catch(() => undefined)
          }}
          noValidate
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-intro`}
        >
          <h2 id={`${id}-title`} className={styles.title}>
            {t('sweepstakes.form.title')}
          </h2>
          <p id={`${id}-intro`} className={styles.intro}>
            {t('sweepstakes.form.intro')}
          </p>
          {formMessage ? (
            <p className={styles.formError} role="alert">
              {formMessage}
            </p>
          ) : null}
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
          <input type="hidden" name="pageUrl" value="" />
          <div className={styles.fields}>
            {SWEEPSTAKES_TEXT_FIELDS.map((name) => {
              const fieldId = `${id}-${name}`
              const error = errorOf(name)
              return (
                <div key={name} className={styles.field}>
                  <label htmlFor={fieldId} className="label">
                    {name === 'jobTitle' ? t('sweepstakes.form.jobTitle') : tf(`fields.${name}`)}
                  </label>
                  <input
                    id={fieldId}
                    name={name}
                    className="input"
                    type={INPUT[name].type}
                    autoComplete={INPUT[name].autoComplete}
                    inputMode={INPUT[name].inputMode}
                    placeholder={name === 'phone' ? tf('placeholders.phone') : undefined}
                    defaultValue={values[name] ?? ''}
                    aria-required
                    // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's own send
                    autoFocus={servedFocus === name}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    onBlur={() => revalidate(name)}
                    onChange={() => revalidate(name)}
                  />
                  {error ? (
                    <p id={`${fieldId}-error`} className={styles.error}>
                      {error}
                    </p>
                  ) : null}
                </div>
              )
            })}
          </div>
          <div className={styles.field}>
            <label className={own.check}>
              <input
                type="checkbox"
                name="worksInIndustry"
                value="yes"
                defaultChecked={Boolean(values.worksInIndustry)}
              />{' '}
              {t('sweepstakes.form.worksInIndustry')}
            </label>
          </div>
          <fieldset
            className={own.lucky}
            aria-describedby={luckyError ? `${hintId} ${luckyErrorId}` : hintId}
            aria-invalid={luckyError ? true : undefined}
          >
            <legend className="label">
              {t('sweepstakes.form.luckyNumbers', { count: luckyNumberCount })}
            </legend>
            <p id={hintId} className={styles.intro}>
              {t('sweepstakes.form.luckyHint', { min: luckyNumberMin, max: luckyNumberMax })}
            </p>
            <div className={own.numbers}>
              {Array.from({ length: luckyNumberCount }, (_, i) => (
                <input
                  key={i}
                  name="luckyNumbers"
                  className="input"
                  type="number"
                  inputMode="numeric"
                  min={luckyNumberMin}
                  max={luckyNumberMax}
                  step={1}
                  defaultValue={values.luckyNumbers?.[i] ?? ''}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's own send
                  autoFocus={servedFocus === 'luckyNumbers' && i === 0}
                  aria-label={t('sweepstakes.form.luckyNumber', {
                    n: i + 1,
                    count: luckyNumberCount,
                  })}
                  aria-invalid={luckyError ? true : undefined}
                  aria-describedby={luckyError ? `${hintId} ${luckyErrorId}` : hintId}
                  onBlur={() => revalidate('luckyNumbers')}
                  onChange={() => revalidate('luckyNumbers')}
                />
              ))}
            </div>
            {luckyError ? (
              <p id={luckyErrorId} className={styles.error}>
                {luckyError}
              </p>
            ) : null}
          </fieldset>
          <p className={styles.consent}>{t('sweepstakes.form.agreement')}</p>
          <p className={styles.consent}>{tf('consent', { brand })}</p>
          <p>{rules}</p>
          <button type="submit" className="btn" disabled={pending} aria-disabled={pending}>
            {pending ? tf('sending') : t('sweepstakes.form.submit')}
          </button>
        </form>
      )}
    </div>
  )
}
