import type { Metadata } from 'next'
import Link from 'next/link'
import styles from '@/features/account/Account.module.css'
import { AccountShell } from '@/features/account/AccountShell'
import { MyAlerts } from '@/features/alerts/MyAlerts'
import { MyBids } from '@/features/auctions/MyBids'
import { AccountOverviewDocument, MyInventoryAlertsDocument } from '@/graphql/__generated__/graphql'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { accountMetadata } from '@/features/account/page-meta'
import { gql } from '@/lib/api-client'
import { formatDate, formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { requireUser } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(params, 'overview', '/account', 'Account')
}

/**
 * /account (spec §2): who is signed in, a way into each account page, and the user's inventory
 * alerts (issue 16).
 */
export default async function AccountPage({ params }: Props) {
  const locale = await localePage(params)
  await requireUser(locale, '/account')
  const t = getT(locale, 'account')
  const [{ me, favorites, trackedMachines }, { myInventoryAlerts }] = await Promise.all([
    gql(AccountOverviewDocument, {}, { locale, session: true }),
    gql(MyInventoryAlertsDocument, {}, { locale, session: true }),
  ])
  const name = [me.profile.firstName, me.profile.lastName].filter(Boolean).join(' ')
  const retailTotal = trackedMachines.reduce(
    (sum, m) => sum + (m.valuation.status === 'ok' ? (m.valuation.retailValueCents ?? 0) : 0),
    0,
  )
  const cards = [
    {
      key: 'favorites',
      path: '/account/favorites',
      title: t('overview.favorites.title'),
      body: favorites.counts.all
        ? t('overview.favorites.count', {
            count: favorites.counts.all,
            available: favorites.counts.available,
          })
        : t('overview.favorites.empty'),
      cta: t('overview.favorites.cta'),
    },
    {
      key: 'valueTracker',
      path: '/account/value-tracker',
      title: t('overview.valueTracker.title'),
      body: trackedMachines.length
        ? `${t('overview.valueTracker.count', { count: trackedMachines.length })}. ${t(
            'overview.valueTracker.total',
            { value: formatPrice(retailTotal, locale) },
          )}`
        : t('overview.valueTracker.empty'),
      cta: t('overview.valueTracker.cta'),
    },
    {
      key: 'marketIntelligence',
      path: '/account/market-intelligence',
      title: t('overview.marketIntelligence.title'),
      body: t('overview.marketIntelligence.body'),
      cta: t('overview.marketIntelligence.cta'),
    },
    {
      key: 'settings',
      path: '/account/settings',
      title: t('overview.settings.title'),
      body: t('overview.settings.body'),
      cta: t('overview.settings.cta'),
    },
  ]
  return (
    <AccountShell
      locale={locale}
      active="overview"
      title={name ? t('overview.greeting', { name }) : t('overview.greetingNoName')}
      lead={`${t('overview.signedInAs', { email: me.email })} · ${t('overview.memberSince', {
        date: formatDate(me.memberSince, locale),
      })}`}
    >
      {!name || !me.profile.zip ? (
        <p className={styles.notice}>
          <Link href={localePath(locale, '/account/settings')} prefetch={false}>
            {t('overview.completeProfile')}
          </Link>
        </p>
      ) : null}
      <ul className={styles.cards}>
        {cards.map((c) => (
          <li key={c.key}>
            <section className={styles.card} aria-labelledby={`card-${c.key}`}>
              <h2 id={`card-${c.key}`}>{c.title}</h2>
              <p>{c.body}</p>
              <Link className={styles.cta} href={localePath(locale, c.path)} prefetch={false}>
                {c.cta}
              </Link>
            </section>
          </li>
        ))}
      </ul>
      <MyBids locale={locale} />
      <ClientTranslations locale={locale} namespaces={['mailing']}>
        <MyAlerts
          locale={locale}
          email={myInventoryAlerts.email}
          addressVerified={myInventoryAlerts.addressVerified}
          alerts={myInventoryAlerts.alerts}
        />
      </ClientTranslations>
    </AccountShell>
  )
}
