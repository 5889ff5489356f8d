import { parseVideoLink, type VideoLink } from '@ironyard/contract/video-links'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { env } from '@/lib/env'
import type { VideoEmbedProps } from './VideoEmbed'

const IMAGE = /\.(webp|gif|png|jpe?g|avif)$/i
const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo' } as const

/** A stored video as a page can show it; `clip`: an animated image (plays without a player). */
export type PlayableVideo = VideoLink | { kind: 'clip'; url: string }

/**
 * What a page can play of a stored video link: a YouTube or Vimeo video or an https .mp4 file
 * (contract/src/video-links.ts), or a walk-around clip on the api's media origin (a relative
 * path: an animated image, or an .mp4; an inline image in the stories). Anything else was stored
 * before links were checked (issue 36): null, and the page shows nothing for it.
 */
export function playableVideo(url: string): PlayableVideo | null {
  if (url.startsWith('data:image/')) return { kind: 'clip', url }
  if (url.startsWith('/') && !url.startsWith('//')) {
    const src = new URL(url, env.mediaUrl)
    if (IMAGE.test(src.pathname)) return { kind: 'clip', url: src.toString() }
    return /\.mp4$/i.test(src.pathname) ? { kind: 'file', url: src.toString() } : null
  }
  return parseVideoLink(url)
}

/** The click-to-load poster's texts for a video of `kind`, in the page's language. */
export function videoEmbedTexts(
  locale: Locale,
  kind: keyof typeof PROVIDER,
  title: string,
): VideoEmbedProps['texts'] {
  const t = getT(locale, 'equipment')
  const provider = PROVIDER[kind]
  return {
    play: t('video.play', { title, provider }),
    playShort: t('video.playShort'),
    from: t('video.from', { provider }),
  }
}
