import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { ListingDetail } from '@/features/listing/listing-data'
import styles from './Equipment.module.css'
import { VideoEmbed } from './VideoEmbedLazy'
import { playableVideo, videoEmbedTexts } from './video-playable'

/** The machine's videos: YouTube and Vimeo behind a click-to-load poster, files in a player. */
export function VideoList({
  locale,
  videos,
  listingTitle,
}: {
  locale: Locale
  videos: ListingDetail['videos']
  listingTitle: string
}) {
  const shown = videos.flatMap((v) => {
    const link = playableVideo(v.url)
    return link ? [{ ...v, link }] : []
  })
  if (!shown.length) return null
  const t = getT(locale, 'equipment')
  return (
    <ul className={styles.videos} aria-label={t('gallery.videos')}>
      {shown.map(({ link, ...v }) => (
        <li key={v.url}>
          <figure>
            {link.kind === 'clip' ? (
              <img src={link.url} alt={v.title} loading="lazy" decoding="async" />
            ) : link.kind === 'file' ? (
              // eslint-disable-next-line jsx-a11y/media-has-caption -- listings carry no caption files (walk-around footage, titled by the figcaption); an empty <track> would only silence the rule
              <video controls preload="none" poster={v.posterUrl ?? undefined} aria-label={v.title}>
                <source src={link.url} type="video/mp4" />
              </video>
            ) : (
              <VideoEmbed
                embedUrl={link.embedUrl}
                posterUrl={link.posterUrl}
                title={v.title}
                listingTitle={listingTitle}
                texts={videoEmbedTexts(locale, link.kind, v.title)}
              />
            )}
            <figcaption className={styles.small}>{v.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
