/**
 * @jest-environment node
 */
import { crc32, gunzipSync } from 'node:zlib'
import { crc32Combine, toNonceSlots, withNonce } from './nonce-slots'

const OLD = 'T1dEbm9uY2UtcmVuZGVyZWQ='
const NEW = 'bmV3LW5vbmNlLWZvci1yZXA='
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">self.__next_f.push([0])</script>` +
  `<style>body{margin:0}</style></head><body><h1>Excavadoras: ñandú €</h1>` +
  `${'<article>Caterpillar 320 · 2016 · $85,000</article>'.repeat(200)}` +
  `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`

describe('crc32Combine', () => {
  it('gives the CRC-32 of a concatenation from the CRCs of its parts', () => {
    const parts = ['', 'a', 'hello ', 'x'.repeat(100_000), page(OLD)].map((s) => Buffer.from(s))
    for (const a of parts)
      for (const b of parts)
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])))
  })
})

describe('nonce slots', () => {
  it('replays a gzip page with another nonce in every place, as a valid gzip member', async () => {
    const slots = await toNonceSlots(Buffer.from(page(OLD)), OLD, true)
    expect(slots).not.toBeNull()
    const out = withNonce(slots!, NEW)
    // gunzip checks the CRC-32 and the length in the trailer.
    expect(gunzipSync(out).toString()).toBe(page(NEW))
    expect(gunzipSync(withNonce(slots!, OLD)).toString()).toBe(page(OLD))
  })

  it('replays an uncompressed page with another nonce', async () => {
    const slots = await toNonceSlots(Buffer.from(page(OLD)), OLD, false)
    expect(slots?.encoding).toBe('identity')
    expect(withNonce(slots!, NEW).toString()).toBe(page(NEW))
  })

  it('handles a nonce at the start, at the end and twice in a row', async () => {
    const text = `${OLD}<p>${OLD}${OLD}</p>${OLD}`
    const gz = await toNonceSlots(Buffer.from(text), OLD, true)
    expect(gunzipSync(withNonce(gz!, NEW)).toString()).toBe(text.split(OLD).join(NEW))
    const plain = await toNonceSlots(Buffer.from(text), OLD, false)
    expect(withNonce(plain!, NEW).toString()).toBe(text.split(OLD).join(NEW))
  })

  it('compresses the pieces (no copy of the page grows back to its size)', async () => {
    const plain = Buffer.from(page(OLD))
    const out = withNonce((await toNonceSlots(plain, OLD, true))!, NEW)
    expect(out.length).toBeLessThan(plain.length / 5)
  })

  it('has nothing to replace in a page without the nonce', async () => {
    expect(await toNonceSlots(Buffer.from('<p>no scripts</p>'), OLD, true)).toBeNull()
    expect(await toNonceSlots(Buffer.from(page(OLD)), '', true)).toBeNull()
  })
})
