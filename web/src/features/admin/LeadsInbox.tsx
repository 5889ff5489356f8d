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
  leadFilterFromParams,
} from './admin-data'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import { tableTexts } from './table-texts'
import { LeadDetails, MarkContacted } from './LeadDetails'

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
      </FilterBar>
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
            </td>
          </tr>
        ))}
      </PagedTable>
    </ConsoleShell>
  )
}
