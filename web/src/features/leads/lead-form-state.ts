import type {
  ContactWindow,
  FinanceFitReason,
  LeadOutcome,
  OfferLikelihood,
  SubscriptionOutcome,
} from '@/graphql/__generated__/graphql'
import type { ActionResult, FieldError, FormState } from '@/lib/action-result'
import type { LeadField } from './lead-forms'

/** What the api answered a received submission. */
export interface LeadAnswer {
  likelihood?: OfferLikelihood | null
  contactWindow?: ContactWindow
  /** The same submission had already been received (double click, retry). */
  duplicate?: boolean
  /** Spec §4: the financing pre-qualification's "sorry" outcome, and why. */
  outcome?: LeadOutcome
  fitReasons?: FinanceFitReason[]
  /**
   * The newsletter forms: CHECK_EMAIL (the same whatever the address's state: a confirmation
   * link is mailed if it needs one) or ACTIVE (the signed-in user's own verified address).
   */
  subscription?: SubscriptionOutcome | null
}

/**
 * What a buyer form shows: its fields' values, the idempotency key of this render (a retry of the
 * same form sends the same key), and the last answer: the api's LeadAnswer, or a failure whose
 * `fields` are the refused fields the visitor can see and whose `messageKey` is in the
 * `validation` (form.*) or `forms` namespace.
 */
export type LeadFormState = FormState<
  LeadAnswer,
  { idempotencyKey: string; values: Partial<Record<LeadField, string>> }
>

export const idleLeadState = (
  idempotencyKey: string,
  values: LeadFormState['values'] = {},
): LeadFormState => ({ idempotencyKey, values, result: null })

/** The refused fields of an answer, by field name (the first error of each). */
export function leadFieldErrors(
  result: ActionResult<unknown> | null,
): Partial<Record<LeadField, FieldError>> {
  const errors: Partial<Record<LeadField, FieldError>> = {}
  if (!result || result.ok) return errors
  for (const f of result.fields) {
    const name = f.path as LeadField
    if (!errors[name]) errors[name] = f
  }
  return errors
}
