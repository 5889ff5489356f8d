/** Spec §3: the 11 kinds of inspection document (the database enum and the GraphQL enum). */
export const INSPECTION_DOCUMENT_KINDS = [
  'inspection_report',
  'photos',
  'packet',
  'maintenance',
  'oil_analysis',
  'hydraulic_fluid_analysis',
  'telematics_summary',
  'specifications_sheet',
  'operators_manual',
  'purchase_invoice',
  'lien_title_check',
] as const
export type InspectionDocumentKind = (typeof INSPECTION_DOCUMENT_KINDS)[number]
