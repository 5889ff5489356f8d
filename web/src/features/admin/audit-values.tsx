import { CONDITIONS } from '@ironyard/contract/listing-enums'
import type { ReactNode } from 'react'
import { LocalTime } from '@/components/ui/LocalTime'
import { getI18n, getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { Catalog } from '@/lib/catalog-data'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'

/**
 * What the audit log shows of an entry's fields (issue 36, defect 2): each field named in the
 * page's language (admin `audit.fields`, or the listing form's label) and its value as a person
 * reads it: money, dates, times in the viewer's zone, catalogue names, "Photo 3 of 7", point
 * ratings; never JSON, storage paths or hashes.
 */

/** Internal ids, storage paths and hashes: kept in the log, never shown. */
export const HIDDEN_AUDIT_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'photoId',
  'videoId',
  'documentId',
  'lotId',
  'inspectorId',
  'auctionLotId',
  'path',
  'fileKey',
  'contentHash',
])

/** Catalogue names by slug, where the page has them (else the slug is shown). */
export interface AuditNames {
  category(slug: string): string | undefined
  subcategory(slug: string): string | undefined
  group(slug: string): string | undefined
}

export function auditNames(catalog: Catalog | null): AuditNames | undefined {
  if (!catalog) return undefined
  const subs = new Map<string, string>()
  for (const c of catalog.categories)
    for (const s of c.subcategories) if (!subs.has(s.slug)) subs.set(s.slug, s.name)
  return {
    category: (slug) => catalog.category(slug)?.name,
    subcategory: (slug) => subs.get(slug),
    group: (slug) => catalog.broad(slug)?.name,
  }
}

type Side = Record<string, unknown> | null | undefined
export interface AuditEntryView {
  action: string
  entityType: string
  before: Side
  after: Side
}
export type AuditFieldRow = readonly [label: string, value: ReactNode]

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const LONG_TEXT = 160
const MAX_MOVES = 10

/**
 * The text of `key` in namespace `ns`, or `fallback` when there is none: i18next's defaultValue
 * does not help here, the missing-key text ("Missing key") wins over it.
 */
function textOr(locale: Locale, ns: 'admin' | 'equipment' | 'admin-auctions') {
  const i18n = getI18n(locale)
  const t = getT(locale, ns)
  return (key: string, fallback: string): string =>
    i18n.exists(key, { ns, lng: locale }) ? t(key) : fallback
}

export function auditValueFormatter(locale: Locale, entityType: string, names?: AuditNames) {
  const t = getT(locale, 'admin')
  const equipment = getT(locale, 'equipment')
  const admin = textOr(locale, 'admin')
  const badge = textOr(locale, 'equipment')
  const auctions = textOr(locale, 'admin-auctions')
  const rating = (r: unknown) =>
    typeof r === 'number' && CONDITIONS[r]
      ? t(`equipment.conditions.${CONDITIONS[r]}`)
      : equipment('inspection.notApplicable')
  const text = (v: string) => (v.length > LONG_TEXT ? `${v.slice(0, LONG_TEXT)}…` : v)

  const show = (k: string, v: unknown): ReactNode => {
    if (v === null || v === undefined || v === '') return '—'
    if (typeof v === 'boolean') return t(v ? 'audit.yes' : 'audit.no')
    if (typeof v === 'number') {
      if (k.endsWith('Cents')) return formatPrice(v, locale)
      if (k === 'byteSize')
        return t('audit.values.megabytes', { n: formatNumber(v / 2 ** 20, locale, 1) })
      if (k.endsWith('Seconds')) return t('audit.values.seconds', { count: v })
      return formatNumber(v, locale)
    }
    if (typeof v === 'string') {
      if (ISO_TIME.test(v)) return <LocalTime iso={v} locale={locale} />
      if (ISO_DAY.test(v)) return formatDate(v, locale)
      switch (k) {
        case 'status':
          return entityType === 'auction_lot' ? auctions(`status.${v}`, v) : admin(`status.${v}`, v)
        case 'flair':
          return v === 'NotSet' || v === 'None' ? '—' : badge(`badge.${v}`, v)
        case 'condition':
        case 'overallCondition':
          return admin(`equipment.conditions.${v}`, v)
        case 'kind':
          return badge(`documentKind.${v}`, v)
        case 'format':
          return auctions(`formats.${v}`, v)
        case 'via':
        case 'mode':
          return admin(`audit.values.${k}.${v}`, v)
        case 'categorySlug':
          return names?.category(v) ?? v
        case 'subcategorySlug':
          return names?.subcategory(v) ?? v
        case 'groupSlug':
          return names?.group(v) ?? v
      }
      return text(v)
    }
    if (Array.isArray(v)) {
      if (k === 'notesOn') return v.length ? t('audit.values.points', { list: v.join(', ') }) : '—'
      if (k === 'changedPoints')
        return v
          .map((p: { position?: number; from?: unknown; to?: unknown }) =>
            t('audit.values.point', { n: p.position, from: rating(p.from), to: rating(p.to) }),
          )
          .join('; ')
      return v.map((x) => (typeof x === 'object' ? plain(x) : String(x))).join(', ') || '—'
    }
    if (k === 'ratings' && typeof v === 'object')
      return Object.entries(v as Record<string, number>)
        .filter(([, n]) => n > 0)
        .map(([c, n]) =>
          c === 'notApplicable'
            ? `${equipment('inspection.notApplicable')} ${n}`
            : `${admin(`equipment.conditions.${c}`, c)} ${n}`,
        )
        .join(' · ')
    return plain(v)
  }
  /** Any other object as "name: value" pairs (never braces and quotes). */
  const plain = (v: unknown): string =>
    Object.entries((v ?? {}) as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${typeof x === 'object' && x ? plain(x) : String(x)}`)
      .join(', ')

  /** A field's name: the audit log's own label, else the listing form's (else the field). */
  const label = (field: string): string =>
    admin(`audit.fields.${field}`, admin(`equipment.fields.${field}`, field))
  return { show, t, label }
}

/**
 * "Photo 3 of 7"; entries written before issue 36 kept only the photo's 0-based `position`:
 * "Photo 3".
 */
function photoPlace(t: ReturnType<typeof getT>, side: Side): string {
  const n =
    typeof side?.photoNumber === 'number'
      ? side.photoNumber
      : typeof side?.position === 'number'
        ? side.position + 1
        : null
  if (n === null) return '—'
  const total = side?.photoCount
  return typeof total === 'number'
    ? t('audit.values.photoOf', { n, total })
    : t('audit.values.photo', { n })
}

/** A reorder as the moves it made: "Photo 5 → 1" (the photos' ids never shown). */
function photoMoves(t: ReturnType<typeof getT>, before: unknown[], after: unknown[]): string {
  const moves = after.flatMap((id, to) => {
    const from = before.indexOf(id)
    return from >= 0 && from !== to ? [t('audit.values.move', { from: from + 1, to: to + 1 })] : []
  })
  const more = moves.length - MAX_MOVES
  return [
    ...moves.slice(0, MAX_MOVES),
    ...(more > 0 ? [t('audit.values.moreMoves', { count: more })] : []),
  ].join(', ')
}

/**
 * The fields an entry changed, as two lists (before, after) of label and value. Fields equal on
 * both sides are left out (an entry that only adds or only removes shows everything it holds).
 */
export function auditChanges(e: AuditEntryView, locale: Locale, names?: AuditNames) {
  const { show, t, label } = auditValueFormatter(locale, e.entityType, names)
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])]
  const same = (k: string) =>
    e.before && e.after && JSON.stringify(e.before[k]) === JSON.stringify(e.after[k])
  const shown = keys.filter((k) => !HIDDEN_AUDIT_FIELDS.has(k) && k !== 'photoCount' && !same(k))
  const value = (k: string, side: Side, other: Side): ReactNode => {
    if (!side) return '—'
    if (k === 'photoNumber' || k === 'position') return photoPlace(t, side)
    const v = side[k]
    if (k === 'order' && Array.isArray(v)) {
      if (e.action !== 'listing.photo_reorder')
        return v
          .map((s) =>
            e.entityType === 'category'
              ? (names?.category(String(s)) ?? String(s))
              : (names?.subcategory(String(s)) ?? String(s)),
          )
          .join(' · ')
      const previous = other?.order
      return side === e.after && Array.isArray(previous)
        ? photoMoves(t, previous, v) || '—'
        : t('audit.values.photos', { count: v.length })
    }
    return show(k, v)
  }
  const rows = (side: Side, other: Side): AuditFieldRow[] =>
    side ? shown.map((k) => [label(k), value(k, side, other)] as const) : []
  return { before: rows(e.before, e.after), after: rows(e.after, e.before) }
}
