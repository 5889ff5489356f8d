import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { getMediaCatalog, videoPath } from '../../src/seed/illustrations/catalog'
import { IMAGE_WIDTHS } from '../../src/services/media/image-sizes'
import { renderMedia } from '../../src/seed/illustrations/render-media'
import { createTestApp, type TestApp } from '../helpers/app'

const CATEGORIES = ['excavators', 'dump-trucks']

describe('generated illustrations and GET /media', () => {
  let dir: string
  let outside: string
  let t: TestApp

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-media-'))
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-outside-'))
    fs.writeFileSync(path.join(outside, 'secret.webp'), 'not for you')
    await renderMedia(dir, { categories: CATEGORIES })
    fs.symlinkSync(outside, path.join(dir, 'escape'))
    t = await createTestApp({ env: { MEDIA_DIR: dir } })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
    fs.rmSync(outside, { recursive: true, force: true })
  })

  it('renders every picture of a category in three WebP sizes, marked as an illustration', async () => {
    const catalog = getMediaCatalog()
    const variants = [
      ...CATEGORIES.flatMap((c) => catalog.exteriors.get(c)!),
      ...catalog.details.values(),
    ]
    expect(variants.length).toBe(CATEGORIES.length * 4 + catalog.details.size)
    for (const v of variants) {
      expect(v.svg()).toContain('<path d=') // the stroke-font corner label
      for (const w of IMAGE_WIDTHS) {
        const file = path.join(dir, `${v.path}-${w}.webp`)
        const meta = await sharp(file).metadata()
        expect(meta.format).toBe('webp')
        expect([meta.width, meta.height]).toEqual([w, w * 0.75])
      }
    }
    const clip = await sharp(path.join(dir, videoPath('excavators')!), {
      animated: true,
    }).metadata()
    expect(clip.format).toBe('webp')
    expect(clip.pages).toBeGreaterThan(1)
  })

  it('does not render a file twice', async () => {
    const stats = await renderMedia(dir, { categories: CATEGORIES })
    expect(stats.rendered).toBe(0)
    expect(stats.reused).toBeGreaterThan(0)
  })

  it('serves a picture with its type and a long cache lifetime', async () => {
    const v = getMediaCatalog().exteriors.get('excavators')![0]
    const res = await t.app.inject({ method: 'GET', url: `/media/${v.path}-400.webp` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF')
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/${v.path}-400.webp`,
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
  })

  it.each([
    '/media/../package.json',
    '/media/..%2f..%2fpackage.json',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/illustrations/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/illustrations%5c..%5c..%5cpackage.json',
    '/media//etc/passwd.webp',
    '/media/escape/secret.webp',
    '/media/illustrations/excavators/nope-400.webp',
    '/media/illustrations/excavators',
    '/media/a.svg',
  ])('refuses %s with the AppError 404 shape', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    expect(res.body).not.toContain('root:')
  })

  it('refuses a control character in a media path as hostile input (400 VALIDATION, decision 021)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/x%00.webp' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } })
  })
})
