import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import styles from '@/features/auth/Auth.module.css'
import { LoginPanel } from '@/features/auth/LoginPanel'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { isLocale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { DEFAULT_AFTER_SIGNIN, SIGNIN_PATH, type LoginReason } from '@/features/auth/constants'
import { safeReturnTo } from '@/features/auth/return-to'
import { signinClientConfig } from '@/features/auth/server-config'
import { getCurrentUser } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const REASONS: LoginReason[] = ['favorite', 'inspection', 'account', 'valueTracker']

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = getT(locale, 'auth')
  return pageMetadata({
    locale,
    path: SIGNIN_PATH,
    title: t('signinPage.title'),
    description: t('signinPage.metaDescription'),
    analytics: { category: 'App', name: 'Sign In' },
    noindex: true,
  })
}

/** /signin (spec §2): the login panel as a page; signed-in visitors go where they were going. */
export default async function SigninPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const query = await searchParams
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)
  const returnTo = safeReturnTo(one(query.returnTo), localePath(locale, DEFAULT_AFTER_SIGNIN))
  if (await getCurrentUser(locale)) redirect(returnTo)
  const reason = REASONS.find((r) => r === one(query.reason))
  return (
    <div className="container">
      <section className={styles.page}>
        {/* The modal's texts: the shell's translations leave them to the modal's code. */}
        <ClientTranslations locale={locale} namespaces={[{ ns: 'auth', keys: ['modal'] }]}>
          <LoginPanel
            locale={locale}
            config={await signinClientConfig()}
            returnTo={returnTo}
            initialTab={one(query.tab) === 'login' ? 'login' : 'signup'}
            reason={reason}
            source="signin-page"
            headingLevel="h1"
          />
        </ClientTranslations>
      </section>
    </div>
  )
}
