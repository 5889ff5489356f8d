import type { CSSProperties } from 'react'

/**
 * A photo's focal point (issue 36, point 10): percentages of its width and height, from its
 * top-left corner, that a crop (`object-fit: cover`) keeps in view. 50/50 is the centre, CSS's
 * own default, so a centred photo carries nothing.
 */
export interface FocalPoint {
  focalX?: number | null
  focalY?: number | null
}

const percent = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(100, Math.max(0, Math.round(n))) : 50

/** "30% 73%", or undefined for the centre. */
export function focusOf(p: FocalPoint | null | undefined): string | undefined {
  const x = percent(p?.focalX)
  const y = percent(p?.focalY)
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`
}

/** The `style` of a cropped photo: where `object-fit: cover` keeps it (nothing when centred). */
export function focalStyle(p: FocalPoint | null | undefined): CSSProperties | undefined {
  const focus = focusOf(p)
  return focus ? { objectPosition: focus } : undefined
}
