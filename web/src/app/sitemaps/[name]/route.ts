import {
  LANDING_CHUNK,
  landingEntries,
  listingChunkCount,
  listingEntries,
  pageEntries,
  specEntries,
  urlset,
  type SitemapEntry,
} from '@/app/sitemaps/sitemap-entries'

export const dynamic = 'force-dynamic'

async function entries(name: string): Promise<SitemapEntry[] | null> {
  if (name === 'pages.xml') return pageEntries()
  if (name === 'specs.xml') return specEntries()
  const landing = /^landings-(\d+)\.xml$/.exec(name)
  if (landing) {
    const all = await landingEntries()
    const i = Number(landing[1])
    const chunk = all.slice(i * LANDING_CHUNK, (i + 1) * LANDING_CHUNK)
    return chunk.length || i === 0 ? chunk : null
  }
  const listing = /^listings-(\d+)\.xml$/.exec(name)
  if (listing) {
    const i = Number(listing[1])
    return i < (await listingChunkCount()) ? listingEntries(i) : null
  }
  return null
}

/** One sitemap file of the index at /sitemap.xml. */
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  const list = await entries((await params).name)
  if (!list) return new Response('Not found', { status: 404 })
  return new Response(urlset(list), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
