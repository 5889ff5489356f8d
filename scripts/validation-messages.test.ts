/**
 * The value tracker's "not enough comparable sales" text: the web's fallback must say what the api
 * says. (The spec §5 validation texts have one home, the contract's
 * contract/src/forms/validation-texts.ts, read by both sides: nothing to compare.)
 */
import fs from 'node:fs'
import path from 'node:path'
import { notEnoughValuationDataMessage } from '../api/src/services/value-tracker/valuation-messages'

const LOCALES = ['en', 'es'] as const

describe('value tracker: not enough comparable sales', () => {
  it.each(LOCALES)('%s: the web fallback says what the api says', (locale) => {
    const file = path.join(__dirname, '..', 'web/src/i18n/locales', locale, 'account.json')
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      valueTracker: { notEnoughData: string }
    }
    expect(json.valueTracker.notEnoughData).toBe(notEnoughValuationDataMessage(locale))
  })
})
