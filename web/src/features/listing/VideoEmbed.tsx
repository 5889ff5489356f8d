'use client'

import { useEffect, useRef, useState } from 'react'
import styles from './VideoEmbed.module.css'

export interface VideoEmbedProps {
  /** The player's address (contract/src/video-links.ts: YouTube's privacy-enhanced domain, Vimeo's player). */
  embedUrl: string
  /** YouTube's thumbnail; null: a neutral poster naming the machine (Vimeo, no third-party fetch). */
  posterUrl: string | null
  /** The video's title: the frame's accessible name. */
  title: string
  /** The listing's title, on the neutral poster. */
  listingTitle: string
  texts: { play: string; playShort: string; from: string }
}

/**
 * A YouTube or Vimeo video behind a poster (issue 36): nothing is fetched from the provider, and
 * no cookie set, until the visitor presses the button (mouse, Enter or Space); the frame then
 * loads, starts playing (Permissions-Policy allows autoplay for these two players only) and takes
 * the focus, so a keyboard user lands in the player.
 */
export function VideoEmbed({ embedUrl, posterUrl, title, listingTitle, texts }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  if (playing)
    return (
      <iframe
        ref={frame}
        className={styles.frame}
        src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1&dnt=1&rel=0`}
        title={title}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  // The poster's texts sit beside the button, not in it: a button's visible text must be part
  // of its name (axe label-content-name-mismatch), and "Loads from YouTube when played" and the
  // machine's title are not. The button covers the poster, so a click anywhere plays.
  return (
    <div className={styles.poster}>
      {posterUrl ? (
        <img src={posterUrl} alt="" loading="lazy" decoding="async" width={480} height={360} />
      ) : (
        <span className={styles.neutral} aria-hidden="true">
          {listingTitle}
        </span>
      )}
      <span className={styles.from}>{texts.from}</span>
      <button
        type="button"
        className={styles.button}
        aria-label={texts.play}
        onClick={() => setPlaying(true)}
      >
        <span className={styles.play}>
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          {texts.playShort}
        </span>
      </button>
    </div>
  )
}
