import { localeTag } from '@ironyard/contract/locale'
import type Sharp from 'sharp'
import { CONDITIONS } from '@ironyard/contract/listing-enums'
import type { AppDeps, Locale } from '../../context'
import { t } from '../../i18n'
import { AppError } from '../../lib/errors'
import { readAll, type Storage } from '../../lib/storage'
import { mediaStorages } from '../media/open-media-file'
import { SPEC_FIELDS } from '../../reference-data/spec-fields'
import { documentKindName } from './document-titles'
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

/**
 * sharp (libvips, a native module) loads with the first photo sheet, not with the api (decision
 * 053): required as the static import was (the same CommonJS build).
 */
const loadSharp = () => require('sharp') as typeof Sharp

/** The document's words in the reader's language: `inspections:document.<key>`. */
type Copy = (key: string) => string
const copyFor =
  (locale: Locale): Copy =>
  (key) =>
    t(locale, `inspections:document.${key}`)

const CONDITION_NAMES: ReadonlySet<string> = new Set(CONDITIONS)
const cond = (c: string | null, locale: Locale, tr: Copy) =>
  c ? (CONDITION_NAMES.has(c) ? t(locale, `inspections:condition.${c}`) : c) : tr('na')
const dateFmt = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(d)
const num = (n: number, locale: Locale) => new Intl.NumberFormat(localeTag(locale)).format(n)
const usd = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(localeTag(locale), {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100)

function machineFacts(doc: Pdf, d: DocumentData, locale: Locale, tr: Copy) {
  const l = d.listing
  facts(doc, [
    [tr('machine'), `${l.year} ${d.makeName} ${l.model}`],
    [tr('stock'), l.stockNumber],
    [tr('serial'), l.serialNumber ?? tr('na')],
    ...(l.hours !== null ? [[tr('hours'), num(l.hours, locale)] as [string, string]] : []),
    ...(l.miles !== null ? [[tr('miles'), num(l.miles, locale)] as [string, string]] : []),
    [tr('location'), l.shortAddress],
    [tr('seller'), d.sellerName],
    [tr('issued'), dateFmt(d.document.createdAt, locale)],
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
  tr: Copy,
) {
  const rnd = seededRandom(d.document.id * 7919)
  const health = sectionAverage(
    report,
    kind === 'oil'
      ? /^(Engine|Motor)$/
      : /^(Hydraulics|Hidráulica|Sistema hidráulico|Hydraulic system)/,
  )
  const wear = 1.6 - health * 0.3 // 0.4 (excellent) .. 1.6 (poor)
  const reading = (key: string) => t(locale, `inspections:reading.${key}`)
  const el = (key: string, symbol: string) =>
    t(locale, 'inspections:reading.element', { name: reading(key), symbol })
  const elements: Array<[string, number, number]> =
    kind === 'oil'
      ? [
          [el('iron', 'Fe'), 35, 100],
          [el('copper', 'Cu'), 12, 50],
          [el('lead', 'Pb'), 8, 30],
          [el('aluminum', 'Al'), 6, 20],
          [el('chromium', 'Cr'), 3, 10],
          [el('silicon', 'Si'), 10, 25],
          [el('sodium', 'Na'), 15, 50],
          [reading('soot'), 0.8, 3],
        ]
      : [
          [el('iron', 'Fe'), 12, 40],
          [el('copper', 'Cu'), 8, 30],
          [el('silicon', 'Si'), 6, 20],
          [reading('water'), 150, 500],
          ['ISO 4406 (>4 µm)', 17, 21],
          [reading('viscosity'), 3, 10],
        ]
  const rows = elements.map(([name, typical, limit]) => {
    const v = Math.round(typical * wear * (0.7 + rnd() * 0.6) * 10) / 10
    const status = v >= limit ? tr('action') : v >= limit * 0.75 ? tr('monitor') : tr('normal')
    return [name, num(v, locale), num(limit, locale), status]
  })
  heading(doc, tr('sample'), 12)
  table(
    doc,
    [
      { title: tr('element'), width: 200 },
      { title: tr('reading'), width: 90, align: 'right' },
      { title: tr('limit'), width: 90, align: 'right' },
      { title: tr('status'), width: 110 },
    ],
    rows,
  )
}

function maintenanceLog(doc: Pdf, d: DocumentData, locale: Locale, tr: Copy) {
  const hours = d.listing.hours ?? Math.round((d.listing.miles ?? 60000) / 30)
  // The service done at every multiple of these hours (the largest that divides wins).
  const services = ([500, 1000, 2000, 4000] as const).map(
    (every) => [every, t(locale, `inspections:serviceEvery.${every}`)] as const,
  )
  const yearStart = Date.UTC(d.listing.year, 0, 15)
  const perHour = (d.document.createdAt.getTime() - yearStart) / Math.max(hours, 1)
  const rows: string[][] = []
  for (let h = 500; h <= hours; h += 500) {
    const [, what] = [...services].reverse().find(([every]) => h % every === 0)!
    rows.push([num(h, locale), dateFmt(new Date(yearStart + h * perHour), locale), what])
  }
  heading(doc, documentKindName('maintenance', locale), 12)
  table(
    doc,
    [
      { title: tr('atHours'), width: 90, align: 'right' },
      { title: tr('date'), width: 120 },
      { title: tr('service'), width: 280 },
    ],
    rows.slice(-40),
  )
}

function telematics(doc: Pdf, d: DocumentData, locale: Locale, tr: Copy) {
  const rnd = seededRandom(d.document.id * 104729)
  const end = d.document.createdAt
  const rows: string[][] = []
  for (let i = 11; i >= 0; i--) {
    const month = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - i, 1))
    const h = Math.round(60 + rnd() * 110)
    rows.push([
      new Intl.DateTimeFormat(localeTag(locale), {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(month),
      num(h, locale),
      num(Math.round(18 + rnd() * 22), locale),
      num(Math.round(h * (3 + rnd() * 4)), locale),
    ])
  }
  heading(doc, tr('sample'), 12)
  table(
    doc,
    [
      { title: tr('month'), width: 130 },
      { title: tr('engineHours'), width: 120, align: 'right' },
      { title: tr('idle'), width: 100, align: 'right' },
      { title: tr('fuel'), width: 130, align: 'right' },
    ],
    rows,
  )
}

/** A stored file's bytes from the first storage that has it (uploads, then illustrations). */
async function readStored(storages: Storage[], key: string): Promise<Buffer | null> {
  for (const storage of storages) {
    const found = await storage.get(key)
    if (found) return readAll(found)
  }
  return null
}

async function photos(doc: Pdf, d: DocumentData, storages: Storage[], locale: Locale, tr: Copy) {
  paragraph(doc, tr('photosIntro'))
  const sharp = loadSharp()
  for (const img of d.images) {
    const webp = await readStored(storages, `${img.path}-800.webp`)
    if (!webp) continue
    const jpeg = await sharp(webp).jpeg({ quality: 80 }).toBuffer()
    doc.addPage()
    doc.image(jpeg, { fit: [doc.page.width - 112, 420], align: 'center' })
    doc.moveDown(0.5)
    paragraph(doc, locale === 'es' ? img.altEs : img.altEn)
  }
}

function inspectionReport(doc: Pdf, report: InspectionReport, locale: Locale, tr: Copy) {
  facts(doc, [
    [tr('inspected'), dateFmt(report.inspectedAt, locale)],
    [tr('inspector'), `${report.inspector.name} (${report.inspector.certifications.join(', ')})`],
    [tr('overall'), cond(report.overallCondition, locale, tr)],
  ])
  heading(doc, tr('great'), 12)
  for (const g of report.whatIsGreat) paragraph(doc, `• ${g}`)
  heading(doc, tr('needsWork'), 12)
  for (const w of report.whatNeedsWork) paragraph(doc, `• ${w}`)
  for (const s of report.sections) {
    heading(
      doc,
      `${s.name}${s.averageRating !== null ? ` · ${tr('average')} ${num(s.averageRating, locale)} / 4` : ''}`,
      11,
    )
    table(
      doc,
      [
        { title: '#', width: 30, align: 'right' },
        { title: tr('point'), width: 250 },
        { title: tr('rating'), width: 70 },
        { title: tr('note'), width: 150 },
      ],
      s.points.map((p) => [String(p.position), p.name, cond(p.rating, locale, tr), p.note ?? '']),
    )
  }
}

/**
 * Render an inspection document as a PDF in the reader's language, from the listing's inspection
 * data. Signed-in visitors only (the route checks); NOT_FOUND for unknown or removed machines. A document
 * staff uploaded (file_key set) is answered from storage as it was uploaded.
 */
export async function renderInspectionDocument(
  deps: Pick<AppDeps, 'database' | 'env'>,
  documentId: number,
  locale: Locale,
): Promise<{ filename: string; pdf: Buffer }> {
  if (!Number.isInteger(documentId) || documentId <= 0)
    throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.document' })
  const d = await loadDocumentData(deps.database, documentId)
  if (!d) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.document' })
  const filename = `${d.document.kind}-${d.listing.stockNumber}${locale === 'es' ? '-es' : ''}.pdf`
  // Staff uploaded this document (issue 14): the file as they sent it, in any language.
  if (d.document.fileKey) {
    const pdf = await readStored(mediaStorages(deps.env), d.document.fileKey)
    if (!pdf) throw new AppError('NOT_FOUND', { messageKey: 'errors:notFound.document' })
    return { filename, pdf }
  }
  const report = (await getInspectionReport(deps, { stockNumber: d.listing.stockNumber }, locale))!
  const tr = copyFor(locale)
  const kind = d.document.kind
  const title = `${documentKindName(kind, locale)}: ${d.listing.year} ${d.makeName} ${d.listing.model}`
  const doc = createPdf({ title, subject: kind, footer: tr('demo') })
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f2933').text(documentKindName(kind, locale))
  doc.moveDown(0.4)
  machineFacts(doc, d, locale, tr)
  switch (kind) {
    case 'inspection_report':
      inspectionReport(doc, report, locale, tr)
      break
    case 'photos':
      await photos(doc, d, mediaStorages(deps.env), locale, tr)
      break
    case 'oil_analysis':
      fluidAnalysis(doc, d, report, 'oil', locale, tr)
      break
    case 'hydraulic_fluid_analysis':
      fluidAnalysis(doc, d, report, 'hydraulic', locale, tr)
      break
    case 'maintenance':
      maintenanceLog(doc, d, locale, tr)
      break
    case 'telematics_summary':
      telematics(doc, d, locale, tr)
      break
    case 'specifications_sheet': {
      heading(doc, tr('specs'), 12)
      const specs = Object.entries(d.listing.specs).filter(([k]) => SPEC_FIELDS[k])
      table(
        doc,
        [
          { title: tr('specs'), width: 250 },
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
      paragraph(doc, tr('lienClear'))
      doc.moveDown(0.5)
      facts(doc, [
        [tr('jurisdiction'), `${d.listing.state}, UCC (${d.listing.state} Secretary of State)`],
        [tr('serialVerified'), d.listing.serialNumber ?? tr('na')],
      ])
      break
    case 'purchase_invoice':
      facts(doc, [
        [tr('invoice'), String(d.listing.year)],
        [tr('listedNew'), usd(Math.round(d.listing.originalPriceCents * 1.9), locale)],
      ])
      break
    case 'operators_manual':
      paragraph(doc, tr('manual'))
      maintenanceLog(doc, { ...d, listing: { ...d.listing, hours: 4000 } }, locale, tr)
      break
    case 'packet':
      paragraph(doc, tr('packetIntro'))
      inspectionReport(doc, { ...report, sections: [] }, locale, tr)
      heading(doc, tr('included'), 12)
      for (const x of report.documents) paragraph(doc, `• ${x.title}`)
      break
  }
  decoratePages(doc, `${tr('stock')} ${d.listing.stockNumber}`, tr('demo'))
  const pdf = await toBuffer(doc)
  return { filename, pdf }
}
