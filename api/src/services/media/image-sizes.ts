/**
 * The shape of every stored picture (listing photos, illustrations, blog heroes): one file per
 * width, `${path}-${width}.webp` under MEDIA_DIR, at 4:3. The seed renders to it; the views that
 * build `srcSet`s and sizes read it.
 */
export const IMAGE_WIDTHS = [400, 800, 1600] as const
export const IMAGE_HEIGHT_RATIO = 0.75
