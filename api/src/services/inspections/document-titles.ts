import type { Locale } from '../../context'
import type { InspectionDocumentKind } from '../../db/schema/enums'

/** Spec §3: the 11 kinds of inspection document, in both languages. */
export const DOCUMENT_KIND_NAMES: Record<InspectionDocumentKind, Record<Locale, string>> = {
  inspection_report: {
    en: '150-Point Inspection Report',
    es: 'Reporte de inspección de 150 puntos',
  },
  photos: { en: 'Inspection Photos', es: 'Fotos de la inspección' },
  packet: { en: 'Buyer Packet', es: 'Paquete para el comprador' },
  maintenance: { en: 'Maintenance History', es: 'Historial de mantenimiento' },
  oil_analysis: { en: 'Engine Oil Analysis', es: 'Análisis de aceite de motor' },
  hydraulic_fluid_analysis: { en: 'Hydraulic Fluid Analysis', es: 'Análisis de fluido hidráulico' },
  telematics_summary: { en: 'Telematics Summary', es: 'Resumen de telemática' },
  specifications_sheet: { en: 'Specifications Sheet', es: 'Hoja de especificaciones' },
  operators_manual: { en: "Operator's Manual", es: 'Manual del operador' },
  purchase_invoice: { en: 'Purchase Invoice', es: 'Factura de compra' },
  lien_title_check: { en: 'Lien and Title Check', es: 'Verificación de gravámenes y título' },
}

/** Stored titles read "<kind name>: <machine>"; show the kind's name in the reader's language. */
export function documentTitle(
  kind: InspectionDocumentKind,
  stored: string,
  locale: Locale,
): string {
  const machine = stored.includes(': ') ? stored.slice(stored.indexOf(': ') + 2) : ''
  const name = DOCUMENT_KIND_NAMES[kind][locale]
  return machine ? `${name}: ${machine}` : name
}
