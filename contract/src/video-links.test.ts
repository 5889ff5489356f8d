import { parseVideoLink, VIDEO_FRAME_ORIGINS, VIDEO_POSTER_ORIGINS } from './video-links'

const YT = 'dQw4w9WgXcQ'
const youtube = {
  kind: 'youtube',
  id: YT,
  embedUrl: `https://www.youtube-nocookie.com/embed/${YT}`,
  posterUrl: `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`,
}
const vimeo = (id: string, hash?: string) => ({
  kind: 'vimeo',
  id,
  embedUrl: `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`,
  posterUrl: null,
})

describe('a listing video link: what the page can play (issue 36, defect 1)', () => {
  it.each<[string, unknown]>([
    [`https://www.youtube.com/watch?v=${YT}`, youtube],
    [`https://youtube.com/watch?feature=share&v=${YT}&t=42s`, youtube],
    [`https://m.youtube.com/watch?v=${YT}`, youtube],
    [`https://youtu.be/${YT}`, youtube],
    [`https://youtu.be/${YT}?si=abc`, youtube],
    [`https://www.youtube.com/shorts/${YT}`, youtube],
    [`https://www.youtube.com/embed/${YT}`, youtube],
    [`https://www.youtube-nocookie.com/embed/${YT}`, youtube],
    [`https://www.youtube.com/live/${YT}`, youtube],
    [`  https://WWW.YOUTUBE.COM/watch?v=${YT}  `, youtube],
    ['https://vimeo.com/76979871', vimeo('76979871')],
    ['https://www.vimeo.com/76979871', vimeo('76979871')],
    ['https://vimeo.com/76979871/8a2b1c3d4e', vimeo('76979871', '8a2b1c3d4e')],
    ['https://vimeo.com/channels/staffpicks/76979871', vimeo('76979871')],
    ['https://player.vimeo.com/video/76979871', vimeo('76979871')],
    ['https://player.vimeo.com/video/76979871?h=8a2b1c3d4e', vimeo('76979871', '8a2b1c3d4e')],
    [
      'https://cdn.example.com/walk-around.mp4',
      { kind: 'file', url: 'https://cdn.example.com/walk-around.mp4' },
    ],
    [
      'https://cdn.example.com/a/b/CLIP.MP4?v=2',
      { kind: 'file', url: 'https://cdn.example.com/a/b/CLIP.MP4?v=2' },
    ],
  ])('%s plays', (raw, expected) => {
    expect(parseVideoLink(raw)).toEqual(expected)
  })

  it.each([
    // A YouTube page that is not one video, or an id of the wrong shape.
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?list=PL123',
    'https://www.youtube.com/@caterpillar',
    'https://www.youtube.com/channel/UC1234567890',
    `https://www.youtube.com/playlist?list=${YT}`,
    'https://youtu.be/',
    // Vimeo pages that are not a video.
    'https://vimeo.com/',
    'https://vimeo.com/caterpillar',
    'https://vimeo.com/channels/staffpicks',
    // Look-alike hosts.
    `https://youtube.com.evil.example/watch?v=${YT}`,
    `https://notyoutube.com/watch?v=${YT}`,
    'https://vimeo.com.evil.example/76979871',
    // Files the page cannot or will not play.
    'http://cdn.example.com/walk-around.mp4',
    'https://cdn.example.com/clip.webm',
    'https://cdn.example.com/clip.mov',
    'https://example.com/clip.mp4.exe',
    'https://example.com/page.html',
    // Not a link, or one that must never reach a page.
    `http://www.youtube.com/watch?v=${YT}`,
    'https://user:pass@vimeo.com/76979871',
    `https://cdn.example.com/${'a'.repeat(500)}.mp4`,
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    '/media/videos/clip.mp4',
    'not a url',
    '',
  ])('%s is refused', (raw) => {
    expect(parseVideoLink(raw)).toBeNull()
  })

  it('embeds only from the two frame origins and fetches posters from one image origin', () => {
    expect(VIDEO_FRAME_ORIGINS).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ])
    expect(VIDEO_POSTER_ORIGINS).toEqual(['https://i.ytimg.com'])
    for (const raw of [`https://youtu.be/${YT}`, 'https://vimeo.com/1']) {
      const link = parseVideoLink(raw)
      expect(link && link.kind !== 'file' && VIDEO_FRAME_ORIGINS).toContain(
        link && link.kind !== 'file' && new URL(link.embedUrl).origin,
      )
    }
  })
})
