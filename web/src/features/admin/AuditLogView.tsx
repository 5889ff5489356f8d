import { AUDIT_ENTITY_TYPES, auditActionLabel } from '@ironyard/contract/audit'
import { FilterBar, FilterSelect, FilterText } from '@/components/console/FilterBar'
import { PagedTable } from '@/components/console/PagedTable'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { LocalTime } from '@/components/ui/LocalTime'
import { localePath } from '@/lib/paths'
import { auditFilterFromParams, auditHref, type AuditLogData } from './admin-data'
import styles from './AuditLog.module.css'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { tableTexts } from './table-texts'
import { auditChanges, type AuditFieldRow, type AuditNames } from './audit-values'

/** The kinds of record staff change (the entity types the api's services audit). */
const AUDIT_ENTITIES = AUDIT_ENTITY_TYPES

function Fields({ rows }: { rows: readonly AuditFieldRow[] }) {
  if (!rows.length) return <>—</>
  return (
    <dl className={styles.changes}>
      {rows.map(([k, v], i) => (
        // Two fields may share a label (an old entry's category id and slug).
        <div key={`${i}-${k}`}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The audit log (issue 14): who did what to which record, with the record before and after, its
 * fields named and their values readable (issue 36, ./audit-values), at the time of day in the
 * viewer's zone.
 */
export function AuditLogView({
  locale,
  filter,
  data,
  names,
}: {
  locale: Locale
  filter: ReturnType<typeof auditFilterFromParams>
  data: AuditLogData
  /** Catalogue names by slug (the slugs are shown without them). */
  names?: AuditNames
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
          const c = auditChanges(
            {
              action: e.action,
              entityType: e.entityType,
              before: e.before as Record<string, unknown> | null,
              after: e.after as Record<string, unknown> | null,
            },
            locale,
            names,
          )
          return (
            <tr key={e.id}>
              <td>
                <LocalTime iso={e.createdAt} locale={locale} />
              </td>
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
