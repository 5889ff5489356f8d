'use client'

import { useId, useState, type PointerEvent } from 'react'
import { HiddenFields } from './ConfirmStep'
import styles from './Photos.module.css'

/** The picker's words, in the page's language. */
export interface FocalTexts {
  /** How to pick: click or tap the photo, or type the percentages. */
  help: string
  /** "Across (% from the left)". */
  x: string
  /** "Down (% from the top)". */
  y: string
  /** "How it is cropped": the previews' caption. */
  previews: string
  /** "Wide crop" and "Square crop". */
  wide: string
  square: string
  save: string
}

/** A field's error, in the page's language (the api's or the action's refusal). */
export interface FocalErrors {
  focalX?: string
  focalY?: string
}

/** A percentage as typed ("40", "37.5", "37,5"), clamped to 0–100; null when not a number. */
function percentOf(text: string): number | null {
  const s = text.trim().replace(/\s*%$/, '').replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null
  return Math.min(100, Math.max(0, Math.round(Number(s))))
}

/**
 * A photo's focal point (issue 36, point 10): where the public site's crops (cards, gallery
 * thumbnails, home tiles) keep the photo in view. Click or tap the photo to put the point there,
 * or type it as two percentages (the way with the keyboard, and without JavaScript: a plain form
 * post to `action`). Two small crops show the effect before it is saved.
 */
export function FocalPointPicker({
  src,
  alt,
  width,
  height,
  focalX,
  focalY,
  action,
  hidden,
  texts,
  errors = {},
}: {
  src: string
  alt: string
  /** The photo's size, when known (its place is kept while it loads). */
  width?: number
  height?: number
  focalX: number
  focalY: number
  action: (form: FormData) => void | Promise<void>
  hidden: Record<string, string>
  texts: FocalTexts
  errors?: FocalErrors
}) {
  const id = useId()
  const [x, setX] = useState(String(focalX))
  const [y, setY] = useState(String(focalY))
  const px = percentOf(x) ?? focalX
  const py = percentOf(y) ?? focalY
  const position = `${px}% ${py}%`

  const pick = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    const box = e.currentTarget.getBoundingClientRect()
    if (!box.width || !box.height) return
    const at = (v: number) => String(Math.min(100, Math.max(0, Math.round(v * 100))))
    setX(at((e.clientX - box.left) / box.width))
    setY(at((e.clientY - box.top) / box.height))
  }

  const field = (name: 'focalX' | 'focalY', label: string, value: string, set: typeof setX) => {
    const error = errors[name]
    return (
      <div className={styles.focalField}>
        <label className="label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="input"
          name={name}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          required
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-${name}-error` : ''}`}
        />
        {error ? (
          <p className={styles.fieldError} id={`${id}-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <form action={action} className={styles.focal}>
      <HiddenFields values={hidden} />
      <p className={styles.hint} id={`${id}-help`}>
        {texts.help}
      </p>
      {/* The pointer's way; the two fields below are the same choice by keyboard. */}
      <div className={styles.focalFrame} onPointerDown={pick} data-testid="focal-frame">
        <img src={src} alt={alt} width={width} height={height} draggable={false} />
        <span
          className={styles.focalMarker}
          style={{ left: `${px}%`, top: `${py}%` }}
          aria-hidden="true"
        />
      </div>
      <div className={styles.focalFields}>
        {field('focalX', texts.x, x, setX)}
        {field('focalY', texts.y, y, setY)}
      </div>
      <figure className={styles.crops}>
        <figcaption className={styles.hint}>{texts.previews}</figcaption>
        <img
          src={src}
          alt={texts.wide}
          className={styles.cropWide}
          style={{ objectPosition: position }}
        />
        <img
          src={src}
          alt={texts.square}
          className={styles.cropSquare}
          style={{ objectPosition: position }}
        />
      </figure>
      <button type="submit" className="btn btn-primary">
        {texts.save}
      </button>
    </form>
  )
}
