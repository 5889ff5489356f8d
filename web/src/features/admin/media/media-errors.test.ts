import { ApiError } from '@/lib/api-errors'
import enMedia from '@/i18n/locales/en/admin-media.json'
import esMedia from '@/i18n/locales/es/admin-media.json'
import { MEDIA_ERRORS, mediaErrorKey, mediaErrorOf, sectionOfStep } from './media-errors'

describe('media error keys (issue 36)', () => {
  it('names an api refusal by its field, then its message key, then its code', () => {
    const field = [{ path: 'url', key: 'media.videoUrl', message: 'anything' }]
    expect(mediaErrorOf(new ApiError('VALIDATION', 'x', field, 400, 'media:field.invalid'))).toBe(
      'videoUrl',
    )
    expect(mediaErrorOf(new ApiError('CONFLICT', 'x', [], 409, 'media:video.tooMany'))).toBe(
      'videoTooMany',
    )
    expect(mediaErrorOf(new ApiError('FORBIDDEN', 'x'))).toBe('forbidden')
    expect(mediaErrorOf(new ApiError('INTERNAL', 'x', [], 500, 'media:something.new'))).toBe(
      'unknown',
    )
  })

  it('reads only known keys from the address', () => {
    expect(mediaErrorKey('reorderMismatch')).toBe('reorderMismatch')
    for (const raw of [undefined, '', 'constructor', '__proto__', 'videoUrl.x', 'Call now'])
      expect(mediaErrorKey(raw)).toBe('unknown')
  })

  it('has a text for every key in both languages, and a section for every step', () => {
    for (const key of MEDIA_ERRORS) {
      expect(typeof enMedia.errors[key]).toBe('string')
      expect(typeof esMedia.errors[key]).toBe('string')
    }
    expect(sectionOfStep('deleteVideo')).toBe('videos')
    expect(sectionOfStep('alt')).toBe('photos')
    expect(sectionOfStep('bogus')).toBe('photos')
  })
})
