import type { Metadata } from 'next'
import { LegalDocument } from '@/features/content/company/LegalDocument'
import { StorageTable } from '@/features/content/company/StorageTable'
import { getT } from '@/i18n/server'
import { COOKIES, LOCAL_STORAGE } from '@/features/content/company/browser-storage'
import { companyPageMetadata } from '@/features/content/company/metadata'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  return companyPageMetadata(locale, 'cookies', '/cookie-policy', {
    category: 'Legal',
    name: 'Cookie Policy',
  })
}

/** The cookie policy, with the cookies and local storage keys the site really uses. */
export default async function CookiePolicyPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'company')
  return (
    <LegalDocument
      locale={locale}
      doc="cookies"
      extras={{
        cookies: (
          <StorageTable
            locale={locale}
            entries={COOKIES}
            label={t('cookies.sections.cookies.title')}
          />
        ),
        storage: (
          <StorageTable
            locale={locale}
            entries={LOCAL_STORAGE}
            label={t('cookies.sections.storage.title')}
          />
        ),
      }}
    />
  )
}
