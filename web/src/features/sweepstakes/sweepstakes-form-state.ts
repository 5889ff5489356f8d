import type { SubscriptionOutcome } from '@/graphql/__generated__/graphql'
import type { FormState } from '@/lib/action-result'

/** The entry form's text fields, in the order they are shown. */
export const SWEEPSTAKES_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'email',
  'phone',
] as const
export type SweepstakesTextField = (typeof SWEEPSTAKES_TEXT_FIELDS)[number]
/** Every field an error can point at. */
export type SweepstakesField = SweepstakesTextField | 'luckyNumbers'

export interface SweepstakesValues {
  firstName?: string
  lastName?: string
  company?: string
  jobTitle?: string
  email?: string
  phone?: string
  worksInIndustry?: boolean
  /** As typed, one per box. */
  luckyNumbers?: string[]
}

/** What the api answered an accepted entry. */
export interface SweepstakesAnswer {
  duplicate: boolean
  subscription: SubscriptionOutcome
}

export type SweepstakesFormState = FormState<
  SweepstakesAnswer,
  { idempotencyKey: string; values: SweepstakesValues }
>

export const idleSweepstakesState = (idempotencyKey: string): SweepstakesFormState => ({
  idempotencyKey,
  values: {},
  result: null,
})

/** The values the form sends to the contract's schema (empty boxes left out). */
export function schemaValues(values: SweepstakesValues): Record<string, unknown> {
  const out: Record<string, unknown> = {
    worksInIndustry: Boolean(values.worksInIndustry),
    luckyNumbers: (values.luckyNumbers ?? []).filter((v) => v.trim() !== ''),
  }
  for (const name of SWEEPSTAKES_TEXT_FIELDS) {
    const v = values[name]
    if (v !== undefined && v.trim() !== '') out[name] = v
  }
  return out
}

/** The form's values from its FormData. */
export function readSweepstakesForm(form: FormData): SweepstakesValues {
  const text = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v.slice(0, 500) : ''
  }
  const values: SweepstakesValues = {
    worksInIndustry: form.get('worksInIndustry') === 'yes',
    luckyNumbers: form
      .getAll('luckyNumbers')
      .slice(0, 10)
      .map((v) => (typeof v === 'string' ? v.slice(0, 10) : '')),
  }
  for (const name of SWEEPSTAKES_TEXT_FIELDS) values[name] = text(name)
  return values
}
