import {
  LANDING_CHUNK,
  landingEntries,
  listingChunkCount,
  sitemapIndex,
} from '@/app/sitemaps/sitemap-entries'

export const dynamic = 'force-dynamic'

/** Sitemap index: pages, landing pages and equipment pages, split into files when large. */
export async function GET() {
  const [landings, listingChunks] = await Promise.all([landingEntries(), listingChunkCount()])
  const names = [
    'pages.xml',
    'specs.xml',
    ...Array.from(
      { length: Math.max(1, Math.ceil(landings.length / LANDING_CHUNK)) },
      (_, i) => `landings-${i}.xml`,
    ),
    ...Array.from({ length: listingChunks }, (_, i) => `listings-${i}.xml`),
  ]
  return new Response(sitemapIndex(names), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
