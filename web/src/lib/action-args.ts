import {
  fieldErrorKeys,
  type IssueList,
  type ValidationKey,
} from '@ironyard/contract/forms/validation'
import { getT } from '@/i18n/server'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/settings'
import { ActionInputError, type StateFields } from './action-input'
import type { ActionFailure } from './action-result'

/*
 * A server action can be called by hand with any value React's reply decoder makes: an object
 * whose toString is not a function (String() of it throws), a BigInt, a temporary client
 * reference (a function whose every property read throws). So an action reads nothing it was
 * given before a contract schema has parsed it (issue 31).
 */

/** What fieldErrorKeys names an issue of the value itself (not of one of its fields). */
const ROOT = '(root)'

/** A contract schema, as far as parsing needs it (zod's safeParse). */
export interface ArgsSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: IssueList }
}

/**
 * The schema's verdict: the value, or the message key of each refused field. zod itself can
 * throw on a hostile value: after a failed type check it still runs a length check when the value
 * has a `length`, so `{"length":{"toString":1}}` (compared with a number) or a temporary reference
 * (read at all) throws a TypeError. Such a value is refused as invalid; the schema alone cannot
 * throw on data a page sends (strings, numbers, plain objects of them).
 */
function verdict<T>(
  schema: ArgsSchema<T>,
  raw: unknown,
): { ok: true; data: T } | { ok: false; keys: Record<string, ValidationKey> } {
  try {
    const parsed = schema.safeParse(raw)
    return parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, keys: fieldErrorKeys(parsed.error) }
  } catch {
    return { ok: false, keys: { [ROOT]: 'validation.invalid' } }
  }
}

export type ParsedArgs<T> =
  { ok: true; data: T } | { ok: false; failure: ActionFailure<'VALIDATION'> }

/**
 * Raw arguments through a contract schema: the parsed value, or the failure the action answers
 * instead: each refused field's spec §5 key and its text in the visitor's language, as the api
 * would have answered it (the forms show the key's text; `message` is for keys they lack). A
 * single value (an id), or a value the schema could not read, is refused under `field`.
 */
export function parseArgs<T>(
  schema: ArgsSchema<T>,
  raw: unknown,
  locale: Locale,
  field = ROOT,
): ParsedArgs<T> {
  const parsed = verdict(schema, raw)
  if (parsed.ok) return parsed
  const t = getT(locale, 'validation')
  const fields = Object.entries(parsed.keys).map(([path, key]) => ({
    path: path === ROOT ? field : path,
    key,
    message: t(key),
  }))
  return { ok: false, failure: { ok: false, code: 'VALIDATION', fields } }
}

/** The language an action was called in: one of ours, else the default. */
export const localeArg = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/**
 * One field of a form's previous state through a contract schema. Our pages keep states that
 * parse, so a field that does not is a hand-made call: an ActionInputError (a 400).
 */
export function stateField<T>(state: StateFields, key: string, schema: ArgsSchema<T>): T {
  const parsed = verdict(schema, state[key])
  if (parsed.ok) return parsed.data
  throw new ActionInputError(`a previous state whose ${key} no form keeps`)
}
