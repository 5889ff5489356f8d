import { CONDITIONS } from '@ironyard/contract/listing-enums'
import { notFound } from 'next/navigation'
import { AdminShell } from '@/features/admin/AdminShell'
import { NewListingForm } from '@/features/admin/NewListingForm'
import { adminMetadata } from '@/features/admin/page-meta'
import { requireAdmin } from '@/features/auth/session-server'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { getCatalog } from '@/lib/catalog-data'

interface Props {
  params: Promise<{ locale: string }>
}

export const generateMetadata = ({ params }: Props) =>
  adminMetadata(params, 'newListing', '/admin/equipment/new')

const FIELDS = [
  'categorySlug',
  'make',
  'model',
  'year',
  'hours',
  'miles',
  'serialNumber',
  'price',
  'zip',
  'stockNumber',
  'condition',
  'description',
  'descriptionEs',
] as const

/** /admin/equipment/new (issue 14): a new listing, saved as a draft. Admins only. */
export default async function NewListingPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  await requireAdmin(locale, '/admin/equipment/new')
  const t = getT(locale, 'admin')
  const catalog = await getCatalog(locale)
  return (
    <AdminShell
      locale={locale}
      active="equipment"
      title={t('equipment.newTitle')}
      lead={t('equipment.newLead')}
    >
      <NewListingForm
        locale={locale}
        idempotencyKey={crypto.randomUUID()}
        categories={[...catalog.categories]
          .map((c) => ({ slug: c.slug, name: c.singularName }))
          .sort((a, b) => a.name.localeCompare(b.name, locale))}
        texts={{
          fields: Object.fromEntries(FIELDS.map((f) => [f, t(`equipment.fields.${f}`)])),
          conditions: Object.fromEntries(
            CONDITIONS.map((c) => [c, t(`equipment.conditions.${c}`)]),
          ),
          chooseCategory: t('equipment.chooseCategory'),
          noCondition: t('equipment.noCondition'),
          submit: t('equipment.create'),
          sending: t('equipment.sending'),
          failed: t('equipment.createFailed'),
          help: { stockNumber: t('equipment.help.stockNumber'), price: t('equipment.help.price') },
        }}
      />
    </AdminShell>
  )
}
