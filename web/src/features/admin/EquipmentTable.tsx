import Link from 'next/link'
import { PageNav } from '@/features/search/Pagination'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Admin.module.css'
import { AdminShell } from './AdminShell'
import {
  equipmentFilterFromParams,
  equipmentHref,
  LISTING_SORTS,
  LISTING_STATUSES,
  type AdminListingsData,
} from './equipment-data'

/**
 * The console's equipment table (issue 14): every listing in every state, by stock number or
 * make/model, state and sort, 50 a page; each row opens its page. Server-rendered, no JavaScript.
 */
export function EquipmentTable({
  locale,
  filter,
  data,
}: {
  locale: Locale
  filter: ReturnType<typeof equipmentFilterFromParams>
  data: AdminListingsData
}) {
  const t = getT(locale, 'admin')
  const base = localePath(locale, '/admin/equipment')
  return (
    <AdminShell
      locale={locale}
      active="equipment"
      title={t('equipment.title')}
      lead={t('equipment.lead')}
    >
      <p>
        <Link
          className="btn btn-primary"
          href={localePath(locale, '/admin/equipment/new')}
          prefetch={false}
        >
          {t('equipment.new')}
        </Link>
      </p>
      <form className={styles.filters} method="get" action={base} role="search">
        <label>
          <span className="label">{t('equipment.filters.q')}</span>
          <input
            className="input"
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            maxLength={80}
            autoComplete="off"
          />
        </label>
        <label>
          <span className="label">{t('equipment.filters.status')}</span>
          <select className="input" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('equipment.filters.anyStatus')}</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="label">{t('equipment.filters.sort')}</span>
          <select className="input" name="sort" defaultValue={filter.sort ?? 'updated'}>
            {LISTING_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`equipment.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('equipment.filters.apply')}
        </button>
      </form>
      <p className={styles.count} aria-live="polite">
        {t('equipment.count', {
          count: data.totalCount,
          formatted: formatNumber(data.totalCount, locale),
        })}
      </p>
      {data.nodes.length ? (
        <div
          className={styles.tableWrap}
          role="region"
          aria-label={t('equipment.tableLabel')}
          tabIndex={0}
        >
          <table className={styles.wide}>
            <caption className="visually-hidden">{t('equipment.tableLabel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('equipment.columns.stock')}</th>
                <th scope="col">{t('equipment.columns.machine')}</th>
                <th scope="col">{t('equipment.columns.status')}</th>
                <th scope="col" className={styles.num}>
                  {t('equipment.columns.price')}
                </th>
                <th scope="col">{t('equipment.columns.place')}</th>
                <th scope="col">{t('equipment.columns.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {data.nodes.map((l) => (
                <tr key={l.stockNumber}>
                  <td>
                    <Link
                      href={localePath(
                        locale,
                        `/admin/equipment/${encodeURIComponent(l.stockNumber)}`,
                      )}
                      prefetch={false}
                    >
                      {l.stockNumber}
                    </Link>
                  </td>
                  <td>
                    {l.title}
                    <br />
                    <span className={styles.message}>{l.category}</span>
                  </td>
                  <td>{t(`status.${l.status}`)}</td>
                  <td className={styles.num}>{formatPrice(l.advertisedPriceCents, locale)}</td>
                  <td>
                    {l.city}, {l.state}
                  </td>
                  <td>{formatDate(l.updatedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('equipment.empty')}</p>
      )}
      <PageNav
        locale={locale}
        current={filter.page}
        totalPages={Math.min(2_000, Math.ceil(data.totalCount / data.pageSize))}
        href={(p) => equipmentHref(base, filter, p)}
      />
    </AdminShell>
  )
}
