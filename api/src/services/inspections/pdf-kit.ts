import type PDFDocument from 'pdfkit'
import { BRAND } from '@ironyard/contract'

export type Pdf = InstanceType<typeof PDFDocument>

/**
 * pdfkit, with fontkit and its font tables (about 0.2 s to load), loads with the first document,
 * not with the api (decision 053): required as the static import was (the same CommonJS build).
 */
const pdfkit = () => require('pdfkit') as typeof PDFDocument

export const INK = '#1f2933'
export const MUTED = '#6b7280'
export const ACCENT = '#b7791f'

/** A letter-size document with the brand header and a footer on every page. */
export function createPdf(meta: { title: string; subject: string; footer: string }): Pdf {
  const Document = pdfkit()
  const doc = new Document({
    size: 'LETTER',
    margins: { top: 72, bottom: 64, left: 56, right: 56 },
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: BRAND.legalName,
      Creator: BRAND.name,
    },
    bufferPages: true,
  })
  return doc
}

/** Header and footer on every buffered page; call before end(). */
export function decoratePages(doc: Pdf, header: string, footer: string): void {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const { left, right, bottom: marginBottom } = doc.page.margins
    const width = doc.page.width - left - right
    // Text below the bottom margin would start a new page: lift the margin while decorating.
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(BRAND.name, left, 30, { width: width / 2, lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(header, left + width / 2, 33, { width: width / 2, align: 'right', lineBreak: false })
    doc
      .moveTo(left, 50)
      .lineTo(left + width, 50)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke()
    const bottom = doc.page.height - 40
    doc
      .fontSize(7)
      .fillColor(MUTED)
      .text(footer, left, bottom, { width: width - 60, lineBreak: false })
    doc.text(`${i - range.start + 1} / ${range.count}`, left + width - 60, bottom, {
      width: 60,
      align: 'right',
      lineBreak: false,
    })
    doc.page.margins.bottom = marginBottom
  }
}

export function heading(doc: Pdf, text: string, size = 16): void {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor(INK).text(text)
  doc.moveDown(0.3)
}

export function paragraph(doc: Pdf, text: string): void {
  doc.font('Helvetica').fontSize(10).fillColor(INK).text(text, { lineGap: 2 })
}

/** Label: value lines in two columns. */
export function facts(doc: Pdf, rows: Array<[string, string]>): void {
  const left = doc.page.margins.left
  for (const [label, value] of rows) {
    const y = doc.y
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 170 })
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(value, left + 175, y, { width: 320 })
    doc.moveDown(0.2)
  }
  doc.x = left
}

/** A simple table with a header row; breaks pages as needed. */
export function table(
  doc: Pdf,
  columns: Array<{ title: string; width: number; align?: 'left' | 'right' | 'center' }>,
  rows: string[][],
): void {
  const left = doc.page.margins.left
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage()
    const y = doc.y
    let x = left
    let h = 0
    cells.forEach((cell, i) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8.5)
        .fillColor(INK)
      const opts = { width: columns[i].width - 6, align: columns[i].align ?? 'left' }
      h = Math.max(h, doc.heightOfString(cell, opts))
      doc.text(cell, x + 3, y + 3, opts)
      x += columns[i].width
    })
    doc.y = y + h + 6
    doc.moveTo(left, doc.y).lineTo(x, doc.y).lineWidth(0.3).strokeColor('#e5e7eb').stroke()
  }
  drawRow(
    columns.map((c) => c.title),
    true,
  )
  for (const r of rows) drawRow(r, false)
  doc.x = left
  doc.moveDown(0.5)
}

export function toBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
