import Link from 'next/link'
import { AutoRefresh } from '@/components/console/AutoRefresh'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import { PagedTable } from '@/components/console/PagedTable'
import { consoleStyles as styles } from '@/components/console/styles'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { BULK_ITEM_STATES, type BulkOperationData } from './bulk-data'

type Shown = (typeof BULK_ITEM_STATES)[number] | null

/** The operation's page with the rows in `state` (null: every row), page `page`. */
export function bulkOperationHref(base: string, id: string, state: Shown, page = 1): string {
  const q = new URLSearchParams()
  if (state) q.set('show', state)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return `${base}/bulk/${encodeURIComponent(id)}${s ? `?${s}` : ''}`
}

/** When and what: "Lower each price by $5,000", the removal's reason. */
function what(op: BulkOperationData, locale: Locale): string[] {
  const t = getT(locale, 'admin')
  const lines: string[] = []
  if (op.price) {
    lines.push(
      t(`equipment.bulk.result.price.${op.price.mode}_${op.price.direction}`, {
        amount: formatPrice(op.price.amountCents ?? 0, locale),
        percent: formatNumber(op.price.percent ?? 0, locale, 2),
      }),
    )
    if (op.price.lowerFloor) lines.push(t('equipment.bulk.result.price.lowerFloor'))
  }
  if (op.reason) lines.push(t('equipment.bulk.result.reason', { reason: op.reason }))
  return lines
}

/**
 * A bulk operation of the equipment table (issue 36, point 7): its step, its progress (a
 * progress bar and the counts, refreshed every 2 s while it runs; a "Refresh" link without
 * JavaScript) and its rows, each applied or refused with the step's reason, refused first to
 * pick. Server-rendered: the results read without JavaScript.
 */
export function BulkOperationView({
  locale,
  console,
  op,
  shown,
  page,
}: {
  locale: Locale
  console: Console
  op: BulkOperationData
  shown: Shown
  page: number
}) {
  const t = getT(locale, 'admin')
  const base = localePath(locale, consolePath(console, '/equipment'))
  const done = op.ok + op.refused
  const running = op.status !== 'done'
  const dateTime = new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <ConsoleShell
      locale={locale}
      console={console}
      active="equipment"
      title={`${t('equipment.bulk.result.title')}: ${t(`equipment.bulk.actions.${op.action}`)}`}
      lead={t('equipment.bulk.result.lead')}
    >
      <p>
        <Link href={base} prefetch={false}>
          {t('equipment.bulk.result.back')}
        </Link>
      </p>
      {what(op, locale).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <section aria-labelledby="bulk-progress">
        <h2 id="bulk-progress">{t(`equipment.bulk.result.status.${op.status}`)}</h2>
        <progress
          max={Math.max(op.total, 1)}
          value={op.total ? done : 1}
          aria-label={t('equipment.bulk.result.progressLabel')}
        />
        <p aria-live="polite">
          {t('equipment.bulk.result.progress', {
            done: formatNumber(done, locale),
            total: formatNumber(op.total, locale),
          })}
          <br />
          {t('equipment.bulk.result.counts', {
            ok: formatNumber(op.ok, locale),
            refused: formatNumber(op.refused, locale),
            pending: formatNumber(op.pending, locale),
          })}
        </p>
        <p className={styles.message}>
          {t('equipment.bulk.result.started', { date: dateTime.format(new Date(op.createdAt)) })}
          {op.finishedAt
            ? ` · ${t('equipment.bulk.result.finished', { date: dateTime.format(new Date(op.finishedAt)) })}`
            : null}
        </p>
        {running ? (
          <p>
            {t('equipment.bulk.result.refreshing')}{' '}
            <a href={bulkOperationHref(base, op.id, shown, page)}>
              {t('equipment.bulk.result.refresh')}
            </a>
            <AutoRefresh />
          </p>
        ) : null}
      </section>
      <nav aria-label={t('equipment.bulk.result.show')}>
        <ul className={styles.links}>
          {([null, ...BULK_ITEM_STATES] as const).map((s) => (
            <li key={s ?? 'all'}>
              <a
                href={bulkOperationHref(base, op.id, s)}
                aria-current={s === shown ? 'page' : undefined}
              >
                {t(`equipment.bulk.result.shows.${s ?? 'all'}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <PagedTable
        locale={locale}
        list={{
          totalCount: op.items.total,
          pageSize: op.items.pageSize,
          nodes: op.items.rows,
        }}
        page={page}
        href={(p) => bulkOperationHref(base, op.id, shown, p)}
        label={t('equipment.bulk.result.tableLabel')}
        count={t('equipment.bulk.result.rows', {
          count: op.items.total,
          formatted: formatNumber(op.items.total, locale),
        })}
        empty={t('equipment.bulk.result.empty')}
        columns={[
          t('equipment.bulk.result.columns.stock'),
          t('equipment.bulk.result.columns.state'),
          t('equipment.bulk.result.columns.reason'),
        ]}
      >
        {op.items.rows.map((r) => (
          <tr key={r.position}>
            <td>
              {r.reasonKey === 'admin:listing.notFound' ? (
                r.stockNumber
              ) : (
                <Link
                  href={localePath(
                    locale,
                    consolePath(console, `/equipment/${encodeURIComponent(r.stockNumber)}`),
                  )}
                  prefetch={false}
                >
                  {r.stockNumber}
                </Link>
              )}
            </td>
            <td>{t(`equipment.bulk.result.states.${r.state}`)}</td>
            <td>{r.reason ?? '—'}</td>
          </tr>
        ))}
      </PagedTable>
    </ConsoleShell>
  )
}
