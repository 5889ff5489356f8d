import type { ReactNode } from 'react'
import { ADMIN_LEAD_SORTS } from '@ironyard/contract/console-work'
import { FilterBar, FilterSelect, FilterText } from '@/components/console/FilterBar'
import { Notice } from '@/components/console/Notice'
import { PagedTable } from '@/components/console/PagedTable'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { LocalTime } from '@/components/ui/LocalTime'
import { formatPrice } from '@/lib/format'
import { listingPath } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import { isPublicStatus } from '@ironyard/contract/listing-enums'
import {
  LEAD_STATUSES,
  LEAD_TYPES,
  leadsHref,
  type AdminLeadsData,
  type LeadOwnersData,
  leadFilterFromParams,
} from './admin-data'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import { tableTexts } from './table-texts'
import { LeadDetails, MarkContacted } from './LeadDetails'
import {
  LEAD_BULK_FORM,
  LeadBulkBar,
  LeadBulkNotice,
  ownerLabel,
  type LeadBulkOutcome,
} from './LeadBulk'

type Filter = ReturnType<typeof leadFilterFromParams>
type LeadRow = AdminLeadsData['nodes'][number]

/**
 * The machine a lead is about (issue 36): its title, linked to its public page while buyers can
 * see it (a draft or a deleted listing has none).
 */
function LeadListing({
  listing: m,
  stockNumber,
  locale,
}: {
  listing: NonNullable<LeadRow['listing']>
  stockNumber: LeadRow['stockNumber']
  locale: Locale
}) {
  if (!stockNumber || !isPublicStatus(m.status)) return <>{m.title}</>
  return <a href={listingPath({ ...m, make: { name: m.make }, stockNumber }, locale)}>{m.title}</a>
}

/**
 * The leads inbox (issue 14): a GET form of filters (type, waiting or contacted, listing, name or
 * address, owner, waiting longer than, order), the leads newest (or oldest) first with what the
 * visitor asked, and a "Mark contacted" form post on each waiting one. Issue 36: tick leads (or
 * the whole page) and mark them contacted, give them an owner or add a note at once, with Undo;
 * and the user's saved views of the inbox. Server-rendered; works without JavaScript. In the
 * partner console (issue 15) the api answers the leads on the member's own listings, in the inbox
 * and the CSV export, and the owners are the partner's members.
 */
export function LeadsInbox({
  locale,
  console = 'admin',
  filter,
  data,
  outcome,
  owners = [],
  bulk = {},
  bulkKey = '',
  savedViews = null,
}: {
  locale: Locale
  console?: Console
  filter: Filter
  data: AdminLeadsData
  outcome: { marked?: string; markFailed?: string }
  /** Who leads can be given to (the bulk bar's owners). */
  owners?: LeadOwnersData
  /** What the last bulk operation (or its Undo) did. */
  bulk?: LeadBulkOutcome
  /** The bulk form's idempotency key, fresh with each page. */
  bulkKey?: string
  /** The user's saved views of the inbox (SavedViews). */
  savedViews?: ReactNode
}) {
  const t = getT(locale, 'admin')
  const partner = getT(locale, 'partner')
  const base = localePath(locale, consolePath(console, '/leads'))
  const back = leadsHref('', filter, filter.page).replace(/^\?/, '')
  return (
    <ConsoleShell
      locale={locale}
      console={console}
      active="leads"
      title={console === 'partner' ? partner('leads.title') : t('leads.title')}
      lead={console === 'partner' ? partner('leads.lead') : t('leads.lead')}
    >
      {outcome.marked ? <Notice>{t('leads.marked', { id: outcome.marked })}</Notice> : null}
      {outcome.markFailed ? (
        <Notice tone="error">{t('leads.markFailed', { id: outcome.markFailed })}</Notice>
      ) : null}
      <LeadBulkNotice locale={locale} console={console} outcome={bulk} back={back} />
      {savedViews}
      <FilterBar action={base} apply={t('leads.filters.apply')}>
        <FilterSelect
          label={t('leads.filters.type')}
          name="type"
          value={filter.type}
          any={t('leads.filters.anyType')}
          options={LEAD_TYPES.map((type) => ({ value: type, label: t(`leadTypes.${type}`) }))}
        />
        <FilterSelect
          label={t('leads.filters.status')}
          name="status"
          value={filter.status ?? 'waiting'}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.status.${s}`) }))}
        />
        <FilterText
          label={t('leads.filters.stock')}
          name="stock"
          value={filter.stockNumber}
          maxLength={40}
        />
        <FilterText label={t('leads.filters.q')} name="q" value={filter.q} maxLength={100} search />
        <FilterSelect
          label={t('leads.filters.owner')}
          name="owner"
          value={filter.owner}
          any={t('leads.filters.anyOwner')}
          options={(['me', 'none'] as const).map((o) => ({
            value: o,
            label: t(`leads.filters.owners.${o}`),
          }))}
        />
        <FilterSelect
          label={t('leads.filters.older')}
          name="older"
          value={filter.olderThanHours ? String(filter.olderThanHours) : undefined}
          any={t('leads.filters.anyAge')}
          options={[24, 48, 168].map((h) => ({
            value: String(h),
            label: t('leads.filters.olderThan', { count: h }),
          }))}
        />
        {/* A link's "received in the last N hours" (the dashboard's) stays while filtering. */}
        {filter.newerThanHours ? (
          <input type="hidden" name="newer" value={String(filter.newerThanHours)} />
        ) : null}
        <FilterSelect
          label={t('leads.filters.sort')}
          name="sort"
          value={filter.sort ?? 'newest'}
          options={ADMIN_LEAD_SORTS.map((o) => ({ value: o, label: t(`leads.sorts.${o}`) }))}
        />
      </FilterBar>
      <LeadBulkBar
        locale={locale}
        console={console}
        owners={owners}
        pageIds={data.nodes.map((l) => l.id)}
        back={back}
        idempotencyKey={bulkKey}
      />
      <p>
        <a href={leadsHref(`${base}/export`, filter)} download>
          {t('leads.export')}
        </a>
      </p>
      <PagedTable
        locale={locale}
        list={data}
        page={filter.page}
        href={(p) => leadsHref(base, filter, p)}
        {...tableTexts(t, 'leads', locale, { count: data.totalCount }, [
          'select',
          'received',
          'type',
          'who',
          'listing',
          'request',
          'status',
        ])}
      >
        {data.nodes.map((l) => (
          <tr key={l.id}>
            <td>
              {/* The bulk bar's form (outside the table): a cell cannot hold a form of its own. */}
              <input
                type="checkbox"
                name="ids"
                value={l.id}
                form={LEAD_BULK_FORM}
                aria-label={t('leads.bulk.select', { id: l.id, who: l.name ?? l.email })}
              />
            </td>
            <td>
              <a
                href={`${base}/${l.id}`}
                aria-label={t('leads.openLead', { id: l.id, who: l.name ?? l.email })}
              >
                <LocalTime iso={l.createdAt} locale={locale} />
              </a>
            </td>
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
            <td>
              {l.stockNumber ? (
                <a
                  href={localePath(
                    locale,
                    consolePath(console, `/equipment/${encodeURIComponent(l.stockNumber)}`),
                  )}
                  aria-label={t('leads.listingLink', { stock: l.stockNumber })}
                >
                  {l.stockNumber}
                </a>
              ) : (
                '—'
              )}
              {l.listing ? (
                <>
                  <br />
                  <LeadListing listing={l.listing} stockNumber={l.stockNumber} locale={locale} />
                </>
              ) : null}
            </td>
            <td className={styles.message}>
              {l.offerAmountCents != null ? (
                <>
                  {t('leads.offer', { amount: formatPrice(l.offerAmountCents, locale) })}
                  <br />
                </>
              ) : null}
              <LeadDetails details={l.details} locale={locale} />
              {l.message ?? ''}
              {l.locale === 'es' ? ` (${t('leads.inSpanish')})` : ''}
            </td>
            <td>
              <MarkContacted locale={locale} console={console} lead={l} back={back} />
              {l.owner ? (
                <>
                  <br />
                  {t('leads.ownedBy', { who: ownerLabel(l.owner) })}
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </PagedTable>
    </ConsoleShell>
  )
}
