import { isListingVideoUrl, listingPhotoAltSchema, listingVideoInputSchema } from './admin-media'

describe('listing media rules (issue 14)', () => {
  it('takes https links to a YouTube or Vimeo video, or a .mp4 file, and nothing else', () => {
    for (const ok of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
      'https://cdn.example.com/walk-around.mp4',
      'https://cdn.example.com/a/b/clip.MP4',
    ])
      expect([ok, isListingVideoUrl(ok)]).toEqual([ok, true])
    for (const bad of [
      'http://www.youtube.com/watch?v=x',
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=x',
      'https://cdn.example.com/a/b/clip.webm',
      'https://example.com/page.html',
      'https://example.com/clip.mp4.exe',
      'javascript:alert(1)',
      'https://user:pass@vimeo.com/1',
      `https://cdn.example.com/${'a'.repeat(500)}.mp4`,
      'not a url',
    ])
      expect([bad, isListingVideoUrl(bad)]).toEqual([bad, false])
  })

  it('names the field and the message key of what it refuses', () => {
    const video = listingVideoInputSchema.safeParse({ url: 'ftp://x', title: '  ' })
    expect(video.success).toBe(false)
    expect(video.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['url', 'key:media.videoUrl'],
      ['title', 'key:media.videoTitle'],
    ])
    const alt = listingPhotoAltSchema.safeParse({ altEn: 'Cab', altEs: 'x'.repeat(301) })
    expect(alt.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['altEs', 'key:media.tooLong'],
    ])
    expect(listingPhotoAltSchema.parse({ altEn: ' Cab ', altEs: 'Cabina' })).toEqual({
      altEn: 'Cab',
      altEs: 'Cabina',
    })
  })
})
