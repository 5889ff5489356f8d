import {
  ADMIN_LISTING_MAX_PAGE,
  ADMIN_LISTING_SORT_COLUMNS,
  type AdminListingSortColumn,
} from '@ironyard/contract/admin-console'
import { LISTING_WORK_FILTERS } from '@ironyard/contract/console-work'
import { shownBadge } from '@ironyard/contract/listing-flair'
import { BULK_ACTIONS, PARTNER_BULK_ACTIONS } from '@ironyard/contract/bulk-actions'
import { moneyHintText } from '@ironyard/contract/money'
import { randomUUID } from 'node:crypto'
import type { ReactNode } from 'react'
import { BulkBar, SelectBox } from '@/components/console/BulkBar'
import { isForSale } from '@ironyard/contract/listing-enums'
import Link from 'next/link'
import { NumCell } from '@/components/console/DataTable'
import { FilterBar, FilterSelect, FilterText } from '@/components/console/FilterBar'
import { PagedTable } from '@/components/console/PagedTable'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import {
  equipmentColumnSort,
  equipmentFilterFromParams,
  equipmentHref,
  LISTING_SORTS,
  LISTING_STATUSES,
  type AdminListingsData,
} from './equipment-data'
import { tableTexts } from './table-texts'
import { bulkEquipmentAction } from './bulk-actions'
import type { BulkError } from './bulk-errors'

/** The bulk bar's form (the rows' checkboxes belong to it). */
const BULK_FORM = 'equipment-bulk'

/** A price change's and a removal's own fields in the bulk bar (issue 36, point 7). */
function BulkFields({ locale, action }: { locale: Locale; action: 'changePrice' | 'remove' }) {
  const t = getT(locale, 'admin')
  if (action === 'remove') {
    return (
      <label>
        <span className="label">{t('equipment.bulk.reason')}</span>
        <input
          className="input"
          name="reason"
          maxLength={500}
          aria-describedby="bulk-reason-hint"
        />
        <span id="bulk-reason-hint" className={styles.message}>
          {t('equipment.bulk.reasonHint')}
        </span>
      </label>
    )
  }
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('equipment.bulk.mode')}</legend>
        {(['amount', 'percent'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="mode" value={m} defaultChecked={m === 'amount'} />{' '}
            {t(`equipment.bulk.modes.${m}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('equipment.bulk.direction')}</legend>
        {(['down', 'up'] as const).map((d) => (
          <label key={d}>
            <input type="radio" name="direction" value={d} defaultChecked={d === 'down'} />{' '}
            {t(`equipment.bulk.directions.${d}`)}
          </label>
        ))}
      </fieldset>
      <label>
        <span className="label">{t('equipment.bulk.amount')}</span>
        <input
          className="input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby="bulk-amount-hint"
        />
        <span id="bulk-amount-hint" className={styles.message}>
          {t('equipment.bulk.amountHint', { example: moneyHintText(5000, locale) })}
        </span>
      </label>
      <label>
        <span className="label">{t('equipment.bulk.percent')}</span>
        <input
          className="input"
          name="percent"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby="bulk-percent-hint"
        />
        <span id="bulk-percent-hint" className={styles.message}>
          {t('equipment.bulk.percentHint')}
        </span>
      </label>
      <label>
        <input type="checkbox" name="lowerFloor" /> {t('equipment.bulk.lowerFloor')}
      </label>
    </>
  )
}

/** The table's columns by key ('#': numeric); the ones in ADMIN_LISTING_SORT_COLUMNS sort. */
const COLUMNS = [
  'stock',
  'machine',
  'status',
  'badge',
  '#price',
  '#days',
  '#photos',
  'inspection',
  'place',
  'updated',
] as const

/**
 * The console's equipment table (issue 14): every listing in every state, by the words of a
 * search (stock number, make, model, serial or VIN: issue 36), state and sort, 50 a page; each row
 * opens its page. The badge, price, days on market, photos, inspection and changed headers sort
 * (links, so the order is in the URL), and the filter downloads as CSV. Server-rendered, no
 * JavaScript.
 * In the partner console (issue 15) the api answers the member's own listings only. Staff also get
 * a row action on each listing for sale: "Add to an auction" (issue 34) opens the add-lot form
 * with its stock number, to choose the auction.
 */
export function EquipmentTable({
  locale,
  console = 'admin',
  filter,
  data,
  savedViews = null,
  bulkError = null,
}: {
  locale: Locale
  console?: Console
  filter: ReturnType<typeof equipmentFilterFromParams>
  data: AdminListingsData
  /** The user's saved views of the table (issue 36, point 8: SavedViews). */
  savedViews?: ReactNode
  /** The bulk bar's refusal after a post (issue 36, point 7). */
  bulkError?: BulkError | null
}) {
  const t = getT(locale, 'admin')
  const partner = getT(locale, 'partner')
  const base = localePath(locale, consolePath(console, '/equipment'))
  const staff = console === 'admin'
  const auctions = getT(locale, 'admin-auctions')
  const badges = getT(locale, 'equipment')
  const texts = tableTexts(
    t,
    'equipment',
    locale,
    {
      count: data.totalCount,
      formatted: `${formatNumber(data.totalCount, locale)}${data.totalCapped ? '+' : ''}`,
    },
    [...COLUMNS, ...(staff ? ['actions'] : [])],
  )
  // Each sortable header links its next order (issue 36).
  const columns = texts.columns.map((c, i) => {
    const key = (COLUMNS[i] ?? '').replace('#', '')
    if (!Object.hasOwn(ADMIN_LISTING_SORT_COLUMNS, key)) return c
    const label = typeof c === 'string' ? c : c.label
    const numeric = typeof c === 'string' ? undefined : c.numeric
    return {
      label,
      numeric,
      sort: equipmentColumnSort(base, filter, key as AdminListingSortColumn),
    }
  })
  const bulk = staff ? BULK_ACTIONS : PARTNER_BULK_ACTIONS
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
      {savedViews}
      <FilterBar action={base} apply={t('equipment.filters.apply')}>
        <FilterText
          label={t('equipment.filters.q')}
          name="q"
          value={filter.q}
          maxLength={80}
          search
        />
        <FilterSelect
          label={t('equipment.filters.status')}
          name="status"
          value={filter.status}
          any={t('equipment.filters.anyStatus')}
          options={LISTING_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FilterSelect
          label={t('equipment.filters.work')}
          name="work"
          value={filter.work}
          any={t('equipment.filters.anyWork')}
          options={LISTING_WORK_FILTERS.map((w) => ({
            value: w,
            label: t(`equipment.work.${w}`),
          }))}
        />
        <FilterSelect
          label={t('equipment.filters.sort')}
          name="sort"
          value={filter.sort ?? 'updated'}
          options={LISTING_SORTS.map((s) => ({ value: s, label: t(`equipment.sorts.${s}`) }))}
        />
      </FilterBar>
      <p>
        {/* The same filter and order as the table, as a file (the api scopes a partner's). */}
        <a href={equipmentHref(`${base}/export`, filter)} download>
          {t('equipment.export')}
        </a>
      </p>
      <div id="bulk">
        <BulkBar
          formId={BULK_FORM}
          action={bulkEquipmentAction}
          rowName="stock"
          pageValues={data.nodes.map((l) => l.stockNumber)}
          matchingCount={data.totalCapped ? 0 : data.totalCount}
          actions={[
            ...bulk.map((a) => ({
              value: a,
              label: t(`equipment.bulk.actions.${a}`),
              fields:
                a === 'changePrice' || a === 'remove' ? (
                  <BulkFields locale={locale} action={a} />
                ) : undefined,
            })),
            { value: 'export', label: t('equipment.bulk.actions.export') },
          ]}
          hidden={{
            console,
            locale,
            // One key per rendering of the bar: a double submit is one operation.
            idempotencyKey: randomUUID(),
            back: equipmentHref('', filter, filter.page).replace(/^\?/, ''),
          }}
          texts={{
            legend: t('equipment.bulk.legend'),
            selectPage: t('equipment.bulk.selectPage', { count: data.nodes.length }),
            allMatching: t('equipment.bulk.allMatching', {
              count: data.totalCount,
              formatted: formatNumber(data.totalCount, locale),
            }),
            selectedNone: t('equipment.bulk.selectedNone'),
            selectedOne: t('equipment.bulk.selectedOne'),
            selectedOther: t('equipment.bulk.selectedOther'),
            action: t('equipment.bulk.action'),
            chooseAction: t('equipment.bulk.chooseAction'),
            apply: t('equipment.bulk.apply'),
            nothingSelected: t('equipment.bulk.nothingSelected'),
            noAction: t('equipment.bulk.errors.noAction'),
          }}
          error={bulkError ? t(`equipment.bulk.errors.${bulkError}`) : null}
        />
      </div>
      <PagedTable
        locale={locale}
        list={data}
        page={filter.page}
        maxPage={ADMIN_LISTING_MAX_PAGE}
        href={(p) => equipmentHref(base, filter, p)}
        {...texts}
        columns={columns}
      >
        {data.nodes.map((l) => (
          <tr key={l.stockNumber}>
            <td>
              <SelectBox
                form={BULK_FORM}
                name="stock"
                value={l.stockNumber}
                label={t('equipment.bulk.selectRow', { stock: l.stockNumber })}
              />
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
            <td>{shownBadge(l.flair) ? badges(`badge.${l.flair}`) : '—'}</td>
            <NumCell>{formatPrice(l.advertisedPriceCents, locale)}</NumCell>
            <NumCell>{l.daysOnMarket == null ? '—' : formatNumber(l.daysOnMarket, locale)}</NumCell>
            <NumCell>{formatNumber(l.photoCount, locale)}</NumCell>
            <td>
              {l.inspectionCondition
                ? t(`equipment.conditions.${l.inspectionCondition}`)
                : t('equipment.noInspection')}
            </td>
            <td>
              {l.city}, {l.state}
            </td>
            <td>{formatDate(l.updatedAt, locale)}</td>
            {staff ? (
              <td>
                {isForSale(l.status) ? (
                  <Link
                    href={`${localePath(locale, '/admin/auctions')}?stock=${encodeURIComponent(l.stockNumber)}#add-to-auction`}
                    aria-label={auctions('equipment.addToAuctionFor', { stock: l.stockNumber })}
                    prefetch={false}
                  >
                    {auctions('equipment.addToAuction')}
                  </Link>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </PagedTable>
    </ConsoleShell>
  )
}
