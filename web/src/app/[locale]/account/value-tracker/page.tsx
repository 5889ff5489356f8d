import type { Metadata } from 'next'
import { AccountShell } from '@/features/account/AccountShell'
import { ValueTracker } from '@/features/account/ValueTracker'
import {
  TrackedMachinesDocument,
  TrackedMachineValueHistoryDocument,
  ValueTrackerMakesDocument,
} from '@/graphql/__generated__/graphql'
import { ValueHistoryCharts } from '@/features/account/value-history/ValueHistoryCharts'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { accountMetadata } from '@/features/account/page-meta'
import { gql, gqlCached } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
import { localePath } from '@/lib/paths'
import { requireUser } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(params, 'valueTracker', '/account/value-tracker', 'Value Tracker')
}

/** The listing page's statement of how a value was found (issue 37), added to the layout's. */
const METHOD_TEXTS = [
  { ns: 'insights', keys: ['comparables.method_model', 'comparables.method_size_class'] },
] as const

const byName = (locale: string) => (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, locale)

/** /account/value-tracker (spec §2): the visitor's machines and what they are worth. */
export default async function ValueTrackerPage({ params }: Props) {
  const locale = await localePage(params)
  await requireUser(locale, '/account/value-tracker', 'valueTracker')
  const t = getT(locale, 'account')
  const [{ trackedMachines }, makes, catalog, history] = await Promise.all([
    gql(TrackedMachinesDocument, {}, { locale, session: true }),
    gqlCached(ValueTrackerMakesDocument, {}, { locale, ttlMs: 5 * 60_000 }),
    getCatalog(locale),
    gql(TrackedMachineValueHistoryDocument, {}, { locale, session: true }),
  ])
  return (
    <AccountShell
      locale={locale}
      active="valueTracker"
      title={t('valueTracker.title')}
      lead={t('valueTracker.lead')}
    >
      <ClientTranslations locale={locale} namespaces={METHOD_TEXTS}>
        <ValueTracker
          locale={locale}
          machines={trackedMachines}
          makes={makes.makes.makes
            .map((m) => ({ slug: m.slug, name: m.name }))
            .sort(byName(locale))}
          categories={catalog.categories
            .map((c) => ({ slug: c.slug, name: c.name }))
            .sort(byName(locale))}
          currentYear={new Date().getUTCFullYear()}
          downloadHref={localePath(locale, '/account/value-tracker/download')}
        />
      </ClientTranslations>
      <ValueHistoryCharts locale={locale} machines={history.trackedMachines} />
    </AccountShell>
  )
}
