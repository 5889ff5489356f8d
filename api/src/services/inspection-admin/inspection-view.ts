import type { Inspection, Inspector } from '../../db/schema'

/** An inspection as the console edits it: the stored row, the date as YYYY-MM-DD, notes as a list. */
export function inspectionView(i: Inspection) {
  return {
    inspectorId: i.inspectorId,
    inspectedOn: i.inspectedAt.toISOString().slice(0, 10),
    overallCondition: i.overallCondition,
    whatIsGreatEn: i.whatIsGreatEn,
    whatIsGreatEs: i.whatIsGreatEs,
    whatNeedsWorkEn: i.whatNeedsWorkEn,
    whatNeedsWorkEs: i.whatNeedsWorkEs,
    pointRatings: i.pointRatings,
    pointNotes: Object.entries(i.pointNotes)
      .map(([position, n]) => ({ position: Number(position), en: n.en, es: n.es }))
      .sort((a, b) => a.position - b.position),
  }
}
export type InspectionView = ReturnType<typeof inspectionView>

export const inspectorView = (r: Inspector) => ({
  id: r.id,
  name: r.name,
  certifications: r.certifications,
  yearsExperience: r.yearsExperience,
  region: r.region,
  inspectionsDone: r.inspectionsDone,
})
