import { ContentPage } from '@/features/content/pages/ContentPage'
import { FaqList, faqJsonLd } from '@/features/content/pages/FaqList'
import { JsonLd } from '@/features/content/pages/JsonLd'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { brandVars, faqGroups } from '@/features/content/company/content'
import { env } from '@/lib/env'
import styles from './Company.module.css'

/**
 * The support page: the FAQ by topic (with FAQPage data) and how to reach support, including the
 * external help site when HELP_CENTER_URL names one.
 */
export function SupportView({
  locale,
  helpCenterUrl = env.helpCenterUrl,
}: {
  locale: Locale
  helpCenterUrl?: string | null
}) {
  const t = getT(locale, 'company')
  const groups = faqGroups(t, 'support.groups')
  const vars = brandVars()
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('support.crumb') }]}
      heading={t('support.heading')}
      lead={t('support.lead', vars)}
      tocLabel={t('page.toc')}
      sections={groups.map((g) => ({
        id: g.id,
        title: g.title,
        content: <FaqList items={g.items} />,
      }))}
    >
      <aside className={styles.contact} aria-labelledby="support-contact">
        <h2 id="support-contact">{t('support.contact.title')}</h2>
        <p>{t('support.contact.text')}</p>
        <div className={styles.actions}>
          <a className="btn" href={`tel:${BRAND.supportPhone.replace(/[^+\d]/g, '')}`}>
            {t('support.contact.phone', { phone: BRAND.supportPhone })}
          </a>
          <a className="btn btn-secondary" href={`mailto:${BRAND.supportEmail}`}>
            {t('support.contact.email', { email: BRAND.supportEmail })}
          </a>
          {helpCenterUrl ? (
            <a className="btn btn-secondary" href={helpCenterUrl} rel="noopener">
              {t('support.contact.helpCenter')}
            </a>
          ) : null}
        </div>
      </aside>
      <JsonLd data={faqJsonLd(groups.flatMap((g) => g.items))} />
    </ContentPage>
  )
}
