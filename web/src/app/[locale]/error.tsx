'use client'

import { useParams, usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { AnalyticsMeta } from '@/components/ui/AnalyticsMeta'
import { ErrorView, errorViewTexts } from '@/components/ui/ErrorView'
import { isLocale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'

/**
 * 500 (spec §8): something failed on our side; suggests contacting support. A client boundary
 * cannot export metadata, so it renders its title and analytics tags itself (React hoists them).
 */
export default function ServerError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const { t } = useTranslation('errors')
  const params = useParams<{ locale: string }>()
  const path = usePathname()
  const locale = isLocale(params?.locale) ? params.locale : 'en'
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <>
      <title>{`${t('serverError.title')} | ${BRAND.name}`}</title>
      <meta name="robots" content="noindex" />
      <AnalyticsMeta category="Unknown" name="Server Error" path={path} />
      <ErrorView
        status={500}
        locale={locale}
        texts={errorViewTexts(t, 500)}
        action={
          <button type="button" className="btn btn-dark" onClick={() => reset()}>
            {t('actions.retry')}
          </button>
        }
      />
    </>
  )
}
