import type { ValidationKey } from '@ironyard/contract/forms/validation'
import type { FormMessageKey } from '@ironyard/contract/forms/validation-texts'
import { hasMessage, t, type MessageKey } from '../i18n'
import type { Locale } from './locale'

/**
 * Spec §5 validation messages and form texts: the i18n `validation` namespace, the contract's
 * (@ironyard/contract/forms/validation-texts), which the web shows too. Keys are what the api
 * returns in field errors (`FieldError.key`, `validation.emailInvalid`). The keys, and `msg` to
 * put one in a zod message, are the contract's (@ironyard/contract/forms/validation).
 */
export { msg, type ValidationKey } from '@ironyard/contract/forms/validation'
export type FormKey = FormMessageKey

export function isCatalogueKey(key: string): key is ValidationKey | FormKey {
  return /^(validation|form)\./.test(key) && hasMessage(`validation:${key}`)
}

export function translateValidation(key: string, locale: Locale): string {
  const full: MessageKey = isCatalogueKey(key)
    ? `validation:${key}`
    : 'validation:validation.invalid'
  return t(locale, full)
}
