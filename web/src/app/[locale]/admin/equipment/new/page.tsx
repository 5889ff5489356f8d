import { ConsoleShell } from '@/components/console/ConsoleShell'
import { ListingForm } from '@/features/admin/ListingForm'
import { listingFormProps } from '@/features/admin/listing-form-data'
import { adminMetadata } from '@/features/admin/page-meta'
import { requireAdmin } from '@/features/auth/session-server'
import { getT } from '@/i18n/server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = ({ params }: Props) =>
  adminMetadata(params, 'newListing', '/admin/equipment/new')

/** /admin/equipment/new (issue 14): a new listing, saved as a draft. Admins only. */
export default async function NewListingPage({ params }: Props) {
  const locale = await localePage(params)
  await requireAdmin(locale, '/admin/equipment/new')
  const t = getT(locale, 'admin')
  const { categories, texts } = await listingFormProps(locale, 'create')
  return (
    <ConsoleShell
      locale={locale}
      active="equipment"
      title={t('equipment.newTitle')}
      lead={t('equipment.newLead')}
    >
      <ListingForm
        locale={locale}
        idempotencyKey={crypto.randomUUID()}
        categories={categories}
        texts={texts}
        initial={{ flair: 'NotSet' }}
      />
    </ConsoleShell>
  )
}
