'use client'

import { CONDITIONS } from '@ironyard/contract/listing-enums'
import { useActionState } from 'react'
import type { Locale } from '@/i18n/settings'
import styles from './Admin.module.css'
import { createListingAction, type NewListingState } from './equipment-actions'

export interface NewListingTexts {
  fields: Record<string, string>
  conditions: Record<string, string>
  chooseCategory: string
  noCondition: string
  submit: string
  sending: string
  failed: string
  help: Record<string, string>
}

const TEXT_FIELDS = [
  ['make', 'text', 80],
  ['model', 'text', 80],
  ['year', 'numeric', 4],
  ['hours', 'numeric', 9],
  ['miles', 'numeric', 9],
  ['serialNumber', 'text', 60],
  ['price', 'decimal', 15],
  ['zip', 'numeric', 5],
  ['stockNumber', 'text', 40],
] as const

/**
 * The console's "new listing" form (issue 14): the machine's facts; it becomes a draft and its
 * page opens. Validated by the api with the contract's schema: refused fields come back with the
 * api's message in the visitor's language, the values typed kept, and focus on the first one.
 */
export function NewListingForm({
  locale,
  categories,
  texts,
  idempotencyKey,
}: {
  locale: Locale
  categories: Array<{ slug: string; name: string }>
  texts: NewListingTexts
  idempotencyKey: string
}) {
  const [state, action, pending] = useActionState<NewListingState, FormData>(createListingAction, {
    values: {},
    key: idempotencyKey,
    result: null,
  })
  const errors: Record<string, string> = {}
  if (state.result && !state.result.ok) {
    for (const f of state.result.fields) {
      const name = f.path === 'advertisedPriceCents' ? 'price' : f.path
      errors[name] ??= f.message
    }
  }
  const failedWithoutFields = state.result && !state.result.ok && !state.result.fields.length
  const v = state.values
  const described = (name: string) =>
    [errors[name] ? `${name}-error` : '', texts.help[name] ? `${name}-help` : '']
      .filter(Boolean)
      .join(' ') || undefined
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className={styles.fieldError}>
        {errors[name]}
      </p>
    ) : null
  return (
    <form action={action} className={styles.form} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {failedWithoutFields ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <div className={styles.field}>
        <label>
          <span className="label">{texts.fields.categorySlug}</span>
          <select
            className="input"
            name="categorySlug"
            defaultValue={v.categorySlug ?? ''}
            aria-invalid={errors.categorySlug ? true : undefined}
            aria-describedby={described('categorySlug')}
            required
          >
            <option value="">{texts.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {error('categorySlug')}
      </div>
      {TEXT_FIELDS.map(([name, mode, max]) => (
        <div key={name} className={styles.field}>
          <label>
            <span className="label">{texts.fields[name]}</span>
            <input
              className="input"
              name={name}
              inputMode={mode === 'text' ? undefined : mode}
              maxLength={max}
              defaultValue={v[name] ?? ''}
              autoComplete="off"
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={described(name)}
            />
          </label>
          {texts.help[name] ? (
            <span id={`${name}-help`} className={styles.message}>
              {texts.help[name]}
            </span>
          ) : null}
          {error(name)}
        </div>
      ))}
      <label>
        <span className="label">{texts.fields.condition}</span>
        <select className="input" name="condition" defaultValue={v.condition ?? ''}>
          <option value="">{texts.noCondition}</option>
          {CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {texts.conditions[c]}
            </option>
          ))}
        </select>
      </label>
      {(['description', 'descriptionEs'] as const).map((name) => (
        <div key={name} className={styles.field}>
          <label>
            <span className="label">{texts.fields[name]}</span>
            <textarea
              className="input"
              name={name}
              rows={5}
              maxLength={10_000}
              defaultValue={v[name] ?? ''}
              lang={name === 'descriptionEs' ? 'es' : 'en'}
              aria-describedby={described(name)}
            />
          </label>
          {error(name)}
        </div>
      ))}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? texts.sending : texts.submit}
      </button>
    </form>
  )
}
