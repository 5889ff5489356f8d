import type { FormState } from '@/lib/action-result'

/**
 * What a console form keeps across answers: the values typed (so a refusal does not empty the
 * form) and the action's last answer. A success navigates away, so `data` is never read.
 */
export type ConsoleFormState = FormState<null, { values: Record<string, string> }>

export const EMPTY_FORM_STATE: ConsoleFormState = { values: {}, result: null }

/** The api's message per refused field, by the field's first path segment (the first one wins). */
export function fieldErrors(state: ConsoleFormState): Record<string, string> {
  const out: Record<string, string> = {}
  if (state.result && !state.result.ok) {
    for (const f of state.result.fields) out[f.path.split('.')[0]] ??= f.message
  }
  return out
}
