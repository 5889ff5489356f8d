'use client'

import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from 'react'
import { createPortal } from 'react-dom'
import {
  downloadHref,
  fill,
  largestUrl,
  srcSetOf,
  withBase,
  type GalleryImage,
  type GalleryLabels,
} from './gallery-types'
import styles from './Gallery.module.css'

const MAIN_SIZES = '(min-width: 1000px) 640px, 100vw'
/** A horizontal finger movement longer than this is a swipe, not a tap. */
const SWIPE_PX = 40

export interface GalleryProps {
  /** The photos, their URLs without `base` when given (packImages). */
  images: GalleryImage[]
  base?: string
  stockNumber: string
  labels: GalleryLabels
  /** For stories and tests: open the lightbox at this photo. */
  initialOpenIndex?: number | null
}

/**
 * Photos of a machine: the first large, the others as thumbnails; any of them opens a full-screen
 * lightbox (arrow keys, swipe, Esc, focus kept inside) with a download link. Without JavaScript
 * every photo is a plain link to its largest size.
 */
export function Gallery({
  images: packed,
  base = '',
  stockNumber,
  labels,
  initialOpenIndex = null,
}: GalleryProps) {
  const images = useMemo(() => withBase(base, packed), [base, packed])
  const [open, setOpen] = useState<number | null>(initialOpenIndex)
  const opener = useRef<HTMLElement | null>(null)
  const total = images.length

  const show = useCallback(
    (index: number, from?: HTMLElement | null) => {
      opener.current = from ?? (document.activeElement as HTMLElement | null)
      setOpen(((index % total) + total) % total)
    },
    [total],
  )
  const close = useCallback(() => {
    setOpen(null)
    // Back where the visitor was, so keyboard users do not start over at the top.
    opener.current?.focus()
  }, [])

  if (!total) {
    return (
      <section className={styles.gallery} aria-label={labels.region}>
        <p className={styles.noPhoto}>{labels.noPhoto}</p>
      </section>
    )
  }
  const [first, ...rest] = images
  return (
    <section className={styles.gallery} aria-label={labels.region}>
      <figure className={styles.main}>
        <a
          href={largestUrl(first)}
          className={styles.mainLink}
          aria-label={fill(labels.open, 1, total)}
          onClick={(e) => {
            e.preventDefault()
            show(0, e.currentTarget)
          }}
        >
          <img
            src={first.url}
            srcSet={srcSetOf(first)}
            sizes={MAIN_SIZES}
            width={first.width}
            height={first.height}
            alt={first.alt}
            style={first.focus ? { objectPosition: first.focus } : undefined}
            fetchPriority="high"
          />
        </a>
        {first.isIllustration ? (
          <figcaption className={styles.note}>{labels.illustration}</figcaption>
        ) : null}
        {total > 1 ? (
          <button
            type="button"
            className={styles.viewAll}
            onClick={(e) => show(0, e.currentTarget)}
          >
            {labels.viewAll}
          </button>
        ) : null}
      </figure>
      {rest.length ? (
        <ul className={styles.thumbs}>
          {rest.map((img, i) => (
            <li key={`${img.url}-${i}`}>
              <a
                href={largestUrl(img)}
                aria-label={fill(labels.open, i + 2, total)}
                onClick={(e) => {
                  e.preventDefault()
                  show(i + 1, e.currentTarget)
                }}
              >
                <img
                  src={img.url}
                  srcSet={srcSetOf(img)}
                  sizes="120px"
                  width={img.width}
                  height={img.height}
                  alt=""
                  style={img.focus ? { objectPosition: img.focus } : undefined}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null ? (
        <Lightbox
          images={images}
          index={open}
          stockNumber={stockNumber}
          labels={labels}
          onMove={(i) => setOpen(((i % total) + total) % total)}
          onClose={close}
        />
      ) : null}
    </section>
  )
}

function Lightbox({
  images,
  index,
  stockNumber,
  labels,
  onMove,
  onClose,
}: {
  images: GalleryImage[]
  index: number
  stockNumber: string
  labels: GalleryLabels
  onMove: (index: number) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const touchX = useRef<number | null>(null)
  const img = images[index]
  const total = images.length

  useEffect(() => {
    closeButton.current?.focus()
    const body = document.body
    const overflow = body.style.overflow
    body.style.overflow = 'hidden'
    return () => {
      body.style.overflow = overflow
    }
  }, [])

  // Preload the neighbours, so arrowing through the photos does not wait for each one.
  useEffect(() => {
    for (const i of [index - 1, index + 1]) {
      const next = images[(i + total) % total]
      if (next) new Image().src = largestUrl(next)
    }
  }, [images, index, total])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    switch (e.key) {
      case 'Escape':
        e.preventDefault()
        onClose()
        return
      case 'ArrowRight':
        e.preventDefault()
        onMove(index + 1)
        return
      case 'ArrowLeft':
        e.preventDefault()
        onMove(index - 1)
        return
      case 'Home':
        e.preventDefault()
        onMove(0)
        return
      case 'End':
        e.preventDefault()
        onMove(total - 1)
        return
      case 'Tab': {
        // Focus stays in the dialog: from the last control back to the first, and the reverse.
        const focusable = dialog.current?.querySelectorAll<HTMLElement>('button, a[href]')
        if (!focusable?.length) return
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }
    }
  }

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null
  }
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current
    const end = e.changedTouches[0]?.clientX
    touchX.current = null
    if (start === null || end === undefined) return
    const dx = end - start
    if (dx <= -SWIPE_PX) onMove(index + 1)
    else if (dx >= SWIPE_PX) onMove(index - 1)
  }

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the modal lightbox's keys (arrows, Home, End, Escape, Tab trap); the rule allows them on <dialog>, this is a div with role="dialog"
    <div
      ref={dialog}
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={labels.dialog}
      // Clicks on the photo keep focus in the dialog, so the keys keep working.
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p className={styles.counter} aria-live="polite">
          {fill(labels.counter, index + 1, total)}
        </p>
        <a className={styles.tool} href={downloadHref(img, stockNumber, index + 1)} download>
          {labels.download}
        </a>
        <button ref={closeButton} type="button" className={styles.tool} onClick={onClose}>
          {labels.close}
        </button>
      </div>
      <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <img
          key={img.url}
          src={largestUrl(img)}
          srcSet={srcSetOf(img)}
          sizes="100vw"
          width={img.width}
          height={img.height}
          alt={img.alt}
        />
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            aria-label={labels.previous}
            onClick={() => onMove(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            aria-label={labels.next}
            onClick={() => onMove(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <p className="visually-hidden">{labels.hint}</p>
    </div>,
    document.body,
  )
}
