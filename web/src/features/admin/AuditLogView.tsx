import { PageNav } from '@/features/search/Pagination'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { auditFilterFromParams, auditHref, type AuditLogData } from './admin-data'
import styles from './Admin.module.css'
import { AdminFilters, AdminTable } from './AdminList'
import { AdminShell } from './AdminShell'

const json = (v: unknown) => (v == null ? '—' : JSON.stringify(v, null, 1))

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
    <AdminShell locale={locale} active="audit" title={t('audit.title')} lead={t('audit.lead')}>
      <AdminFilters action={base} apply={t('audit.filters.apply')}>
        <label>
          <span className="label">{t('audit.filters.entity')}</span>
          <select className="input" name="entity" defaultValue={filter.entityType ?? ''}>
            <option value="">{t('audit.filters.anyEntity')}</option>
            <option value="listing">{t('audit.entities.listing')}</option>
            <option value="lead">{t('audit.entities.lead')}</option>
          </select>
        </label>
        <label>
          <span className="label">{t('audit.filters.key')}</span>
          <input
            className="input"
            name="key"
            defaultValue={filter.entityKey ?? ''}
            maxLength={100}
            autoComplete="off"
          />
        </label>
        <label>
          <span className="label">{t('audit.filters.actor')}</span>
          <input
            className="input"
            type="search"
            name="actor"
            defaultValue={filter.actor ?? ''}
            maxLength={254}
            autoComplete="off"
          />
        </label>
      </AdminFilters>
      <AdminTable
        label={t('audit.tableLabel')}
        count={t('audit.count', {
          count: data.totalCount,
          formatted: formatNumber(data.totalCount, locale),
        })}
        empty={t('audit.empty')}
        rows={data.nodes.length}
        columns={[
          t('audit.columns.when'),
          t('audit.columns.who'),
          t('audit.columns.what'),
          t('audit.columns.record'),
          t('audit.columns.before'),
          t('audit.columns.after'),
        ]}
      >
        {data.nodes.map((e) => (
          <tr key={e.id}>
            <td>{formatDate(e.createdAt, locale)}</td>
            <td>{e.actorEmail ?? t('audit.system')}</td>
            <td>{t(`audit.actions.${e.action.replace('.', '_')}`, { defaultValue: e.action })}</td>
            <td>
              {t(`audit.entities.${e.entityType}`, { defaultValue: e.entityType })} {e.entityKey}
            </td>
            <td>
              <pre className={styles.json}>{json(e.before)}</pre>
            </td>
            <td>
              <pre className={styles.json}>{json(e.after)}</pre>
            </td>
          </tr>
        ))}
      </AdminTable>
      <PageNav
        locale={locale}
        current={filter.page}
        totalPages={Math.ceil(data.totalCount / data.pageSize)}
        href={(p) => auditHref(base, filter, p)}
      />
    </AdminShell>
  )
}
