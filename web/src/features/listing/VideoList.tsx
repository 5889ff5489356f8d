import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { env } from '@/lib/env'
import type { ListingDetail } from '@/features/listing/listing-data'
import styles from './Equipment.module.css'

const IMAGE = /\.(webp|gif|png|jpe?g|avif)$/i

/**
 * The machine's videos. Walk-arounds may come as animated images rather than video files, and
 * with paths relative to the api's media origin: both are handled here.
 */
export function VideoList({ locale, videos }: { locale: Locale; videos: ListingDetail['videos'] }) {
  if (!videos.length) return null
  const t = getT(locale, 'equipment')
  return (
    <ul className={styles.videos} aria-label={t('gallery.videos')}>
      {videos.map((v) => {
        const src = new URL(v.url, env.mediaUrl)
        return (
          <li key={v.url}>
            <figure>
              {IMAGE.test(src.pathname) ? (
                <img src={src.toString()} alt={v.title} loading="lazy" decoding="async" />
              ) : (
                // eslint-disable-next-line jsx-a11y/media-has-caption -- listings carry no caption files (walk-around footage, titled by the figcaption); an empty <track> would only silence the rule
                <video
                  controls
                  preload="none"
                  poster={v.posterUrl ?? undefined}
                  aria-label={v.title}
                >
                  <source src={src.toString()} />
                </video>
              )}
              <figcaption className={styles.small}>{v.title}</figcaption>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}
