import {
  dashboardListingQuery,
  OVERDUE_LEADS_QUERY,
  type DashboardListingList,
} from '@ironyard/contract/console-work'
import type { ReactNode } from 'react'
import type { ConsoleWorkQuery } from '@/graphql/__generated__/graphql'
import { LocalTime } from '@/components/ui/LocalTime'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { consolePath, type Console } from './console'
import styles from './Console.module.css'

/** The dashboard's work (issue 36, point 9), as the api's consoleWork answers it. */
export type ConsoleWorkData = ConsoleWorkQuery['consoleWork']

type ListingKey = DashboardListingList

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`

/** One list: its title, its count linking to its whole table, its first few rows. */
function WorkCard({
  id,
  title,
  countText,
  href,
  empty,
  children,
}: {
  id: string
  title: string
  /** "7 drafts": the link's whole name, so it reads alone in a list of links. */
  countText: string
  /** The filtered table (none: the console has no table for it). */
  href?: string
  empty: string
  children: ReactNode[]
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p className={styles.count}>{href ? <a href={href}>{countText}</a> : countText}</p>
      {children.length ? <ul className={styles.links}>{children}</ul> : <p>{empty}</p>}
    </section>
  )
}

/**
 * The work a console opens on (issue 36, point 9): drafts, listings without photos or an
 * inspection, on the market over 60 days, cut this week, leads waiting over 24 hours (oldest
 * first) and auction lots closing today. Every count links to its filtered table, every row to its
 * record. The admin dashboard and the partner overview show it; the api scopes a partner's.
 * Server-rendered lists of links: it reads the same without JavaScript.
 */
export function WorkLists({
  locale,
  console,
  work,
}: {
  locale: Locale
  console: Console
  work: ConsoleWorkData
}) {
  const t = getT(locale, 'admin')
  const path = (p: string) => localePath(locale, consolePath(console, p))
  const n = (v: number) => formatNumber(v, locale)
  const listing = (key: ListingKey) => {
    const list = work[key]
    return (
      <WorkCard
        key={key}
        id={`work-${key}`}
        title={t(`dashboard.work.${key}.title`)}
        countText={t(`dashboard.work.${key}.count`, {
          count: list.count,
          formatted: n(list.count),
        })}
        href={withQuery(path('/equipment'), dashboardListingQuery(key))}
        empty={t(`dashboard.work.${key}.empty`)}
      >
        {list.nodes.map((l) => (
          <li key={l.stockNumber}>
            <a href={path(`/equipment/${encodeURIComponent(l.stockNumber)}`)}>{l.stockNumber}</a>{' '}
            {l.title}
            {l.daysOnMarket != null && key === 'over60Days'
              ? ` · ${t('dashboard.work.days', { count: l.daysOnMarket, formatted: n(l.daysOnMarket) })}`
              : ''}
          </li>
        ))}
      </WorkCard>
    )
  }
  const leads = work.leadsOverdue
  const lots = work.lotsClosingToday
  return (
    <section aria-labelledby="work-title">
      <h2 id="work-title">{t('dashboard.work.title')}</h2>
      <div className={styles.grid}>
        <WorkCard
          id="work-leadsOverdue"
          title={t('dashboard.work.leadsOverdue.title')}
          countText={t('dashboard.work.leadsOverdue.count', {
            count: leads.count,
            formatted: n(leads.count),
          })}
          href={withQuery(path('/leads'), OVERDUE_LEADS_QUERY)}
          empty={t('dashboard.work.leadsOverdue.empty')}
        >
          {leads.nodes.map((l) => (
            <li key={l.id}>
              <a href={path(`/leads/${l.id}`)}>{l.name ?? l.email}</a>
              {' · '}
              {t(`leadTypes.${l.type}`)}
              {' · '}
              <LocalTime iso={l.createdAt} locale={locale} />
            </li>
          ))}
        </WorkCard>
        {(['drafts', 'noPhotos', 'noInspection', 'over60Days', 'reducedThisWeek'] as const).map(
          listing,
        )}
        <WorkCard
          id="work-lotsClosingToday"
          title={t('dashboard.work.lotsClosingToday.title')}
          countText={t('dashboard.work.lotsClosingToday.count', {
            count: lots.count,
            formatted: n(lots.count),
          })}
          // Staff's auction calendar; a partner has no auction pages (their lots link their listing).
          href={console === 'admin' ? path('/auctions') : undefined}
          empty={t('dashboard.work.lotsClosingToday.empty')}
        >
          {lots.nodes.map((l) => {
            const name = t('dashboard.work.lot', { number: l.lotNumber, title: l.title })
            const href =
              console === 'admin'
                ? path(`/auctions/${encodeURIComponent(l.auctionSlug)}/lots/${l.lotId}`)
                : l.stockNumber
                  ? path(`/equipment/${encodeURIComponent(l.stockNumber)}`)
                  : null
            return (
              <li key={l.lotId}>
                {href ? <a href={href}>{name}</a> : name}
                {' · '}
                {l.auctionName}
                {' · '}
                <LocalTime iso={l.closesAt} locale={locale} />
              </li>
            )
          })}
        </WorkCard>
      </div>
    </section>
  )
}
