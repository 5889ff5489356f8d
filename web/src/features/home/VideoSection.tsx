import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { env } from '@/lib/env'
import type { FeaturedVideo } from '@/features/home/home-data'
import { playableVideo, VideoEmbed, videoEmbedTexts } from '@/features/listing'
import { listingPath } from '@/lib/listing-path'
import styles from './Home.module.css'

const absolute = (url: string) => (url.startsWith('/') ? `${env.mediaUrl}${url}` : url)

/**
 * "See it before you buy": a listing's walk-around clip (an animated image, so it plays without
 * a video player and without JavaScript), a video file, or a YouTube or Vimeo video behind a
 * click-to-load poster (issue 36), with a link to the machine.
 */
export function VideoSection({
  locale,
  listing,
  video,
}: {
  locale: Locale
  listing: FeaturedVideo['listing']
  video: FeaturedVideo['video']
}) {
  const t = getT(locale, 'home')
  const link = playableVideo(video.url)
  return (
    <section className="section section-alt" aria-labelledby="video-title">
      <div className={`container ${styles.video}`}>
        <div>
          <h2 id="video-title">{t('video.title')}</h2>
          <p>{t('video.lead')}</p>
          <Link className="btn" href={listingPath(listing, locale)} prefetch={false}>
            {t('video.watch', { title: listing.title })}
          </Link>
        </div>
        {link ? (
          <figure className={styles.videoFrame}>
            {link.kind === 'clip' ? (
              <img
                src={link.url}
                alt={video.title}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
              />
            ) : link.kind === 'file' ? (
              <video
                src={link.url}
                poster={video.posterUrl ? absolute(video.posterUrl) : undefined}
                controls
                preload="none"
                width={800}
                height={600}
              >
                <track kind="captions" />
              </video>
            ) : (
              <VideoEmbed
                embedUrl={link.embedUrl}
                posterUrl={link.posterUrl}
                title={video.title}
                listingTitle={listing.title}
                texts={videoEmbedTexts(locale, link.kind, video.title)}
              />
            )}
            <figcaption>{video.title}</figcaption>
          </figure>
        ) : null}
      </div>
    </section>
  )
}
