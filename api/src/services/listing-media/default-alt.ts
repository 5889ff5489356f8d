import { asc, eq } from 'drizzle-orm'
import { listingImages, type ListingImage } from '../../db/schema'
import { t } from '../../i18n'
import type { Tx } from '../listing-admin/listing-lifecycle'

const LANGUAGES = ['en', 'es'] as const
type Language = (typeof LANGUAGES)[number]
const ALT_FIELD = { en: 'altEn', es: 'altEs' } as const

/** The alt text a new photo gets: "2019 Caterpillar 320, photo 3" (its number from 1). */
export const defaultAlt = (language: Language, title: string, n: number | string) =>
  t(language, 'media:photo.defaultAlt', { title, n })

/** Stands for the photo number while reading a default alt text (no title holds it). */
const NUMBER_MARK = '\u0000'

/** Whether `alt` is still the default text of this machine, whatever photo number it names. */
function isDefaultAlt(alt: string, language: Language, title: string): boolean {
  const [before, after] = defaultAlt(language, title, NUMBER_MARK).split(NUMBER_MARK)
  if (after === undefined || !alt.startsWith(before) || !alt.endsWith(after)) return false
  return /^\d{1,3}$/.test(alt.slice(before.length, alt.length - after.length))
}

/**
 * After photos move (a reorder, a delete closing the gap), a photo whose alt text is still the
 * default names its new place: "photo 3" of the photo now third (issue 36, defect 6). An alt
 * text someone wrote is theirs and stays. Returns the photos in order, as they now are.
 */
export async function renumberDefaultAlts(
  tx: Tx,
  listingId: number,
  title: string,
): Promise<ListingImage[]> {
  const inOrder = () =>
    tx
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, listingId))
      .orderBy(asc(listingImages.position))
  const rows = await inOrder()
  let changed = false
  for (const row of rows) {
    const set: Partial<Record<'altEn' | 'altEs', string>> = {}
    for (const language of LANGUAGES) {
      const field = ALT_FIELD[language]
      const wanted = defaultAlt(language, title, row.position + 1)
      if (row[field] !== wanted && isDefaultAlt(row[field], language, title)) set[field] = wanted
    }
    if (Object.keys(set).length === 0) continue
    await tx.update(listingImages).set(set).where(eq(listingImages.id, row.id))
    changed = true
  }
  return changed ? inOrder() : rows
}
