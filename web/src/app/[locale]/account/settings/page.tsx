import type { Metadata } from 'next'
import { AccountShell } from '@/features/account/AccountShell'
import { SettingsForm } from '@/features/account/SettingsForm'
import { MeDocument } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import { accountMetadata } from '@/features/account/page-meta'
import { gql } from '@/lib/api-client'
import { getCatalog } from '@/lib/catalog-data'
import { formatDate } from '@/lib/format'
import { requireUser } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(params, 'settings', '/account/settings', 'Account Settings')
}

/** /account/settings (spec §2): personal and location information, member since, profile. */
export default async function SettingsPage({ params }: Props) {
  const locale = await localePage(params)
  await requireUser(locale, '/account/settings')
  const t = getT(locale, 'account')
  const [{ me }, catalog] = await Promise.all([
    gql(MeDocument, {}, { locale, session: true }),
    getCatalog(locale),
  ])
  const categories = [...catalog.categories]
    .map((c) => ({ slug: c.slug, name: c.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return (
    <AccountShell locale={locale} active="settings" title={t('settings.title')}>
      <SettingsForm
        locale={locale}
        email={me.email}
        memberSince={formatDate(me.memberSince, locale)}
        profile={me.profile}
        categories={categories}
      />
    </AccountShell>
  )
}
