/**
 * @jest-environment node
 */
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Locale } from '@/i18n/settings'
import { auditChanges, type AuditEntryView, type AuditNames } from './audit-values'

/* Issue 36, defect 2: the audit log's values as a person reads them, in both languages. */
const names: AuditNames = {
  category: (s) => ({ excavators: 'Excavators', 'wheel-loaders': 'Wheel loaders' })[s],
  subcategory: (s) => ({ 'crawler-excavators': 'Crawler excavators' })[s],
  group: () => undefined,
}
const read = (v: ReactNode) => renderToStaticMarkup(<>{v}</>).replace(/<[^>]+>/g, '')
function shown(e: Partial<AuditEntryView> & { action: string }, locale: Locale = 'en') {
  const c = auditChanges({ entityType: 'listing', before: null, after: null, ...e }, locale, names)
  return {
    before: c.before.map(([k, v]) => [k, read(v)]),
    after: c.after.map(([k, v]) => [k, read(v)]),
  }
}

describe('the audit log’s fields, readable', () => {
  const photo = {
    action: 'listing.photo_add',
    after: {
      photoId: 91,
      path: 'listings/4f1/p91.webp',
      photoNumber: 3,
      photoCount: 7,
      contentHash: '9f86d081884c7d659a2feaa0c55ad015',
    },
  }

  it('says which photo, never its id, storage path or hash', () => {
    expect(shown(photo).after).toEqual([['Photo', 'Photo 3 of 7']])
    expect(shown(photo, 'es').after).toEqual([['Foto', 'Foto 3 de 7']])
    // Written before the count was kept: a 0-based position.
    const old = { action: 'listing.photo_alt', after: { photoId: 9, position: 0, altEn: 'Cab' } }
    expect(shown(old).after).toEqual([
      ['Photo', 'Photo 1'],
      ['Alt text (English)', 'Cab'],
    ])
  })

  it('shows a sale as money and a date', () => {
    const sold = shown({
      action: 'listing.markSold',
      before: { status: 'available', soldPriceCents: null },
      after: { status: 'sold', soldPriceCents: 12_500_000, soldOn: '2026-11-30' },
    })
    expect(sold.after).toEqual([
      ['State', 'Sold'],
      ['Sold for', '$125,000'],
      ['Sale date', 'Nov 30, 2026'],
    ])
    expect(
      shown({ action: 'listing.remove', after: { reason: 'Sold elsewhere' } }, 'es').after,
    ).toEqual([['Motivo', 'Sold elsewhere']])
  })

  it('names categories instead of their slugs', () => {
    const edit = shown(
      {
        action: 'listing.update',
        before: { categorySlug: 'wheel-loaders', subcategorySlug: null },
        after: { categorySlug: 'excavators', subcategorySlug: 'crawler-excavators' },
      },
      'es',
    )
    expect(edit.after).toEqual([
      ['Categoría', 'Excavators'],
      ['Subcategoría', 'Crawler excavators'],
    ])
  })

  it('reads a reorder as the moves it made', () => {
    const order = shown({
      action: 'listing.photo_reorder',
      before: { order: [11, 12, 13] },
      after: { order: [13, 11, 12] },
    })
    expect(order.before).toEqual([['Photo order', '3 photos']])
    expect(order.after).toEqual([['Photo order', 'Photo 3 → 1, Photo 1 → 2, Photo 2 → 3']])
  })

  it('reads an inspection’s ratings, points and document without JSON', () => {
    const saved = shown({
      action: 'listing.inspection_save',
      after: {
        inspectorId: 4,
        inspector: 'Dana Ruiz',
        ratings: { notApplicable: 2, Poor: 0, Fair: 8, Good: 140 },
        changedPoints: [{ position: 12, from: 1, to: 2 }],
        notesOn: [3, 17],
      },
    })
    expect(saved.after).toEqual([
      ['Inspector', 'Dana Ruiz'],
      ['Point ratings', 'Not applicable 2 · Fair 8 · Good 140'],
      ['Points changed', 'Point 12: Fair → Good'],
      ['Notes on points', 'Points 3, 17'],
    ])
    const doc = shown({
      action: 'listing.document_upload',
      after: {
        kind: 'oil_analysis',
        documentId: 5,
        fileKey: 'docs/a/b.pdf',
        byteSize: 1_572_864,
        pages: 4,
      },
    })
    expect(doc.after).toEqual([
      ['Document', 'Oil analysis'],
      ['File size', '1.5 MB'],
      ['Pages', '4'],
    ])
  })

  it('says how a partner’s feed came, in the page’s language', () => {
    const feed = shown(
      {
        action: 'partner.feed.import',
        entityType: 'seller',
        after: { via: 'partner upload', key: null, mode: 'upsert', created: 3 },
      },
      'es',
    )
    expect(feed.after).toEqual([
      ['Enviado por', 'Archivo subido por un miembro del socio'],
      ['Clave de API', '—'],
      ['Modo de importación', 'Agregar y actualizar'],
      ['Creados', '3'],
    ])
  })

  it('shows a moment with its time of day', () => {
    const lead = shown({
      action: 'lead.contacted',
      before: { contactedAt: null },
      after: { contactedAt: '2026-12-07T15:04:00.000Z' },
    })
    expect(lead.after[0][0]).toBe('Contacted')
    expect(lead.after[0][1]).toMatch(/Dec 7, 2026, 3:04\sPM UTC/)
  })
})
