import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * Photo download (spec §2): the api's media live on another origin, where a link's `download`
 * attribute is ignored, so the file comes through here with Content-Disposition: attachment.
 * GET ?src=<api media URL>&name=<file name>. Only the api's /media files, nothing else.
 */
export async function GET(req: NextRequest) {
  const src = req.nextUrl.searchParams.get('src') ?? ''
  const name = (req.nextUrl.searchParams.get('name') ?? 'photo')
    .replace(/[^\w.-]+/g, '-')
    .slice(0, 80)
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return new NextResponse(null, { status: 400 })
  }
  const media = new URL(env.mediaUrl)
  if (
    url.origin !== media.origin ||
    !url.pathname.startsWith('/media/') ||
    url.pathname.includes('..') ||
    url.search
  ) {
    return new NextResponse(null, { status: 400 })
  }
  let upstream: Response
  try {
    upstream = await fetch(url, { cache: 'no-store' })
  } catch {
    return new NextResponse(null, { status: 502 })
  }
  if (!upstream.ok || !upstream.body)
    return new NextResponse(null, { status: upstream.status === 404 ? 404 : 502 })
  const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
  if (!type.startsWith('image/')) return new NextResponse(null, { status: 400 })
  const ext = type.split('/')[1]?.split(';')[0] ?? 'jpg'
  const filename = name.endsWith(`.${ext}`) ? name : `${name}.${ext}`
  return new NextResponse(upstream.body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  })
}
