import { NextResponse, type NextRequest } from 'next/server'
import QRCode from 'qrcode'
import { absoluteUrl } from '@/lib/seo'

/** A path of this site: a letter, digit or URL character after one slash, nothing else. */
const OWN_PATH = /^\/(?!\/)[\w\-./~%]{0,300}$/

/**
 * The print sheets' QR code (issue 17 point 5) as an SVG of this site's address for a path:
 * GET ?path=/for-sale/<slug>. An image, not markup in the page: inlined, the code travelled
 * twice in every equipment page (its HTML and its RSC payload, issue 18) to be seen on paper.
 * Only this site's paths, so it cannot be made to point elsewhere.
 */
export async function GET(req: NextRequest) {
  const path = req.nextUrl.searchParams.get('path') ?? ''
  // An error code, not prose (no text for a visitor here: the page never shows this answer).
  if (!OWN_PATH.test(path) || path.includes('..'))
    return NextResponse.json({ code: 'INVALID_PATH' }, { status: 400 })
  const svg = await QRCode.toString(absoluteUrl(path), {
    type: 'svg',
    margin: 0,
    errorCorrectionLevel: 'M',
  })
  return new NextResponse(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
