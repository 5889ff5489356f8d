import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { IMAGE_HEIGHT_RATIO, IMAGE_WIDTHS } from '../../services/media/image-sizes'
import {
  getMediaCatalog,
  VIDEO_FRAME_MS,
  VIDEO_FRAMES,
  videoPath,
  type ImageVariant,
} from './catalog'

/**
 * Render the illustrations to WebP in three web sizes, and a short walk-around clip (animated
 * WebP) per category. Each file is written once: files already on disk (same content hash in the
 * name) are kept, so later seeds and test runs reuse them.
 */
export interface RenderStats {
  rendered: number
  reused: number
  files: number
  bytes: number
}

const WEBP = { quality: 80, effort: 0 } as const

const exists = (file: string) => {
  try {
    return fs.statSync(file).size > 0
  } catch {
    return false
  }
}

/** Write through a temporary name so an interrupted run never leaves a truncated file. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const tmp = `${file}.${process.pid}.tmp`
  await fs.promises.writeFile(tmp, data)
  await fs.promises.rename(tmp, file)
}

const imageFiles = (mediaDir: string, v: ImageVariant) =>
  IMAGE_WIDTHS.map((w) => path.join(mediaDir, `${v.path}-${w}.webp`))

async function rasterize(v: ImageVariant) {
  const max = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
  return sharp(Buffer.from(v.svg()))
    .resize(max, Math.round(max * IMAGE_HEIGHT_RATIO))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
}

type Raster = Awaited<ReturnType<typeof rasterize>>

async function renderVariant(mediaDir: string, v: ImageVariant, raster: Raster): Promise<number> {
  const { data, info } = raster
  let bytes = 0
  for (const w of IMAGE_WIDTHS) {
    const out = await sharp(data, { raw: info })
      .resize(w, Math.round(w * IMAGE_HEIGHT_RATIO))
      .webp(WEBP)
      .toBuffer()
    bytes += out.length
    await writeAtomic(path.join(mediaDir, `${v.path}-${w}.webp`), out)
  }
  return bytes
}

/** A slow pan and zoom over the picture, as a looping animated WebP. */
async function renderClip(mediaDir: string, file: string, raster: Raster): Promise<number> {
  const { data, info } = raster
  const frames: Buffer[] = []
  const fw = 480
  const fh = 360
  for (let i = 0; i < VIDEO_FRAMES; i++) {
    const t = i / (VIDEO_FRAMES - 1)
    const zoom = 1 + 0.35 * t
    const w = Math.round(info.width / zoom)
    const h = Math.round(info.height / zoom)
    const left = Math.round((info.width - w) * (0.15 + 0.7 * t))
    const top = Math.round((info.height - h) * 0.6)
    frames.push(
      await sharp(data, { raw: info })
        .extract({ left, top, width: w, height: h })
        .resize(fw, fh)
        .png({ compressionLevel: 1 })
        .toBuffer(),
    )
  }
  const out = await sharp(frames, { join: { animated: true } })
    .webp({ ...WEBP, loop: 0, delay: Array(VIDEO_FRAMES).fill(VIDEO_FRAME_MS) })
    .toBuffer()
  await writeAtomic(path.join(mediaDir, file), out)
  return out.length
}

async function runPool<T>(items: T[], concurrency: number, fn: (item: T) => Promise<void>) {
  let next = 0
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await fn(items[next++])
  })
  await Promise.all(workers)
}

export async function renderMedia(
  mediaDir: string,
  opts: { categories?: string[]; videos?: boolean; onProgress?: (m: string) => void } = {},
): Promise<RenderStats> {
  const catalog = getMediaCatalog()
  const wanted = opts.categories ? new Set(opts.categories) : undefined
  const variants = catalog.all.filter(
    (v) => v.kind === 'detail' || !wanted || wanted.has(v.path.split('/')[1]),
  )
  const stats: RenderStats = { rendered: 0, reused: 0, files: 0, bytes: 0 }
  const started = Date.now()
  // A category's clip pans over its first exterior: made from the same raster as its pictures.
  const clipOf = new Map<ImageVariant, string>()
  if (opts.videos !== false) {
    for (const [category, list] of catalog.exteriors) {
      if (!wanted || wanted.has(category)) clipOf.set(list[0], videoPath(category)!)
    }
  }
  const size = (f: string) => fs.statSync(f).size
  await runPool(variants, 3, async (v) => {
    const files = imageFiles(mediaDir, v)
    const clip = clipOf.get(v)
    const clipFile = clip && path.join(mediaDir, clip)
    stats.files += files.length + (clip ? 1 : 0)
    const imagesDone = files.every(exists)
    const clipDone = !clipFile || exists(clipFile)
    if (imagesDone && clipDone) {
      stats.reused++
      stats.bytes += files.reduce((n, f) => n + size(f), clipFile ? size(clipFile) : 0)
      return
    }
    const raster = await rasterize(v)
    const bytes =
      (imagesDone
        ? files.reduce((n, f) => n + size(f), 0)
        : await renderVariant(mediaDir, v, raster)) +
      (clipDone ? (clipFile ? size(clipFile) : 0) : await renderClip(mediaDir, clip, raster))
    stats.bytes += bytes
    stats.rendered++
    if (stats.rendered % 40 === 0) {
      opts.onProgress?.(
        `media ${stats.rendered + stats.reused}/${variants.length} pictures (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      )
    }
  })
  return stats
}
