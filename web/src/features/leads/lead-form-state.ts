import type {
  ContactWindow,
  FinanceFitReason,
  LeadOutcome,
  OfferLikelihood,
  SubscriptionOutcome,
} from '@/graphql/__generated__/graphql'
import type { LeadField } from './lead-forms'

export interface FieldMessage {
  /** Spec §5 key of the `validation` namespace (the api's catalogue key). */
  key: string
  /** The api's text in the visitor's language, for keys the web does not know. */
  message?: string
}

/** What a buyer form shows: its fields' values and errors, and how the last submission went. */
export interface LeadFormState {
  status: 'idle' | 'success' | 'error'
  /** One per form render: a retry of the same form sends the same key. */
  idempotencyKey: string
  values: Partial<Record<LeadField, string>>
  fieldErrors: Partial<Record<LeadField, FieldMessage>>
  /** Form-level message key in the `validation` (form.*) or `forms` namespace. */
  messageKey?: string
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

export const idleLeadState = (
  idempotencyKey: string,
  values: LeadFormState['values'] = {},
): LeadFormState => ({ status: 'idle', idempotencyKey, values, fieldErrors: {} })
