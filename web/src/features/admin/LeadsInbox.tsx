import { PageNav } from '@/components/ui/PageNav'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { markLeadContactedAction } from './admin-actions'
import {
  LEAD_STATUSES,
  LEAD_TYPES,
  leadsHref,
  type AdminLeadsData,
  leadFilterFromParams,
} from './admin-data'
import styles from '@/components/console/Console.module.css'
import { FilterBar, DataTable } from '@/components/console/DataTable'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'

type Filter = ReturnType<typeof leadFilterFromParams>

/**
 * The leads inbox (issue 14): a GET form of filters (type, waiting or contacted, listing, name or
 * address), the leads newest first with what the visitor asked, and a "Mark contacted" form post
 * on each waiting one. Server-rendered; works without JavaScript. In the partner console (issue
 * 15) the api answers the leads on the member's own listings, in the inbox and the CSV export.
 */
export function LeadsInbox({
  locale,
  console = 'admin',
  filter,
  data,
  outcome,
}: {
  locale: Locale
  console?: Console
  filter: Filter
  data: AdminLeadsData
  outcome: { marked?: string; markFailed?: string }
}) {
  const t = getT(locale, 'admin')
  const partner = getT(locale, 'partner')
  const base = localePath(locale, consolePath(console, '/leads'))
  const back = leadsHref('', filter, filter.page).replace(/^\?/, '')
  const totalPages = Math.ceil(data.totalCount / data.pageSize)
  return (
    <ConsoleShell
      locale={locale}
      console={console}
      active="leads"
      title={console === 'partner' ? partner('leads.title') : t('leads.title')}
      lead={console === 'partner' ? partner('leads.lead') : t('leads.lead')}
    >
      {outcome.marked ? (
        <p className={styles.notice} role="status">
          {t('leads.marked', { id: outcome.marked })}
        </p>
      ) : null}
      {outcome.markFailed ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {t('leads.markFailed', { id: outcome.markFailed })}
        </p>
      ) : null}
      <FilterBar action={base} apply={t('leads.filters.apply')}>
        <label>
          <span className="label">{t('leads.filters.type')}</span>
          <select className="input" name="type" defaultValue={filter.type ?? ''}>
            <option value="">{t('leads.filters.anyType')}</option>
            {LEAD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`leadTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="label">{t('leads.filters.status')}</span>
          <select className="input" name="status" defaultValue={filter.status ?? 'waiting'}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`leads.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="label">{t('leads.filters.stock')}</span>
          <input
            className="input"
            name="stock"
            defaultValue={filter.stockNumber ?? ''}
            maxLength={40}
            autoComplete="off"
          />
        </label>
        <label>
          <span className="label">{t('leads.filters.q')}</span>
          <input
            className="input"
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            maxLength={100}
            autoComplete="off"
          />
        </label>
      </FilterBar>
      <p>
        <a href={leadsHref(`${base}/export`, filter)} download>
          {t('leads.export')}
        </a>
      </p>
      <DataTable
        label={t('leads.tableLabel')}
        count={t('leads.count', {
          count: data.totalCount,
          formatted: formatNumber(data.totalCount, locale),
        })}
        empty={t('leads.empty')}
        rows={data.nodes.length}
        columns={[
          t('leads.columns.received'),
          t('leads.columns.type'),
          t('leads.columns.who'),
          t('leads.columns.listing'),
          t('leads.columns.request'),
          t('leads.columns.status'),
        ]}
      >
        {data.nodes.map((l) => (
          <tr key={l.id}>
            <td>{formatDate(l.createdAt, locale)}</td>
            <td>{t(`leadTypes.${l.type}`)}</td>
            <td>
              {l.name ? (
                <>
                  {l.name}
                  <br />
                </>
              ) : null}
              <a href={`mailto:${l.email}`}>{l.email}</a>
              {l.phone ? (
                <>
                  <br />
                  <a href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>{l.phone}</a>
                </>
              ) : null}
              {l.company ? (
                <>
                  <br />
                  {l.company}
                </>
              ) : null}
            </td>
            <td>{l.stockNumber ?? '—'}</td>
            <td className={styles.message}>
              {l.offerAmountCents != null ? (
                <>
                  {t('leads.offer', { amount: formatPrice(l.offerAmountCents, locale) })}
                  <br />
                </>
              ) : null}
              {l.message ?? ''}
              {l.locale === 'es' ? ` (${t('leads.inSpanish')})` : ''}
            </td>
            <td>
              {l.contactedAt ? (
                t('leads.contactedBy', {
                  date: formatDate(l.contactedAt, locale),
                  who: l.contactedBy ?? '—',
                })
              ) : (
                <form action={markLeadContactedAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="console" value={console} />
                  <input type="hidden" name="id" value={l.id} />
                  <input type="hidden" name="back" value={back} />
                  <button
                    type="submit"
                    className="btn btn-secondary"
                    aria-label={t('leads.markLabel', { who: l.name ?? l.email })}
                  >
                    {t('leads.mark')}
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <PageNav
        locale={locale}
        current={filter.page}
        totalPages={totalPages}
        href={(p) => leadsHref(base, filter, p)}
      />
    </ConsoleShell>
  )
}
