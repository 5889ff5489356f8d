import { permanentRedirect } from 'next/navigation'
import { localePath } from '@/lib/paths'
import { localePage } from '@/i18n/locale-page'

/** /for-sale on its own is the equipment list: the search page. */
export default async function ForSaleIndex({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localePage(params)
  permanentRedirect(localePath(locale, '/equipment'))
}
