import { focusOf, type FocalPoint } from '@/components/ui/focal-point'

/**
 * A photo as the gallery (a client island) gets it: its renditions once, without the api's
 * `srcSet` string, which repeats their URLs (issue 18: props travel in the page payload).
 */
export interface GalleryImage {
  url: string
  width: number
  height: number
  alt: string
  isIllustration: boolean
  sizes: Array<{ width: number; url: string }>
  /**
   * Where a crop keeps the photo in view (CSS object-position, "30% 73%", issue 36): only when an
   * operator moved its focal point from the centre, so a centred photo adds nothing to the page.
   */
  focus?: string
}

/** Texts of the gallery, translated on the server (the gallery ships no translation files). */
export interface GalleryLabels {
  region: string
  dialog: string
  close: string
  previous: string
  next: string
  download: string
  /** "Photo {{n}} of {{total}}" with n and total left in. */
  counter: string
  /** "Open photo {{n}} of {{total}} full screen". */
  open: string
  viewAll: string
  illustration: string
  noPhoto: string
  hint: string
}

/** The photo as the gallery gets it: what it needs, once. */
export function galleryImage({
  url,
  width,
  height,
  alt,
  isIllustration,
  sizes,
  focalX,
  focalY,
}: GalleryImage & { srcSet?: string } & FocalPoint): GalleryImage {
  const focus = focusOf({ focalX, focalY })
  return { url, width, height, alt, isIllustration, sizes, ...(focus ? { focus } : {}) }
}

/** The URLs of a photo: the one shown and its renditions'. */
const urlsOf = (img: GalleryImage) => [img.url, ...img.sizes.map((s) => s.url)]

const strip = (base: string, img: GalleryImage): GalleryImage => ({
  ...img,
  url: img.url.slice(base.length),
  sizes: img.sizes.map((s) => ({ ...s, url: s.url.slice(base.length) })),
})

/**
 * The photos with the folder their URLs share taken out (`base`, up to a slash): it was most of
 * each URL, four URLs a photo (issue 18). The gallery puts it back (`withBase`).
 */
export function packImages(images: GalleryImage[]): { base: string; images: GalleryImage[] } {
  const urls = images.flatMap(urlsOf)
  let base = urls[0] ?? ''
  for (const u of urls) while (!u.startsWith(base)) base = base.slice(0, -1)
  base = base.slice(0, base.lastIndexOf('/') + 1)
  return { base, images: base ? images.map((img) => strip(base, img)) : images }
}

/** The photos as packImages took them (`base` put back in front of every URL). */
export function withBase(base: string, images: GalleryImage[]): GalleryImage[] {
  if (!base) return images
  return images.map((img) => ({
    ...img,
    url: base + img.url,
    sizes: img.sizes.map((s) => ({ ...s, url: base + s.url })),
  }))
}

/** The `srcset` of a photo, from its renditions (how the api writes its `srcSet`). */
export function srcSetOf(img: GalleryImage): string | undefined {
  return img.sizes.length ? img.sizes.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined
}

/** The largest rendition: what the lightbox zooms to and what a download saves. */
export function largestUrl(img: GalleryImage): string {
  return img.sizes.reduce((a, b) => (b.width > a.width ? b : a), { width: 0, url: img.url }).url
}

/** Same-origin download of a photo (the api's media are on another origin). */
export function downloadHref(img: GalleryImage, stockNumber: string, n: number): string {
  const q = new URLSearchParams({ src: largestUrl(img), name: `${stockNumber}-photo-${n}` })
  return `/api/photo?${q.toString()}`
}

export const fill = (template: string, n: number, total: number) =>
  template.replace('{{n}}', String(n)).replace('{{total}}', String(total))
