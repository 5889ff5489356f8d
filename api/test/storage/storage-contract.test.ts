import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDiskStorage } from '../../src/lib/storage/disk-storage'
import { createS3Storage } from '../../src/lib/storage/s3-storage'
import { readAll, type Storage } from '../../src/lib/storage/storage'
import { startFakeS3, type FakeS3 } from '../helpers/fake-s3'

/**
 * One contract, both implementations (issue 14 point 5): what the api relies on from storage,
 * on disk under a temporary MEDIA_DIR and in an S3-compatible bucket (an in-process fake that
 * checks SigV4 signatures).
 */
/** A storage to check and how to remove it afterwards. */
interface Setup {
  storage: Storage
  teardown: () => void | Promise<void>
}

const implementations: Array<{
  name: string
  setup: () => Setup | Promise<Setup>
}> = [
  {
    name: 'disk',
    setup: () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-storage-'))
      return {
        storage: createDiskStorage(dir),
        teardown: () => fs.rmSync(dir, { recursive: true, force: true }),
      }
    },
  },
  {
    name: 's3',
    setup: async () => {
      const s3 = await startFakeS3()
      return {
        storage: createS3Storage({ ...s3 }),
        teardown: () => s3.close(),
      }
    },
  },
]

describe.each(implementations)('storage contract: $name', ({ setup }) => {
  let storage: Storage
  let teardown: Setup['teardown']
  beforeAll(async () => {
    ;({ storage, teardown } = await setup())
  })
  afterAll(() => teardown())

  const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake picture bytes', 'latin1')

  it('puts, reads back the same bytes with their type, and says it exists', async () => {
    await storage.put('uploads/7/abc123-400.webp', webp, 'image/webp')
    expect(await storage.exists('uploads/7/abc123-400.webp')).toBe(true)
    const got = await storage.get('uploads/7/abc123-400.webp')
    expect(got).not.toBeNull()
    expect(got!.contentType).toBe('image/webp')
    expect(got!.size).toBe(webp.length)
    expect(got!.etag).toMatch(/^".+"$/)
    expect(Number.isFinite(got!.modifiedAt.getTime())).toBe(true)
    expect((await readAll(got!)).equals(webp)).toBe(true)
  })

  it('replaces an object put twice', async () => {
    await storage.put(
      'private/documents/7/report.pdf',
      Buffer.from('%PDF-1 first'),
      'application/pdf',
    )
    await storage.put(
      'private/documents/7/report.pdf',
      Buffer.from('%PDF-1 second'),
      'application/pdf',
    )
    const got = await storage.get('private/documents/7/report.pdf')
    expect(got!.contentType).toBe('application/pdf')
    expect((await readAll(got!)).toString()).toBe('%PDF-1 second')
  })

  it('answers null and false for what is not there, and deletes idempotently', async () => {
    expect(await storage.get('uploads/7/missing-400.webp')).toBeNull()
    expect(await storage.exists('uploads/7/missing-400.webp')).toBe(false)
    await storage.put('uploads/7/gone-800.webp', webp, 'image/webp')
    await storage.delete('uploads/7/gone-800.webp')
    expect(await storage.exists('uploads/7/gone-800.webp')).toBe(false)
    expect(await storage.get('uploads/7/gone-800.webp')).toBeNull()
    await expect(storage.delete('uploads/7/gone-800.webp')).resolves.toBeUndefined()
  })

  it('keeps binary bytes intact (every byte value)', async () => {
    const all = Buffer.from(Array.from({ length: 256 * 4 }, (_, i) => i % 256))
    await storage.put('uploads/8/bytes.png', all, 'image/png')
    expect((await readAll((await storage.get('uploads/8/bytes.png'))!)).equals(all)).toBe(true)
  })

  it('refuses keys that could leave their place: writing throws, reading finds nothing', async () => {
    for (const key of [
      '../escape.webp',
      '/abs.webp',
      'a//b.webp',
      'a/../b.webp',
      'a\\b.webp',
      '.hidden',
      '',
    ]) {
      await expect(storage.put(key, webp, 'image/webp')).rejects.toThrow(/not a storage key/)
      expect(await storage.get(key)).toBeNull()
      expect(await storage.exists(key)).toBe(false)
    }
  })
})

describe('S3 storage against a server that checks signatures', () => {
  let s3: FakeS3
  beforeAll(async () => {
    s3 = await startFakeS3()
  })
  afterAll(() => s3.close())

  it('signs every call (SigV4) and speaks path-style: PUT, HEAD, GET, DELETE of /<bucket>/<key>', async () => {
    const storage = createS3Storage({ ...s3 })
    await storage.put('uploads/1/x-400.webp', Buffer.from('RIFF'), 'image/webp')
    await storage.exists('uploads/1/x-400.webp')
    await storage.get('uploads/1/x-400.webp').then((o) => o && readAll(o))
    await storage.delete('uploads/1/x-400.webp')
    expect(s3.log).toEqual([
      { method: 'PUT', path: `/${s3.bucket}/uploads/1/x-400.webp`, status: 200 },
      { method: 'HEAD', path: `/${s3.bucket}/uploads/1/x-400.webp`, status: 200 },
      { method: 'GET', path: `/${s3.bucket}/uploads/1/x-400.webp`, status: 200 },
      { method: 'DELETE', path: `/${s3.bucket}/uploads/1/x-400.webp`, status: 204 },
    ])
    expect(s3.objects.size).toBe(0)
  })

  it('fails loudly with a wrong secret (the server refuses the signature)', async () => {
    const storage = createS3Storage({ ...s3, secretAccessKey: 'not-the-secret' })
    await expect(storage.put('uploads/1/y.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /HTTP 403 .*SignatureDoesNotMatch/,
    )
    await expect(storage.get('uploads/1/y.webp')).rejects.toThrow(/HTTP 403/)
  })
})
