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

/**
 * A catalog form's confirmation: editing a record (`currentSlug`), a new slug asks first and
 * says which address moves where (`path`). Creating one asks nothing.
 */
export function slugConfirm(
  texts: ConfirmTexts,
  currentSlug: string | undefined,
  path: (slug: string) => string,
): { when: (data: FormData) => ConfirmTexts | null } | undefined {
  if (currentSlug === undefined) return undefined
  return {
    when: (data) => slugChange(texts, currentSlug, String(data.get('slug') ?? '').trim(), path),
  }
}
