import { consolePageMetadata } from '@/features/admin/console-pages'
import { requirePartner } from '@/features/auth/session-server'
import { ApiKeysPage } from '@/features/partner/ApiKeysPage'
import { getPartnerApiKeys } from '@/features/partner/partner-data'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = consolePageMetadata('partner', 'apiKeys', '/api-keys')

/** /partner/api-keys (issue 15): the partner's feed keys. Members only. */
export default async function PartnerApiKeysPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  await requirePartner(locale, '/partner/api-keys')
  const revoked = (await searchParams).revoked
  return (
    <ApiKeysPage
      locale={locale}
      keys={await getPartnerApiKeys(locale)}
      idempotencyKey={crypto.randomUUID()}
      revoked={typeof revoked === 'string' ? revoked.slice(0, 64) : undefined}
    />
  )
}
