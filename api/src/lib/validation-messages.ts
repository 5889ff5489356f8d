import type { ValidationKey } from '@ironyard/contract/forms/validation'
import en from '../i18n/en/validation.json'
import { hasMessage, t, type MessageKey } from '../i18n'
import type { Locale } from './locale'

/**
 * Spec §5 validation messages and form texts: the i18n `validation` namespace
 * (api/src/i18n/<locale>/validation.json). Keys are what the api returns in field errors
 * (`FieldError.key`, `validation.emailInvalid`); the web shows the same texts from its own
 * `validation` namespace (a test keeps the two in step). The keys, and `msg` to put one in a zod
 * message, are the contract's (@ironyard/contract/forms/validation).
 */
export { msg, type ValidationKey } from '@ironyard/contract/forms/validation'
export type FormKey = `form.${keyof typeof en.form}`

export function isCatalogueKey(key: string): key is ValidationKey | FormKey {
  return /^(validation|form)\./.test(key) && hasMessage(`validation:${key}`)
}

export function translateValidation(key: string, locale: Locale): string {
  const full: MessageKey = isCatalogueKey(key)
    ? `validation:${key}`
    : 'validation:validation.invalid'
  return t(locale, full)
}
