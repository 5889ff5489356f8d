'use client'

import { useId, useRef, useState, useTransition, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useEarlyInput } from '@/components/ui/use-early-input'
import type { AccountProfileFieldsFragment } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import type { FieldError as ApiFieldError } from '@/lib/action-result'
import { updateProfileAction } from '@/features/account/profile-actions'
import { checkProfile, type Errors } from '@/features/account/validate'
import styles from './Account.module.css'
import { FieldError } from './FieldError'
import forms from './Forms.module.css'

export interface SettingsFormProps {
  locale: Locale
  email: string
  memberSince: string
  profile: AccountProfileFieldsFragment
  categories: Array<{ slug: string; name: string }>
  /** Stories and tests: replaces the server action. */
  save?: typeof updateProfileAction
}

interface Values {
  firstName: string
  lastName: string
  company: string
  phone: string
  zip: string
  isBuyer: boolean
  isSeller: boolean
  interestedCategories: string[]
  priceDropEmails: boolean
  locale: string
}

const fromProfile = (p: AccountProfileFieldsFragment): Values => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  company: p.company ?? '',
  phone: p.phone ?? '',
  zip: p.zip ?? '',
  isBuyer: p.isBuyer,
  isSeller: p.isSeller,
  interestedCategories: p.interestedCategories,
  priceDropEmails: p.priceDropEmails,
  locale: p.locale,
})

/**
 * /account/settings (spec §2, §3): personal and location information, member since, and the
 * marketplace profile (buyer/seller persona, interested categories), with spec §5 messages.
 */
export function SettingsForm({
  locale,
  email,
  memberSince,
  profile,
  categories,
  save = updateProfileAction,
}: SettingsFormProps) {
  const { t } = useTranslation('account')
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const [values, setValues] = useState<Values>(() => fromProfile(profile))
  const [errors, setErrors] = useState<Errors>({})
  const [serverMessages, setServerMessages] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<'idle' | 'saved' | 'invalid' | 'failed'>('idle')
  const [pending, startTransition] = useTransition()

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest)
    setStatus('idle')
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const found = checkProfile(values)
    setErrors(found)
    setServerMessages({})
    if (Object.keys(found).length) {
      setStatus('invalid')
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus()
      return
    }
    startTransition(async () => {
      const result = await save(
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          company: values.company.trim(),
          phone: values.phone.trim(),
          zip: values.zip.trim(),
          isBuyer: values.isBuyer,
          isSeller: values.isSeller,
          interestedCategories: values.interestedCategories,
          priceDropEmails: values.priceDropEmails,
          locale: values.locale,
        },
        locale,
      )
      if (result.ok) {
        setValues(fromProfile(result.data))
        setStatus('saved')
        return
      }
      if (result.code === 'VALIDATION' && result.fields.length) {
        const field = (f: ApiFieldError) => f.path.split('.')[0]
        setErrors(Object.fromEntries(result.fields.map((f) => [field(f), f.key])))
        setServerMessages(Object.fromEntries(result.fields.map((f) => [field(f), f.message])))
        setStatus('invalid')
        return
      }
      setStatus('failed')
    })
  }

  const text = (
    name: 'firstName' | 'lastName' | 'company' | 'phone' | 'zip',
    opts: { autoComplete: string; type?: string; inputMode?: 'tel' | 'numeric'; help?: string },
  ) => {
    const inputId = `${id}-${name}`
    const errorId = `${inputId}-error`
    const helpId = opts.help ? `${inputId}-help` : undefined
    return (
      <div className={forms.field}>
        <label className="label" htmlFor={inputId}>
          {t(`settings.${name}`)}
        </label>
        <input
          id={inputId}
          className="input"
          name={name}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          autoComplete={opts.autoComplete}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={
            [errors[name] ? errorId : null, helpId].filter(Boolean).join(' ') || undefined
          }
        />
        {opts.help ? (
          <p id={helpId} className={forms.help}>
            {opts.help}
          </p>
        ) : null}
        <FieldError id={errorId} errorKey={errors[name]} fallback={serverMessages[name]} />
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className={forms.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${id}-status`}
    >
      <fieldset className={forms.fieldset}>
        <legend>{t('settings.personal')}</legend>
        <div className={forms.grid}>
          <div className={forms.field}>
            <span className="label">{t('settings.email')}</span>
            <p className={forms.readOnly}>{email}</p>
            <p className={forms.help}>{t('settings.emailHelp')}</p>
          </div>
          <div className={forms.field}>
            <span className="label">{t('settings.memberSince')}</span>
            <p className={forms.readOnly}>{memberSince}</p>
          </div>
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
          {text('company', { autoComplete: 'organization' })}
          {text('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
        </div>
      </fieldset>
      <fieldset className={forms.fieldset}>
        <legend>{t('settings.location')}</legend>
        <div className={forms.grid}>
          {text('zip', {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            help: t('settings.zipHelp'),
          })}
        </div>
      </fieldset>
      <fieldset className={forms.fieldset}>
        <legend>{t('settings.profile')}</legend>
        <p className={forms.subLegend} id={`${id}-persona`}>
          {t('settings.persona')}
        </p>
        <ul className={forms.checks} aria-labelledby={`${id}-persona`}>
          {(['isBuyer', 'isSeller'] as const).map((key) => (
            <li key={key}>
              <label className={forms.check}>
                <input
                  type="checkbox"
                  name={key}
                  checked={values[key]}
                  onChange={(e) => set(key, e.target.checked)}
                />
                {t(key === 'isBuyer' ? 'settings.buyer' : 'settings.seller')}
              </label>
            </li>
          ))}
        </ul>
        <p className={forms.subLegend} id={`${id}-interested`}>
          {t('settings.interested')}
        </p>
        <ul className={forms.checks} aria-labelledby={`${id}-interested`}>
          {categories.map((c) => (
            <li key={c.slug}>
              <label className={forms.check}>
                <input
                  type="checkbox"
                  name="interestedCategories"
                  value={c.slug}
                  checked={values.interestedCategories.includes(c.slug)}
                  onChange={(e) =>
                    set(
                      'interestedCategories',
                      e.target.checked
                        ? [...values.interestedCategories, c.slug]
                        : values.interestedCategories.filter((s) => s !== c.slug),
                    )
                  }
                />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${id}-interested-error`} errorKey={errors.interestedCategories} />
      </fieldset>
      <fieldset className={forms.fieldset}>
        <legend>{t('settings.emails')}</legend>
        <label className={forms.check}>
          <input
            type="checkbox"
            name="priceDropEmails"
            checked={values.priceDropEmails}
            onChange={(e) => set('priceDropEmails', e.target.checked)}
          />
          {t('settings.priceDropEmails')}
        </label>
        <div className={forms.field} style={{ maxWidth: 260, marginTop: 8 }}>
          <label className="label" htmlFor={`${id}-locale`}>
            {t('settings.emailLanguage')}
          </label>
          <select
            id={`${id}-locale`}
            className="select"
            value={values.locale}
            onChange={(e) => set('locale', e.target.value)}
          >
            <option value="en">English</option>
            <option value="es">Español</option>
          </select>
        </div>
      </fieldset>
      <div className={forms.buttons}>
        <button type="submit" className="btn" disabled={pending} aria-busy={pending}>
          {pending ? t('settings.saving') : t('settings.save')}
        </button>
        <div id={`${id}-status`} role="status" aria-live="polite">
          {status === 'saved' ? <p className={styles.success}>{t('settings.saved')}</p> : null}
          {status === 'invalid' ? (
            <p className={forms.fieldError}>{t('settings.fixErrors')}</p>
          ) : null}
        </div>
        {status === 'failed' ? (
          <p role="alert" className={forms.fieldError}>
            {t('form.submitFailed')}
          </p>
        ) : null}
      </div>
    </form>
  )
}
