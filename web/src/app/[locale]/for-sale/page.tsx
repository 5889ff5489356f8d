import { notFound, permanentRedirect } from 'next/navigation'
import { isLocale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'

/** /for-sale on its own is the equipment list: the search page. */
export default async function ForSaleIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  permanentRedirect(localePath(locale, '/equipment'))
}
