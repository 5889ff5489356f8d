/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server'
import QRCode from 'qrcode'
import { absoluteUrl } from '@/lib/seo'
import { GET } from './route'

const get = (path: string) =>
  GET(new NextRequest(`http://web.test/api/qr?path=${encodeURIComponent(path)}`))

describe('GET /api/qr', () => {
  it("answers the QR code of this site's address for the path, as a cached SVG", async () => {
    const res = await get('/es/for-sale/2019-caterpillar-320-9614943')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('max-age=')
    const svg = await res.text()
    expect(svg).toBe(
      await QRCode.toString(absoluteUrl('/es/for-sale/2019-caterpillar-320-9614943'), {
        type: 'svg',
        margin: 0,
        errorCorrectionLevel: 'M',
      }),
    )
    expect(svg).not.toContain('<script')
  })

  it.each([
    ['no path', ''],
    ['another site', '//evil.example/x'],
    ['an address', 'https://evil.example/'],
    ['a path out', '/a/../../etc'],
    ['markup', '/"><script>'],
    ['a long path', `/${'a'.repeat(400)}`],
  ])('refuses %s with an error code, nothing of the request written back', async (_what, path) => {
    const res = await get(path)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toEqual({ code: 'INVALID_PATH' })
  })
})
