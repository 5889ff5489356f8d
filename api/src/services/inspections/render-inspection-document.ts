import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { AppDeps, Locale } from '../../context'
import { AppError } from '../../lib/errors'
import { resolveFromRoot } from '../../lib/env'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'
import { DOCUMENT_KIND_NAMES } from './document-titles'
import { loadDocumentData, seededRandom, type DocumentData } from './document-data'
import { getInspectionReport, type InspectionReport } from './get-inspection-report'
import {
  createPdf,
  decoratePages,
  facts,
  heading,
  paragraph,
  table,
  toBuffer,
  type Pdf,
} from './pdf-kit'

const T = {
  en: {
    machine: 'Machine',
    stock: 'Stock number',
    serial: 'Serial number',
    hours: 'Hours',
    miles: 'Miles',
    location: 'Location',
    seller: 'Seller',
    issued: 'Issued',
    inspected: 'Inspected',
    inspector: 'Inspector',
    overall: 'Overall condition',
    great: 'What is great',
    needsWork: 'What needs work',
    section: 'Section',
    point: 'Point',
    rating: 'Rating',
    note: 'Note',
    na: 'N/A',
    average: 'Average',
    demo: "Demo inventory document: generated from this listing's inspection data for the Ironyard demo. Values marked as samples are illustrative.",
    sample: 'Sample readings (illustrative)',
    element: 'Element',
    reading: 'Reading',
    limit: 'Limit',
    status: 'Status',
    normal: 'Normal',
    monitor: 'Monitor',
    action: 'Action',
    service: 'Service',
    atHours: 'At hours',
    date: 'Date',
    month: 'Month',
    engineHours: 'Engine hours',
    idle: 'Idle %',
    fuel: 'Fuel (gal)',
    lienClear:
      'No open liens, UCC filings or title brands were found for this serial number in the searched jurisdictions.',
    jurisdiction: 'Jurisdictions searched',
    serialVerified: 'Serial number verified on the machine plate',
    invoice: 'Original purchase',
    listedNew: 'Estimated price new',
    contents: 'Contents',
    specs: 'Specifications',
    manual:
      "Operator and maintenance intervals for this model family. The manufacturer's complete manual is available from the seller on request.",
    photosIntro: 'Photos taken at the inspection. Generated illustrations are marked as such.',
    packetIntro:
      'Everything a buyer needs in one place: the inspection summary and the documents on file.',
    included: 'Documents on file',
  },
  es: {
    machine: 'Máquina',
    stock: 'Número de inventario',
    serial: 'Número de serie',
    hours: 'Horas',
    miles: 'Millas',
    location: 'Ubicación',
    seller: 'Vendedor',
    issued: 'Emitido',
    inspected: 'Inspeccionado',
    inspector: 'Inspector',
    overall: 'Condición general',
    great: 'Lo mejor',
    needsWork: 'Lo que necesita trabajo',
    section: 'Sección',
    point: 'Punto',
    rating: 'Calificación',
    note: 'Nota',
    na: 'N/A',
    average: 'Promedio',
    demo: 'Documento del inventario de demostración: generado con los datos de inspección de esta publicación para la demo de Ironyard. Los valores marcados como muestra son ilustrativos.',
    sample: 'Lecturas de muestra (ilustrativas)',
    element: 'Elemento',
    reading: 'Lectura',
    limit: 'Límite',
    status: 'Estado',
    normal: 'Normal',
    monitor: 'Vigilar',
    action: 'Atender',
    service: 'Servicio',
    atHours: 'A las horas',
    date: 'Fecha',
    month: 'Mes',
    engineHours: 'Horas de motor',
    idle: '% ralentí',
    fuel: 'Combustible (gal)',
    lienClear:
      'No se encontraron gravámenes abiertos, registros UCC ni marcas en el título para este número de serie en las jurisdicciones consultadas.',
    jurisdiction: 'Jurisdicciones consultadas',
    serialVerified: 'Número de serie verificado en la placa de la máquina',
    invoice: 'Compra original',
    listedNew: 'Precio nuevo estimado',
    contents: 'Contenido',
    specs: 'Especificaciones',
    manual:
      'Intervalos de operación y mantenimiento de esta familia de modelos. El manual completo del fabricante está disponible con el vendedor.',
    photosIntro:
      'Fotos tomadas en la inspección. Las ilustraciones generadas están marcadas como tales.',
    packetIntro:
      'Todo lo que un comprador necesita en un solo lugar: el resumen de la inspección y los documentos disponibles.',
    included: 'Documentos disponibles',
  },
} as const

type Copy = (typeof T)[Locale]
const CONDITION_ES: Record<string, string> = {
  Poor: 'Mala',
  Fair: 'Regular',
  Good: 'Buena',
  Great: 'Muy buena',
  Excellent: 'Excelente',
}
const cond = (c: string | null, locale: Locale, t: Copy) =>
  c ? (locale === 'es' ? CONDITION_ES[c] : c) : t.na
const dateFmt = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(d)
const num = (n: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US').format(n)
const usd = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100)

function machineFacts(doc: Pdf, d: DocumentData, locale: Locale, t: Copy) {
  const l = d.listing
  facts(doc, [
    [t.machine, `${l.year} ${d.makeName} ${l.model}`],
    [t.stock, l.stockNumber],
    [t.serial, l.serialNumber ?? t.na],
    ...(l.hours !== null ? [[t.hours, num(l.hours, locale)] as [string, string]] : []),
    ...(l.miles !== null ? [[t.miles, num(l.miles, locale)] as [string, string]] : []),
    [t.location, l.shortAddress],
    [t.seller, d.sellerName],
    [t.issued, dateFmt(d.document.createdAt, locale)],
  ])
}

function sectionAverage(report: InspectionReport, match: RegExp): number {
  const s = report.sections.find((x) => match.test(x.name))
  return s?.averageRating ?? 2.5
}

/** Wear-metal style readings: worse sections read higher, always the same for a document. */
function fluidAnalysis(
  doc: Pdf,
  d: DocumentData,
  report: InspectionReport,
  kind: 'oil' | 'hydraulic',
  locale: Locale,
  t: Copy,
) {
  const rnd = seededRandom(d.document.id * 7919)
  const health = sectionAverage(
    report,
    kind === 'oil'
      ? /^(Engine|Motor)$/
      : /^(Hydraulics|Hidráulica|Sistema hidráulico|Hydraulic system)/,
  )
  const wear = 1.6 - health * 0.3 // 0.4 (excellent) .. 1.6 (poor)
  const es = locale === 'es'
  const el = (en: string, esName: string, symbol: string) => `${es ? esName : en} (${symbol}, ppm)`
  const elements: Array<[string, number, number]> =
    kind === 'oil'
      ? [
          [el('Iron', 'Hierro', 'Fe'), 35, 100],
          [el('Copper', 'Cobre', 'Cu'), 12, 50],
          [el('Lead', 'Plomo', 'Pb'), 8, 30],
          [el('Aluminum', 'Aluminio', 'Al'), 6, 20],
          [el('Chromium', 'Cromo', 'Cr'), 3, 10],
          [el('Silicon', 'Silicio', 'Si'), 10, 25],
          [el('Sodium', 'Sodio', 'Na'), 15, 50],
          [es ? 'Hollín (%)' : 'Soot (%)', 0.8, 3],
        ]
      : [
          [el('Iron', 'Hierro', 'Fe'), 12, 40],
          [el('Copper', 'Cobre', 'Cu'), 8, 30],
          [el('Silicon', 'Silicio', 'Si'), 6, 20],
          [es ? 'Agua (ppm)' : 'Water (ppm)', 150, 500],
          ['ISO 4406 (>4 µm)', 17, 21],
          [es ? 'Cambio de viscosidad (%)' : 'Viscosity change (%)', 3, 10],
        ]
  const rows = elements.map(([name, typical, limit]) => {
    const v = Math.round(typical * wear * (0.7 + rnd() * 0.6) * 10) / 10
    const status = v >= limit ? t.action : v >= limit * 0.75 ? t.monitor : t.normal
    return [name, num(v, locale), num(limit, locale), status]
  })
  heading(doc, t.sample, 12)
  table(
    doc,
    [
      { title: t.element, width: 200 },
      { title: t.reading, width: 90, align: 'right' },
      { title: t.limit, width: 90, align: 'right' },
      { title: t.status, width: 110 },
    ],
    rows,
  )
}

function maintenanceLog(doc: Pdf, d: DocumentData, locale: Locale, t: Copy) {
  const hours = d.listing.hours ?? Math.round((d.listing.miles ?? 60000) / 30)
  const services =
    locale === 'es'
      ? ([
          [500, 'Aceite y filtros de motor'],
          [1000, 'Filtros de combustible e hidráulicos'],
          [2000, 'Aceite hidráulico y de transmisión'],
          [4000, 'Refrigerante y ajuste de válvulas'],
        ] as const)
      : ([
          [500, 'Engine oil and filters'],
          [1000, 'Fuel and hydraulic filters'],
          [2000, 'Hydraulic and transmission oil'],
          [4000, 'Coolant and valve lash'],
        ] as const)
  const yearStart = Date.UTC(d.listing.year, 0, 15)
  const perHour = (d.document.createdAt.getTime() - yearStart) / Math.max(hours, 1)
  const rows: string[][] = []
  for (let h = 500; h <= hours; h += 500) {
    const [, what] = [...services].reverse().find(([every]) => h % every === 0)!
    rows.push([num(h, locale), dateFmt(new Date(yearStart + h * perHour), locale), what])
  }
  heading(doc, DOCUMENT_KIND_NAMES.maintenance[locale], 12)
  table(
    doc,
    [
      { title: t.atHours, width: 90, align: 'right' },
      { title: t.date, width: 120 },
      { title: t.service, width: 280 },
    ],
    rows.slice(-40),
  )
}

function telematics(doc: Pdf, d: DocumentData, locale: Locale, t: Copy) {
  const rnd = seededRandom(d.document.id * 104729)
  const end = d.document.createdAt
  const rows: string[][] = []
  for (let i = 11; i >= 0; i--) {
    const month = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - i, 1))
    const h = Math.round(60 + rnd() * 110)
    rows.push([
      new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(month),
      num(h, locale),
      num(Math.round(18 + rnd() * 22), locale),
      num(Math.round(h * (3 + rnd() * 4)), locale),
    ])
  }
  heading(doc, t.sample, 12)
  table(
    doc,
    [
      { title: t.month, width: 130 },
      { title: t.engineHours, width: 120, align: 'right' },
      { title: t.idle, width: 100, align: 'right' },
      { title: t.fuel, width: 130, align: 'right' },
    ],
    rows,
  )
}

async function photos(doc: Pdf, d: DocumentData, mediaDir: string, locale: Locale, t: Copy) {
  paragraph(doc, t.photosIntro)
  for (const img of d.images) {
    const file = path.join(mediaDir, `${img.path}-800.webp`)
    if (!fs.existsSync(file)) continue
    const jpeg = await sharp(file).jpeg({ quality: 80 }).toBuffer()
    doc.addPage()
    doc.image(jpeg, { fit: [doc.page.width - 112, 420], align: 'center' })
    doc.moveDown(0.5)
    paragraph(doc, locale === 'es' ? img.altEs : img.altEn)
  }
}

function inspectionReport(doc: Pdf, report: InspectionReport, locale: Locale, t: Copy) {
  facts(doc, [
    [t.inspected, dateFmt(report.inspectedAt, locale)],
    [t.inspector, `${report.inspector.name} (${report.inspector.certifications.join(', ')})`],
    [t.overall, cond(report.overallCondition, locale, t)],
  ])
  heading(doc, t.great, 12)
  for (const g of report.whatIsGreat) paragraph(doc, `• ${g}`)
  heading(doc, t.needsWork, 12)
  for (const w of report.whatNeedsWork) paragraph(doc, `• ${w}`)
  for (const s of report.sections) {
    heading(
      doc,
      `${s.name}${s.averageRating !== null ? ` · ${t.average} ${num(s.averageRating, locale)} / 4` : ''}`,
      11,
    )
    table(
      doc,
      [
        { title: '#', width: 30, align: 'right' },
        { title: t.point, width: 250 },
        { title: t.rating, width: 70 },
        { title: t.note, width: 150 },
      ],
      s.points.map((p) => [String(p.position), p.name, cond(p.rating, locale, t), p.note ?? '']),
    )
  }
}

/**
 * Render an inspection document as a PDF in the reader's language, from the listing's inspection
 * data. Signed-in visitors only (the route checks); NOT_FOUND for unknown or removed machines.
 */
export async function renderInspectionDocument(
  deps: Pick<AppDeps, 'database' | 'env'>,
  documentId: number,
  locale: Locale,
): Promise<{ filename: string; pdf: Buffer }> {
  if (!Number.isInteger(documentId) || documentId <= 0)
    throw new AppError('NOT_FOUND', 'Document not found')
  const d = await loadDocumentData(deps.database, documentId)
  if (!d) throw new AppError('NOT_FOUND', 'Document not found')
  const report = (await getInspectionReport(deps, { stockNumber: d.listing.stockNumber }, locale))!
  const t = T[locale]
  const kind = d.document.kind
  const title = `${DOCUMENT_KIND_NAMES[kind][locale]}: ${d.listing.year} ${d.makeName} ${d.listing.model}`
  const doc = createPdf({ title, subject: kind, footer: t.demo })
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#1f2933')
    .text(DOCUMENT_KIND_NAMES[kind][locale])
  doc.moveDown(0.4)
  machineFacts(doc, d, locale, t)
  switch (kind) {
    case 'inspection_report':
      inspectionReport(doc, report, locale, t)
      break
    case 'photos':
      await photos(doc, d, resolveFromRoot(deps.env.MEDIA_DIR), locale, t)
      break
    case 'oil_analysis':
      fluidAnalysis(doc, d, report, 'oil', locale, t)
      break
    case 'hydraulic_fluid_analysis':
      fluidAnalysis(doc, d, report, 'hydraulic', locale, t)
      break
    case 'maintenance':
      maintenanceLog(doc, d, locale, t)
      break
    case 'telematics_summary':
      telematics(doc, d, locale, t)
      break
    case 'specifications_sheet': {
      heading(doc, t.specs, 12)
      const specs = Object.entries(d.listing.specs).filter(([k]) => SPEC_FIELDS[k])
      table(
        doc,
        [
          { title: t.specs, width: 250 },
          { title: '', width: 200, align: 'right' },
        ],
        specs.map(([k, v]) => [
          SPEC_FIELDS[k][locale],
          `${num(Number(v), locale)} ${SPEC_FIELDS[k].unit}`,
        ]),
      )
      break
    }
    case 'lien_title_check':
      paragraph(doc, t.lienClear)
      doc.moveDown(0.5)
      facts(doc, [
        [t.jurisdiction, `${d.listing.state}, UCC (${d.listing.state} Secretary of State)`],
        [t.serialVerified, d.listing.serialNumber ?? t.na],
      ])
      break
    case 'purchase_invoice':
      facts(doc, [
        [t.invoice, String(d.listing.year)],
        [t.listedNew, usd(Math.round(d.listing.originalPriceCents * 1.9), locale)],
      ])
      break
    case 'operators_manual':
      paragraph(doc, t.manual)
      maintenanceLog(doc, { ...d, listing: { ...d.listing, hours: 4000 } }, locale, t)
      break
    case 'packet':
      paragraph(doc, t.packetIntro)
      inspectionReport(doc, { ...report, sections: [] }, locale, t)
      heading(doc, t.included, 12)
      for (const x of report.documents) paragraph(doc, `• ${x.title}`)
      break
  }
  decoratePages(doc, `${t.stock} ${d.listing.stockNumber}`, t.demo)
  const pdf = await toBuffer(doc)
  return { filename: `${kind}-${d.listing.stockNumber}${locale === 'es' ? '-es' : ''}.pdf`, pdf }
}
