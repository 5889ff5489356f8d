/**
 * The web checks forms in the browser with the same spec §5 texts the api returns: its
 * `validation` namespace must hold exactly the api's catalogue (keys and texts, both languages).
 */
import fs from 'node:fs'
import path from 'node:path'
import { notEnoughValuationDataMessage } from '../api/src/services/value-tracker/valuation-messages'

const LOCALES = ['en', 'es'] as const

function catalogue(dir: string, locale: (typeof LOCALES)[number]): Record<string, string> {
  const file = path.join(__dirname, '..', dir, locale, 'validation.json')
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, string>>
  return Object.fromEntries(
    Object.entries(json).flatMap(([group, entries]) =>
      Object.entries(entries).map(([k, v]) => [`${group}.${k}`, v]),
    ),
  )
}

describe('web validation texts and the api catalogue', () => {
  it.each(LOCALES)(
    '%s: the web has every api key with the same text, and nothing else',
    (locale) => {
      const web = catalogue('web/src/i18n/locales', locale)
      const api = catalogue('api/src/i18n', locale)
      expect(Object.keys(api).length).toBeGreaterThan(40)
      expect(web).toEqual(api)
    },
  )
})

describe('value tracker: not enough comparable sales', () => {
  it.each(LOCALES)('%s: the web fallback says what the api says', (locale) => {
    const file = path.join(__dirname, '..', 'web/src/i18n/locales', locale, 'account.json')
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      valueTracker: { notEnoughData: string }
    }
    expect(json.valueTracker.notEnoughData).toBe(notEnoughValuationDataMessage(locale))
  })
})
