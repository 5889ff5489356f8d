import type { Locale } from '@/i18n/settings'
import { renderWithI18n } from '@/../test/render'
import type { SweepstakesFormState } from './sweepstakes-form-state'
import { SweepstakesForm } from './SweepstakesForm'

/** Test helper: the contest's form (5 numbers from 1 to 99) in a language, from a given state. */
export function sweepstakesForm(locale: Locale = 'en', initialState?: SweepstakesFormState) {
  return (
    <SweepstakesForm
      locale={locale}
      brand="Ironyard"
      idempotencyKey="key-0123456789abcdef"
      luckyNumberCount={5}
      luckyNumberMin={1}
      luckyNumberMax={99}
      initialState={initialState}
    />
  )
}

/** The same, rendered in the browser with the real translations of the language. */
export function renderSweepstakesForm(locale: Locale = 'en', initialState?: SweepstakesFormState) {
  return renderWithI18n(sweepstakesForm(locale, initialState), { locale })
}
