import { ConsoleShell } from '@/components/console/ConsoleShell'
import { ListingForm } from '@/features/admin/ListingForm'
import { listingFormProps } from '@/features/admin/listing-form-data'
import { partnerMetadata } from '@/features/admin/page-meta'
import { requirePartner } from '@/features/auth/session-server'
import { getT } from '@/i18n/server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = ({ params }: Props) =>
  partnerMetadata(params, 'newListing', '/partner/equipment/new')

/** /partner/equipment/new (issue 15): a new listing of the member's partner, saved as a draft. */
export default async function PartnerNewListingPage({ params }: Props) {
  const locale = await localePage(params)
  await requirePartner(locale, '/partner/equipment/new')
  const t = getT(locale, 'partner')
  const { categories, texts } = await listingFormProps(locale, 'create')
  return (
    <ConsoleShell
      locale={locale}
      console="partner"
      active="equipment"
      title={t('equipment.newTitle')}
      lead={t('equipment.newLead')}
    >
      <ListingForm
        locale={locale}
        console="partner"
        idempotencyKey={crypto.randomUUID()}
        categories={categories}
        texts={texts}
        initial={{}}
      />
    </ConsoleShell>
  )
}
