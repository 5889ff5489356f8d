import type { Locale } from '../../context'
import { POINTS, SECTIONS } from '../../reference-data/inspection-points'

export interface ChecklistSection {
  key: string
  name: string
  pointCount: number
  /** The section's first points, as examples of what the inspector checks. */
  examples: string[]
}

export interface InspectionChecklist {
  pointCount: number
  sections: ChecklistSection[]
}

/**
 * The 150-point checklist every inspection report follows (spec §1, §9), by section, in the
 * reader's language: the same list the reports are rated against.
 */
export function getInspectionChecklist(
  locale: Locale,
  examplesPerSection = 3,
): InspectionChecklist {
  const sections = Object.entries(SECTIONS).map(([key, names]): ChecklistSection => {
    const points = POINTS.filter(([section]) => section === key)
    return {
      key,
      name: names[locale],
      pointCount: points.length,
      examples: points
        .slice(0, examplesPerSection)
        .map(([, en, es]) => (locale === 'es' ? es : en)),
    }
  })
  return { pointCount: POINTS.length, sections }
}
