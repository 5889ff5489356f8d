import { imageSizes } from '../media/image-sizes'

const DEFAULT_WIDTH = 800

export interface ImageView {
  url: string
  srcSet: string
  sizes: Array<{ width: number; url: string }>
  width: number
  height: number
  alt: string
  isIllustration: boolean
  /** Where a crop centres, in percent of the width and height (issue 36, point 10). */
  focalX: number
  focalY: number
}

/** Public URLs of a stored image path: the api serves media at /media/<path>-<width>.webp. */
export function imageView(
  apiUrl: string,
  img: {
    path: string
    width: number
    height: number
    alt: string
    isIllustration: boolean
    /** The photo's focal point; the centre (50/50) when it has none (a story's hero). */
    focalX?: number | null
    focalY?: number | null
  },
): ImageView {
  const base = `${apiUrl.replace(/\/$/, '')}/media/${img.path.replace(/^\//, '')}`
  // Only the widths the picture has: a photo smaller than a size class is never claimed wider.
  const sizes = imageSizes(img.width).map((s) => ({
    width: s.width,
    url: `${base}-${s.sizeClass}.webp`,
  }))
  return {
    url: `${base}-${DEFAULT_WIDTH}.webp`,
    srcSet: sizes.map((s) => `${s.url} ${s.width}w`).join(', '),
    sizes,
    width: img.width,
    height: img.height,
    alt: img.alt,
    isIllustration: img.isIllustration,
    focalX: img.focalX ?? 50,
    focalY: img.focalY ?? 50,
  }
}

export function mediaUrl(apiUrl: string, path: string): string {
  return `${apiUrl.replace(/\/$/, '')}/media/${path.replace(/^\//, '')}`
}

const DAY_MS = 86_400_000

/** Days since listing; for a sold machine, days it was on the market until the sale. */
export function daysOnMarket(listedAt: Date, soldAt: Date | null, now: Date): number {
  const end = soldAt ?? now
  return Math.max(0, Math.floor((end.getTime() - listedAt.getTime()) / DAY_MS))
}
