import { AdminInspectionDocument } from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'
import type { InspectionSectionView } from './InspectionForm'

/** What the inspection page needs (null: no listing has this stock number). */
export async function getAdminInspection(stockNumber: string, locale: Locale) {
  const { adminInspection } = await gql(
    AdminInspectionDocument,
    { stockNumber },
    { locale, session: true },
  )
  return adminInspection
}
export type AdminInspectionData = NonNullable<Awaited<ReturnType<typeof getAdminInspection>>>

/** The 150 points grouped by section (in position order), named in the reader's language. */
export function sectionsOf(
  points: AdminInspectionData['points'],
  locale: Locale,
): InspectionSectionView[] {
  const sections: InspectionSectionView[] = []
  const byKey = new Map<string, InspectionSectionView>()
  for (const p of points) {
    let s = byKey.get(p.section)
    if (!s) {
      s = { name: locale === 'es' ? p.sectionEs : p.section, points: [] }
      byKey.set(p.section, s)
      sections.push(s)
    }
    s.points.push({ position: p.position, name: locale === 'es' ? p.nameEs : p.nameEn })
  }
  return sections
}
