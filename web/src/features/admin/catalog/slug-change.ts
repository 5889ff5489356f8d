import type { ConfirmTexts } from '@/components/console/ConfirmDialog'

/** The confirmation for a slug change, or null when the slug stays (no question to ask). */
export function slugChange(
  texts: ConfirmTexts,
  from: string,
  to: string | null,
  path: (slug: string) => string,
): ConfirmTexts | null {
  if (!to || to === from) return null
  return {
    ...texts,
    message: texts.message.replace('{{from}}', path(from)).replace('{{to}}', path(to)),
  }
}

/** The id of a tree row (subcategory slugs repeat across categories); actions link back to it. */
export const rowId = (slug: string, parentSlug?: string | null) =>
  `row-${parentSlug ? `${parentSlug}--` : ''}${slug}`

/**
 * The category tree's address showing a row: a subcategory's row is only rendered with its
 * category's subcategories open (`open=<category>`), and the hash brings it into view.
 */
export function treeHref(
  base: string,
  params: Record<string, string>,
  slug: string,
  parentSlug?: string | null,
): string {
  const q = new URLSearchParams(params)
  if (parentSlug) q.set('open', parentSlug)
  return `${base}?${q.toString()}#${rowId(slug, parentSlug)}`
}
