'use client'

import {
  type ReactNode,
  useActionState,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useTransition,
  type FormEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { useEarlyInput } from '@/components/ui/use-early-input'
import type { Locale } from '@/i18n/settings'
import { submitLeadAction } from '@/features/leads/submit-lead'
import { formatPrice } from '@/lib/format'
import { firstRefusedField, withFieldKey, withoutFieldError } from '@/lib/action-result'
import { lazyModule } from '@/lib/lazy-module'
import { LEAD_EVENT, leadEventDetail } from '@/features/leads/lead-event'
import {
  idleLeadState,
  leadFieldErrors,
  type LeadFormState,
} from '@/features/leads/lead-form-state'
import {
  CREDIT_RATINGS,
  FORM_FIELD_ORDER,
  MACHINE_COUNT_BANDS,
  type FieldRule,
  type LeadField,
  type LeadFormType,
} from '@/features/leads/lead-forms'
import { isOfferAboveAsking, parseMoneyCents } from '@ironyard/contract/money'
import { PREQUALIFY_VALUES_EVENT, type PrequalifyValues } from '@/features/leads/prequalify-values'
import type { ValidationKey } from '@ironyard/contract/forms/validation'
import { browserStore, readMarketingParams } from '@/features/analytics/marketing-params'
import { trackingAllowed } from '@/features/analytics/identity'
import { LeadField as Field, type FieldOption } from './LeadField'
import { LikelihoodBadge, LiveLikelihood } from './LikelihoodMeter'
import styles from './LeadForm.module.css'

/**
 * The contract's rules for the lead forms (zod and the phone rules, about 120 KB of gzipped
 * JavaScript), loaded when a visitor first focuses a form or sends one (issue 18, decision 039):
 * a page with forms nobody touches does not load them. The server action checks every field
 * again either way.
 */
type LeadRules = typeof import('@/lib/leads/validate-lead')
const leadRules = lazyModule<LeadRules>(() => import('@/lib/leads/validate-lead'))

export interface LeadFormProps {
  type: LeadFormType
  locale: Locale
  /** The machine the form is about (the equipment page's forms); none on the services forms. */
  stockNumber?: string
  /** Fields chosen from a list (state, credit rating, equipment type). */
  options?: Partial<Record<LeadField, readonly FieldOption[]>>
  /** Shown under the success text (e.g. the lender application hand-off). */
  successExtra?: ReactNode
  /** Shown in the spec §4 "sorry" state of a pre-qualification the program cannot serve. */
  sorryExtra?: ReactNode
  /** Made on the server for this render; "send another" makes a new one. */
  idempotencyKey: string
  /** The search the visitor came from (?queryID=), for attribution. */
  queryId?: string | null
  /** The signed-in visitor's details. */
  prefill?: Partial<Record<LeadField, string>>
  /** Values for the form's intro text (price, seller, category, title). */
  introValues?: Record<string, string>
  /** The intro's key in `forms` when it is not `forms.<type>.intro` (a variant of the form). */
  introKey?: string
  brand: string
  /** The machine's advertised price: the lead's value in analytics (spec §9). */
  advertisedPriceCents?: number | null
  headingLevel?: 'h2' | 'h3'
  /**
   * Show the form in a disclosure (<details>) with this summary. It opens by itself when the form
   * has something to say, so a submission without JavaScript shows its outcome.
   */
  disclosure?: {
    id: string
    summary: string
    /** Disclosures sharing a name open one at a time. */
    name?: string
    defaultOpen?: boolean
    className?: string
    bodyClassName?: string
    /**
     * A collapsed form's body is rendered once the visitor opens it (issue 18: the page does not
     * carry forms nobody opened). Without JavaScript the disclosure holds this link instead,
     * to the same page rendering the form open (`?form=<type>#<id>`).
     */
    openHref?: string
  }
  /** Stories and tests: start in a given state. */
  initialState?: LeadFormState
  /** Tests: the likelihood's debounce. */
  likelihoodDebounceMs?: number
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`

/**
 * LeadForm in the browser. The server says which of the form's fields may be left blank (the
 * api's rule): the rest are required.
 */
export function LeadFormClient(props: LeadFormProps & { optional: readonly LeadField[] }) {
  // The React key is a counter, not the idempotency key: a page rendered again after a
  // submission without JavaScript must find this form's outcome at the same place in the tree.
  const [round, setRound] = useState({ n: 0, key: props.idempotencyKey })
  return (
    <LeadFormBody
      key={round.n}
      {...props}
      idempotencyKey={round.key}
      initialState={round.n === 0 ? props.initialState : undefined}
      onAgain={() => setRound((r) => ({ n: r.n + 1, key: newKey() }))}
    />
  )
}

/**
 * The page and the stored marketing parameters (UTM, first visit), read as the lead is sent;
 * none under Global Privacy Control or Do Not Track.
 */
function addBrowserContext(data: FormData): void {
  const store = trackingAllowed(navigator, window) ? browserStore() : null
  const m = store ? readMarketingParams(store) : { utm: {}, firstVisitParams: {} }
  data.set('pageUrl', window.location.href)
  data.set('utm', JSON.stringify(m.utm))
  data.set('firstVisitParams', JSON.stringify(m.firstVisitParams))
}

function LeadFormBody({
  type,
  locale,
  stockNumber,
  idempotencyKey,
  queryId,
  prefill = {},
  introValues = {},
  introKey,
  brand,
  advertisedPriceCents,
  headingLevel: Heading = 'h3',
  disclosure,
  initialState,
  likelihoodDebounceMs,
  options,
  successExtra,
  sorryExtra,
  onAgain,
  optional,
}: LeadFormProps & { optional: readonly LeadField[]; onAgain: () => void }) {
  const { t } = useTranslation('forms')
  const { t: tv, i18n } = useTranslation('validation')
  const id = useId()
  const fields: FieldRule[] = useMemo(
    () => FORM_FIELD_ORDER[type].map((name) => ({ name, required: !optional.includes(name) })),
    [type, optional],
  )
  // The rules, once loaded (leadRules): a render reads them, so their arrival renders again.
  const [rules, setRules] = useState<LeadRules | null>(leadRules.current())
  const withRules = (then: (r: LeadRules) => void) => {
    if (rules) return then(rules)
    leadRules.load().then(
      (r) => {
        setRules(r)
        then(r)
      },
      () => undefined,
    )
  }
  // Without JavaScript the page comes back from the server action with its outcome here.
  const [actionState, formAction] = useActionState(
    submitLeadAction,
    initialState ?? idleLeadState(idempotencyKey, prefill),
  )
  const [state, setState] = useState<LeadFormState>(actionState)
  // Rendered with the server's answer (sent without JavaScript, or before the scripts ran): the
  // page focuses the first field it refused as it loads. Only that first render's answer.
  const [servedFocus] = useState(() =>
    firstRefusedField(
      actionState.result,
      fields.map((f) => f.name),
    ),
  )
  const { result } = state
  const answer = result?.ok ? result.data : null
  const fieldErrors = leadFieldErrors(result)
  const [clientErrors, setClientErrors] = useState<Partial<Record<LeadField, ValidationKey>>>({})
  const [pending, startTransition] = useTransition()
  const sending = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const successRef = useRef<HTMLDivElement>(null)
  const pressingSubmit = useRef(false)
  // After the click that follows the press (a click comes after pointerup).
  const releaseSubmit = () => {
    setTimeout(() => {
      pressingSubmit.current = false
    }, 0)
  }
  const [amount, setAmount] = useState(state.values.offerAmount ?? '')
  const open = Boolean(disclosure?.defaultOpen) || result !== null
  const [shown, setShown] = useState(open || !disclosure?.openHref)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  // Opened before the page hydrated: render the form now.
  useEffect(() => {
    if (detailsRef.current?.open) setShown(true)
  }, [])

  // The finance calculator's "Pre-qualify with this price" on this page: its price and ZIP fill
  // the form (issue 16, defect 12; a link to the same URL would only scroll).
  useEffect(() => {
    if (type !== 'finance_prequalify') return
    const onValues = (e: Event) => {
      const form = formRef.current
      if (!form) return
      const values = (e as CustomEvent<PrequalifyValues>).detail
      for (const name of ['price', 'zip'] as const) {
        const el = form.elements.namedItem(name)
        if (el instanceof HTMLInputElement && values[name]) el.value = values[name]
      }
      setClientErrors((prev) => {
        const next = { ...prev }
        delete next.price
        delete next.zip
        return next
      })
    }
    window.addEventListener(PREQUALIFY_VALUES_EVENT, onValues)
    return () => window.removeEventListener(PREQUALIFY_VALUES_EVENT, onValues)
  }, [type])

  // After an answer (not while the visitor fixes fields): focus the outcome or the first field
  // the api refused.
  const answered = useRef(false)
  useEffect(() => {
    if (!answered.current) return
    answered.current = false
    if (state.result?.ok) successRef.current?.focus()
    else if (state.result) {
      const refused = leadFieldErrors(state.result)
      const first = fields.find((f) => refused[f.name])
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus()
    }
  }, [state, fields])

  const errorOf = (name: LeadField): string | null => {
    const local = clientErrors[name]
    if (local) return tv(local)
    const remote = fieldErrors[name]
    if (!remote) return null
    return i18n.exists(remote.key, { ns: 'validation' })
      ? tv(remote.key)
      : (remote.message ?? tv('validation.invalid'))
  }

  const revalidate = (name: LeadField, value: string, always: boolean) => {
    if (!always && !clientErrors[name] && !fieldErrors[name]) return
    withRules((r) => recheck(name, r.validateLeadField(type, name, value)))
  }
  const recheck = (name: LeadField, key: ValidationKey | null) => {
    setClientErrors((prev) => withFieldKey(prev, name, key))
    if (!key && fieldErrors[name]) setState((s) => withoutFieldError(s, name))
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (sending.current) return // a second click while the first is on its way
    sending.current = true
    const form = e.currentTarget
    const data = new FormData(form)
    addBrowserContext(data)
    const values = Object.fromEntries(
      fields.map((f) => [f.name, String(data.get(f.name) ?? '')]),
    ) as Partial<Record<LeadField, string>>
    if (rules) return send(form, data, values, rules)
    // Sent before the rules arrived: they are waited for; if they cannot load, the server
    // action's check answers.
    leadRules.load().then(
      (r) => {
        setRules(r)
        send(form, data, values, r)
      },
      () => send(form, data, values, null),
    )
  }
  const send = (
    form: HTMLFormElement,
    data: FormData,
    values: Partial<Record<LeadField, string>>,
    checks: LeadRules | null,
  ) => {
    const errors = checks ? checks.validateLead(type, values) : {}
    setClientErrors(errors)
    const firstInvalid = fields.find((f) => errors[f.name])
    if (firstInvalid) {
      sending.current = false
      setState((s) => ({ ...s, result: null, values }))
      form.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus()
      return
    }
    startTransition(async () => {
      try {
        const next = await submitLeadAction(state, data)
        answered.current = true
        setState(next)
        if (next.result?.ok && !next.result.data.duplicate) {
          window.dispatchEvent(
            new CustomEvent(LEAD_EVENT, {
              detail: leadEventDetail(
                type,
                stockNumber ?? '',
                advertisedPriceCents,
                values.machineCount,
              ),
            }),
          )
        }
      } catch {
        // The page's server could not be reached: same key on the next try.
        setState((s) => ({
          ...s,
          values,
          result: { ok: false, code: 'UNAVAILABLE', fields: [], messageKey: 'form.submitFailed' },
        }))
      } finally {
        sending.current = false
      }
    })
  }

  const title = t(`forms.${type}.title`)
  const wrap = (body: ReactNode) =>
    disclosure ? (
      <details
        ref={detailsRef}
        id={disclosure.id}
        name={disclosure.name}
        className={disclosure.className}
        open={open}
        onToggle={(e) => {
          if (e.currentTarget.open) setShown(true)
        }}
        data-lead-type={type}
      >
        <summary>{disclosure.summary}</summary>
        <div className={disclosure.bodyClassName}>
          {shown || !disclosure.openHref ? (
            body
          ) : (
            <a href={disclosure.openHref}>{t('showForm', { form: title })}</a>
          )}
        </div>
      </details>
    ) : (
      body
    )
  if (answer?.outcome === 'not_a_fit') {
    return wrap(
      <div
        ref={successRef}
        className={styles.sorry}
        role="status"
        tabIndex={-1}
        data-lead-type={type}
        data-outcome="not_a_fit"
      >
        <Heading className={styles.title}>{t('sorry.title')}</Heading>
        {(answer.fitReasons ?? []).map((r) => (
          <p key={r}>{t(`sorry.reasons.${r}`)}</p>
        ))}
        <p>{t('sorry.next')}</p>
        {sorryExtra}
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          {t('sorry.again')}
        </button>
      </div>,
    )
  }
  if (answer) {
    const offerCents = state.values.offerAmount ? parseMoneyCents(state.values.offerAmount) : null
    return wrap(
      <div
        ref={successRef}
        className={styles.success}
        role="status"
        tabIndex={-1}
        data-lead-type={type}
      >
        <Heading className={styles.title}>{tv('form.success')}</Heading>
        {type === 'name_your_price' && offerCents !== null ? (
          <p>{t('success.offerReceived', { amount: formatPrice(offerCents, locale) })}</p>
        ) : null}
        {answer.likelihood ? <LikelihoodBadge likelihood={answer.likelihood} /> : null}
        {answer.subscription ? (
          // Consent for mail: the same text whatever the address's state, unless it is the
          // signed-in user's own verified address (active at once).
          <p>
            {t(answer.subscription === 'ACTIVE' ? 'success.subscribed' : 'success.checkEmail', {
              email: state.values.email,
            })}
          </p>
        ) : (
          <p>{t(`success.${answer.contactWindow ?? 'within24Hours'}`)}</p>
        )}
        {successExtra}
        {answer.duplicate ? <p className={styles.hint}>{t('success.duplicate')}</p> : null}
        <button type="button" className="btn btn-secondary" onClick={onAgain}>
          {t('success.again')}
        </button>
      </div>,
    )
  }

  const failureKey = result && !result.ok ? result.messageKey : undefined
  const formMessage = failureKey
    ? failureKey.startsWith('form.')
      ? tv(failureKey)
      : t(failureKey)
    : null
  const asksPhone = fields.some((f) => f.name === 'phone')
  return wrap(
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => {
        if (!rules) withRules(() => undefined)
      }}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      data-lead-type={type}
    >
      <Heading id={`${id}-title`} className={disclosure ? 'visually-hidden' : styles.title}>
        {title}
      </Heading>
      <p id={`${id}-intro`} className={styles.intro}>
        {t(introKey ?? `forms.${type}.intro`, introValues)}
      </p>
      {formMessage ? (
        <p className={styles.formError} role="alert">
          {formMessage}
        </p>
      ) : null}
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="locale" value={locale} />
      {stockNumber ? <input type="hidden" name="stockNumber" value={stockNumber} /> : null}
      <input type="hidden" name="idempotencyKey" value={state.idempotencyKey} />
      <input type="hidden" name="queryId" value={queryId ?? ''} />
      {/* Empty without JavaScript; filled from the browser on submit (addBrowserContext). */}
      <input type="hidden" name="pageUrl" value="" />
      <input type="hidden" name="utm" value="" />
      <input type="hidden" name="firstVisitParams" value="" />
      <div className={styles.fields}>
        {fields.map((f) => (
          <Field
            key={f.name}
            id={`${id}-${f.name}`}
            type={type}
            name={f.name}
            required={f.required}
            defaultValue={state.values[f.name] ?? ''}
            error={errorOf(f.name)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's own send
            autoFocus={servedFocus === f.name}
            options={
              options?.[f.name] ??
              (f.name === 'creditRating'
                ? CREDIT_RATINGS.map((v) => ({ value: v, label: t(`creditRatings.${v}`) }))
                : f.name === 'machineCount'
                  ? MACHINE_COUNT_BANDS.map((v) => ({ value: v, label: t(`machineCounts.${v}`) }))
                  : undefined)
            }
            onBlur={(v) => {
              // Left by pressing this form's submit button: the submit checks every field at
              // once. A message shown here first would move the button from under the pointer,
              // and the click would be lost (issue 16, defect 11: errors only on a 2nd submit).
              if (pressingSubmit.current) return
              revalidate(f.name, v, true)
            }}
            onChange={(v) => {
              if (f.name === 'offerAmount') setAmount(v)
              revalidate(f.name, v, false)
            }}
          />
        ))}
      </div>
      {type === 'name_your_price' ? (
        <>
          {isOfferAboveAsking(amount, advertisedPriceCents) ? (
            <p className={styles.warning} role="status" data-testid="offer-above-asking">
              {t('likelihood.aboveAsking', {
                price: formatPrice(advertisedPriceCents ?? 0, locale),
              })}
            </p>
          ) : null}
          <LiveLikelihood
            stockNumber={stockNumber ?? ''}
            locale={locale}
            amount={amount}
            refused={
              amount.trim() !== '' && rules?.validateLeadField(type, 'offerAmount', amount) != null
            }
            debounceMs={likelihoodDebounceMs}
          />
        </>
      ) : null}
      {/* Spec §5: every form carries the consent text; email-only sign-ups consent to email. */}
      <p className={styles.consent}>{t(asksPhone ? 'consent' : 'consentEmail', { brand })}</p>
      <button
        type="submit"
        className="btn"
        disabled={pending}
        aria-disabled={pending}
        onPointerDown={() => {
          pressingSubmit.current = true
        }}
        onPointerUp={releaseSubmit}
        onPointerCancel={releaseSubmit}
        onPointerLeave={releaseSubmit}
      >
        {pending ? t('sending') : t(`forms.${type}.submit`)}
      </button>
    </form>,
  )
}
