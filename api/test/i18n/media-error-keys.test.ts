import { MEDIA_FIELD_NAMES, MEDIA_MESSAGE_KEYS } from '@ironyard/contract/media-error-keys'
import en from '../../src/i18n/en/media.json'
import es from '../../src/i18n/es/media.json'

/** The media keys the console maps to its own texts (contract) are the api's, in both languages. */
describe('the media error keys of the contract', () => {
  const at = (o: unknown, path: string) =>
    path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], o)

  it.each([
    ['en', en],
    ['es', es],
  ])('each has a text in the api’s %s media namespace', (_lang, texts) => {
    for (const key of Object.values(MEDIA_MESSAGE_KEYS)) {
      expect(typeof at(texts, key.replace(/^media:/, ''))).toBe('string')
    }
    for (const name of MEDIA_FIELD_NAMES) expect(typeof at(texts, `field.${name}`)).toBe('string')
  })
})
