/**
 * The shape of every stored picture (listing photos, illustrations, blog heroes): one file per
 * size class, `${path}-${class}.webp` under MEDIA_DIR, at 4:3. The seed renders to it; the views
 * that build `srcSet`s and sizes read it.
 */
export const IMAGE_WIDTHS = [400, 800, 1600] as const
export const IMAGE_HEIGHT_RATIO = 0.75

export type ImageSizeClass = (typeof IMAGE_WIDTHS)[number]

/**
 * A picture's file of each size class is never wider than the picture itself (issue 36: a
 * 1,200 px photo is not enlarged to 1,600): a class holds `min(class, width)` pixels. `width` is
 * the stored width of the picture (its largest file). The sizes a `srcSet` offers, each width
 * once, from the smallest class that holds it.
 */
export function imageSizes(width: number): Array<{ sizeClass: ImageSizeClass; width: number }> {
  const sizes: Array<{ sizeClass: ImageSizeClass; width: number }> = []
  for (const sizeClass of IMAGE_WIDTHS) {
    const w = Math.min(sizeClass, width)
    if (!sizes.some((s) => s.width === w)) sizes.push({ sizeClass, width: w })
  }
  return sizes
}
