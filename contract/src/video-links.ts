/**
 * A listing's video link and what the public page does with it (issue 36, defect 1): a YouTube
 * or Vimeo link becomes an embed (YouTube on its privacy-enhanced domain), an https .mp4 link a
 * file the browser plays itself; every other link is refused (null). The console's form, the
 * api's media service and the listing page all read links through `parseVideoLink`, and the web's
 * Content-Security-Policy allows exactly `VIDEO_FRAME_ORIGINS` and `VIDEO_POSTER_ORIGINS`.
 *
 * Zod-free: the browser's listing page imports it.
 */

/** The only origins a listing page frames. */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const
/** The only third-party origin of a video's poster (YouTube's thumbnails). */
export const VIDEO_POSTER_ORIGINS = ['https://i.ytimg.com'] as const

export type VideoLink =
  | { kind: 'youtube'; id: string; embedUrl: string; posterUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string; posterUrl: null }
  | { kind: 'file'; url: string }

/** A link longer than this is refused (the database column and the form say the same). */
export const MAX_VIDEO_URL_LENGTH = 500

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com'])
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const VIMEO_ID = /^\d{1,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i

const youtube = (id: string | null | undefined): VideoLink | null =>
  id && YOUTUBE_ID.test(id)
    ? {
        kind: 'youtube',
        id,
        embedUrl: `${VIDEO_FRAME_ORIGINS[0]}/embed/${id}`,
        posterUrl: `${VIDEO_POSTER_ORIGINS[0]}/vi/${id}/hqdefault.jpg`,
      }
    : null

const vimeo = (id: string | undefined, hash: string | null | undefined): VideoLink | null => {
  if (!id || !VIMEO_ID.test(id)) return null
  const h = hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : ''
  return {
    kind: 'vimeo',
    id,
    embedUrl: `${VIDEO_FRAME_ORIGINS[1]}/video/${id}${h}`,
    posterUrl: null,
  }
}

/** The link's YouTube video: /watch?v=, /shorts/, /embed/, /live/ on youtube.com, or youtu.be/. */
function fromYoutube(url: URL, host: string): VideoLink | null {
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null
  if (parts.length === 1 && parts[0] === 'watch') return youtube(url.searchParams.get('v'))
  if (parts.length === 2 && ['shorts', 'embed', 'live'].includes(parts[0])) return youtube(parts[1])
  return null
}

/** vimeo.com/<id>[/<hash>], vimeo.com/channels/<name>/<id>, player.vimeo.com/video/<id>[?h=]. */
function fromVimeo(url: URL, host: string): VideoLink | null {
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'player.vimeo.com')
    return parts.length === 2 && parts[0] === 'video'
      ? vimeo(parts[1], url.searchParams.get('h'))
      : null
  if (parts.length === 3 && parts[0] === 'channels') return vimeo(parts[2], null)
  if (parts.length === 1 || parts.length === 2) return vimeo(parts[0], parts[1])
  return null
}

/**
 * What a video link plays as, or null when the page cannot play it: only https links without
 * credentials, at most 500 characters.
 */
export function parseVideoLink(raw: string): VideoLink | null {
  const text = raw.trim()
  if (!text || text.length > MAX_VIDEO_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null
  const host = url.hostname.toLowerCase()
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') return fromYoutube(url, host)
  if (VIMEO_HOSTS.has(host) || host === 'player.vimeo.com') return fromVimeo(url, host)
  return /\.mp4$/i.test(url.pathname) ? { kind: 'file', url: url.toString() } : null
}
