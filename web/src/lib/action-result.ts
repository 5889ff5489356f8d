import { mapApiError, type FieldError } from './api-errors'

export type { FieldError } from './api-errors'

/** A server action's refusal: the api's code, the fields it refused, and an optional text key. */
export interface ActionFailure<Code extends string = string> {
  ok: false
  code: Code
  fields: FieldError[]
  /** Form-level message key, when the action chose one for the visitor. */
  messageKey?: string
}

/**
 * What every server action answers (the ONE result type of the web's actions): its data, or a
 * failure with field errors and/or a form-level code; never an exception the page must catch.
 */
export type ActionResult<T, Code extends string = string> =
  { ok: true; data: T } | ActionFailure<Code>

/**
 * A form driven by useActionState: what it keeps across answers (`Kept`: the typed values, an
 * idempotency key...) and its last answer, an ActionResult (null before the first). Lead forms
 * and the alert sign-up use it; the other forms call their actions and hold the result.
 */
export type FormState<T, Kept extends object = Record<never, never>> = Kept & {
  result: ActionResult<T> | null
}

/** The failure for anything an action caught (via the one api-error mapper). */
export function actionFailure(e: unknown): ActionFailure {
  const { code, fields } = mapApiError(e)
  return { ok: false, code, fields }
}

/** The spec §5 key of each refused field, by the field's first path segment (the last one wins). */
export function fieldKeys(result: ActionResult<unknown>): Record<string, string> {
  if (result.ok) return {}
  const keys: Record<string, string> = {}
  for (const f of result.fields) keys[f.path.split('.')[0]] = f.key
  return keys
}

/**
 * The first field of `order` (a form's fields, as shown) that `result` refused, or null. A form
 * rendered by the server with its answer (a send without JavaScript, or one made before the page's
 * scripts ran) marks it `autoFocus`: the browser focuses it as the answer's page loads, as the
 * form's own check does on a send with JavaScript.
 */
export function firstRefusedField<N extends string>(
  result: ActionResult<unknown> | null,
  order: readonly N[],
): N | null {
  if (!result || result.ok) return null
  const refused = new Set(result.fields.map((f) => f.path.split('.')[0]))
  return order.find((name) => refused.has(name)) ?? null
}

/** Local field messages with `name`'s set to `key`, or cleared when the field now passes. */
export function withFieldKey<K extends string, V extends string>(
  errors: Partial<Record<K, V>>,
  name: K,
  key: V | null | undefined,
): Partial<Record<K, V>> {
  const next = { ...errors }
  if (key) next[name] = key
  else delete next[name]
  return next
}

/** A form's state without the api's message for `name`: the visitor has fixed that field. */
export function withoutFieldError<S extends FormState<unknown>>(state: S, name: string): S {
  return state.result && !state.result.ok
    ? {
        ...state,
        result: { ...state.result, fields: state.result.fields.filter((f) => f.path !== name) },
      }
    : state
}
