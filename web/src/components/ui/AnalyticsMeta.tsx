import { analyticsMeta, type PageAnalytics } from '@/lib/page-analytics'

/**
 * The analytics page category and name as <meta> tags, for pages that cannot export Next
 * metadata (client error boundaries): React hoists them into <head>, where the other pages'
 * metadata puts the same tags (lib/seo.ts pageMetadata).
 */
export function AnalyticsMeta({ path, ...page }: PageAnalytics & { path?: string | null }) {
  return (
    <>
      {Object.entries(analyticsMeta(page, path)).map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
    </>
  )
}
