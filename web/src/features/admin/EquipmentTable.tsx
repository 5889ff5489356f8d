import { ADMIN_LISTING_MAX_PAGE } from '@ironyard/contract/admin-console'
import Link from 'next/link'
import { PageNav } from '@/components/ui/PageNav'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from '@/components/console/Console.module.css'
import { FilterBar, DataTable } from '@/components/console/DataTable'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
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
 * In the partner console (issue 15) the api answers the member's own listings only.
 */
export function EquipmentTable({
  locale,
  console = 'admin',
  filter,
  data,
}: {
  locale: Locale
  console?: Console
  filter: ReturnType<typeof equipmentFilterFromParams>
  data: AdminListingsData
}) {
  const t = getT(locale, 'admin')
  const partner = getT(locale, 'partner')
  const base = localePath(locale, consolePath(console, '/equipment'))
  return (
    <ConsoleShell
      locale={locale}
      console={console}
      active="equipment"
      title={console === 'partner' ? partner('equipment.title') : t('equipment.title')}
      lead={console === 'partner' ? partner('equipment.lead') : t('equipment.lead')}
    >
      <p>
        <Link
          className="btn btn-primary"
          href={localePath(locale, consolePath(console, '/equipment/new'))}
          prefetch={false}
        >
          {t('equipment.new')}
        </Link>
      </p>
      <FilterBar action={base} apply={t('equipment.filters.apply')}>
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
      </FilterBar>
      <DataTable
        label={t('equipment.tableLabel')}
        count={t('equipment.count', {
          count: data.totalCount,
          formatted: `${formatNumber(data.totalCount, locale)}${data.totalCapped ? '+' : ''}`,
        })}
        empty={t('equipment.empty')}
        rows={data.nodes.length}
        columns={[
          t('equipment.columns.stock'),
          t('equipment.columns.machine'),
          t('equipment.columns.status'),
          `#${t('equipment.columns.price')}`,
          t('equipment.columns.place'),
          t('equipment.columns.updated'),
        ]}
      >
        {data.nodes.map((l) => (
          <tr key={l.stockNumber}>
            <td>
              <Link
                href={localePath(
                  locale,
                  consolePath(console, `/equipment/${encodeURIComponent(l.stockNumber)}`),
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
      </DataTable>
      <PageNav
        locale={locale}
        current={filter.page}
        totalPages={Math.min(ADMIN_LISTING_MAX_PAGE, Math.ceil(data.totalCount / data.pageSize))}
        href={(p) => equipmentHref(base, filter, p)}
      />
    </ConsoleShell>
  )
}
