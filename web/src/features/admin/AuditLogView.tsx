import { AUDIT_ENTITY_TYPES, auditActionLabel } from '@ironyard/contract/audit'
import { FilterBar, FilterSelect, FilterText } from '@/components/console/FilterBar'
import { PagedTable } from '@/components/console/PagedTable'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { auditFilterFromParams, auditHref, type AuditLogData } from './admin-data'
import styles from './AuditLog.module.css'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { tableTexts } from './table-texts'

/** The kinds of record staff change (the entity types the api's services audit). */
const AUDIT_ENTITIES = AUDIT_ENTITY_TYPES

type Record_ = Record<string, unknown> | null | undefined

/**
 * The fields an entry changed, as staff read them: the field's name from the form's labels, money
 * in dollars, dates and yes/no in the page's language. Fields equal before and after are left out
 * (an entry that only adds or only removes shows everything it holds).
 */
function changes(before: Record_, after: Record_, locale: Locale) {
  const t = getT(locale, 'admin')
  const badge = getT(locale, 'equipment')
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  const same = (k: string) =>
    before && after && JSON.stringify(before[k]) === JSON.stringify(after[k])
  const show = (k: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—'
    if (typeof v === 'boolean') return t(v ? 'audit.yes' : 'audit.no')
    if (typeof v === 'number' && /Cents$/.test(k)) return formatPrice(v, locale)
    if (typeof v === 'number') return formatNumber(v, locale)
    if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v)) return formatDate(v, locale)
    if (typeof v === 'string' && k === 'status') return t(`status.${v}`, { defaultValue: v })
    if (typeof v === 'string' && k === 'flair') {
      return v === 'NotSet' || v === 'None' ? '—' : badge(`badge.${v}`, { defaultValue: v })
    }
    return typeof v === 'string' ? v : JSON.stringify(v)
  }
  const shown = keys.filter((k) => !same(k))
  const label = (k: string) =>
    t(`equipment.fields.${k}`, { defaultValue: t(`audit.fields.${k}`, { defaultValue: k }) })
  return {
    before: shown.map((k) => [label(k), show(k, before?.[k])] as const),
    after: shown.map((k) => [label(k), show(k, after?.[k])] as const),
    empty: !before && !after,
  }
}

function Fields({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  if (!rows.length) return <>—</>
  return (
    <dl className={styles.changes}>
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The audit log (issue 14): who did what to which record, with the record before and after. */
export function AuditLogView({
  locale,
  filter,
  data,
}: {
  locale: Locale
  filter: ReturnType<typeof auditFilterFromParams>
  data: AuditLogData
}) {
  const t = getT(locale, 'admin')
  const base = localePath(locale, '/admin/audit')
  return (
    <ConsoleShell locale={locale} active="audit" title={t('audit.title')} lead={t('audit.lead')}>
      <FilterBar action={base} apply={t('audit.filters.apply')}>
        <FilterSelect
          label={t('audit.filters.entity')}
          name="entity"
          value={filter.entityType}
          any={t('audit.filters.anyEntity')}
          options={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) }))}
        />
        <FilterText
          label={t('audit.filters.key')}
          name="key"
          value={filter.entityKey}
          maxLength={100}
        />
        <FilterText
          label={t('audit.filters.actor')}
          name="actor"
          value={filter.actor}
          maxLength={254}
          search
        />
      </FilterBar>
      <PagedTable
        locale={locale}
        list={data}
        page={filter.page}
        href={(p) => auditHref(base, filter, p)}
        {...tableTexts(t, 'audit', locale, { count: data.totalCount }, [
          'when',
          'who',
          'what',
          'record',
          'before',
          'after',
        ])}
      >
        {data.nodes.map((e) => {
          const c = changes(e.before as Record_, e.after as Record_, locale)
          return (
            <tr key={e.id}>
              <td>{formatDate(e.createdAt, locale)}</td>
              <td>{e.actorEmail ?? t('audit.system')}</td>
              <td>
                {t(`audit.actions.${auditActionLabel(e.action)}`, { defaultValue: e.action })}
              </td>
              <td>
                {t(`audit.entities.${e.entityType}`, { defaultValue: e.entityType })} {e.entityKey}
              </td>
              <td>
                <Fields rows={c.before} />
              </td>
              <td>
                <Fields rows={c.after} />
              </td>
            </tr>
          )
        })}
      </PagedTable>
    </ConsoleShell>
  )
}
