import { sweepstakesFormSchema } from '@ironyard/contract/forms/sweepstakes'
import { fieldErrorKeys } from '@ironyard/contract/forms/validation'
import { readSweepstakesForm, schemaValues, type SweepstakesField } from './sweepstakes-form-state'

/**
 * Field name → spec §5 message key of the contract's rules (what the api would answer). The form
 * loads this module (and zod with it) when a visitor first focuses or sends it (decision 043).
 */
export function localErrors(form: FormData): Partial<Record<SweepstakesField, string>> {
  const r = sweepstakesFormSchema.safeParse(schemaValues(readSweepstakesForm(form)))
  return r.success ? {} : (fieldErrorKeys(r.error) as Partial<Record<SweepstakesField, string>>)
}
