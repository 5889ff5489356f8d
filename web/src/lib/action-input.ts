import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/settings'
import { ACTION_INPUT_ERROR } from '@/lib/request-errors'

/**
 * Thrown by a server action given arguments no form of ours sends (a hand-made call: a string
 * where the form's FormData goes). The production server answers such a call with 400 instead of
 * Next's 500 (web/src/server/client-errors.ts); anything else an action throws stays a 500.
 */
export class ActionInputError extends Error {
  readonly [ACTION_INPUT_ERROR] = true

  constructor(what: string) {
    super(`Server action called with ${what}`)
    this.name = 'ActionInputError'
  }
}

/** The FormData a form action takes, or an ActionInputError. */
export function formDataArg(value: unknown): FormData {
  if (value instanceof FormData) return value
  throw new ActionInputError('something other than form data')
}

/** A form's previous state, field by field: each unknown until the action parses the one it reads. */
export type StateFields = Readonly<Record<string, unknown>>

/**
 * A form's previous state (useActionState), which is always an object. Its own fields only, on
 * an object without a prototype: a field it lacks reads as undefined (never as `constructor`).
 * The state came from the caller, so an action parses a field before using it (action-args.ts)
 * and builds its next state afresh rather than spreading this one.
 */
export function stateArg(value: unknown): StateFields {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.assign(Object.create(null) as Record<string, unknown>, value)
  }
  throw new ActionInputError('a previous state that is not an object')
}

/** A text field of a submitted form: trimmed, at most `max` characters, '' when absent. */
export function formText(form: FormData, key: string, max: number): string {
  const v = form.get(key)
  return typeof v === 'string' ? v.trim().slice(0, max) : ''
}

/** The language a form was sent in (its hidden `locale` field), else the default. */
export function formLocale(form: FormData): Locale {
  const l = form.get('locale')
  return isLocale(l) ? l : DEFAULT_LOCALE
}
