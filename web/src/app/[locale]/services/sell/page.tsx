import type { Metadata } from 'next'
import { LeadForm } from '@/features/leads/LeadForm'
import { ListingGrid } from '@/features/search/listing-card/ListingGrid'
import { SaleProceeds } from '@/features/services/SaleProceeds'
import { ServiceHeader } from '@/features/services/ServiceHeader'
import styles from '@/features/services/Services.module.css'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { BRAND } from '@ironyard/contract'
import { getLeadPrefill } from '@/features/listing/equipment-data'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { queryValue } from '@/features/services/page-params'
import {
  getEquipmentTypeOptions,
  getRecentlySold,
  getSaleProceeds,
} from '@/features/services/services-data'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const PATH = '/services/sell'
const WHY = ['inspection', 'photos', 'offers', 'paperwork', 'shipping'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'services')
  return pageMetadata({
    locale,
    path: PATH,
    title: t('sell.metaTitle'),
    description: t('sell.metaDescription'),
    analytics: { category: 'Landing Page', name: 'Sell' },
  })
}

/**
 * /services/sell (spec §2): the valuation form (the seller form of spec §6), the fee calculator
 * against auction and dealer, why sell with us with the seller guarantee, and machines sold
 * through the marketplace.
 */
export default async function SellPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const sp = await searchParams
  const t = getT(locale, 'services')
  const value = queryValue(sp, 'value')
  const [proceeds, lead, equipmentTypes, sold] = await Promise.all([
    value !== undefined ? getSaleProceeds(value, locale) : null,
    getLeadPrefill(locale),
    getEquipmentTypeOptions(locale),
    getRecentlySold(locale),
  ])
  return (
    <div className={styles.page}>
      <ServiceHeader locale={locale} page="sell" title={t('sell.title')} lead={t('sell.lead')}>
        <p className={styles.note}>{t('sell.claimNote')}</p>
      </ServiceHeader>
      <ClientTranslations locale={locale} namespaces={['services', 'validation', 'forms']}>
        <section className="container section">
          <div className={styles.columns}>
            <div className={styles.panel} id="valuation-form">
              <LeadForm
                type="sell_valuation"
                locale={locale}
                idempotencyKey={crypto.randomUUID()}
                brand={BRAND.name}
                prefill={lead?.values}
                options={{ equipmentType: equipmentTypes }}
                headingLevel="h2"
              />
            </div>
            <div id="fee-calculator">
              <SaleProceeds
                locale={locale}
                action={localePath(locale, PATH)}
                valuationHref={localePath(locale, '/services/valuations')}
                initialValue={value ?? ''}
                initialOutcome={proceeds}
              />
            </div>
          </div>
        </section>
      </ClientTranslations>
      <section className="container section" aria-labelledby="why-title">
        <h2 id="why-title">{t('sell.why.title')}</h2>
        <ul className={styles.list}>
          {WHY.map((k) => (
            <li key={k}>
              <h3>{t(`sell.why.items.${k}.title`)}</h3>
              <p>{t(`sell.why.items.${k}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section" aria-labelledby="guarantee-title">
        <div className={styles.panel}>
          <h2 id="guarantee-title">{t('sell.guarantee.title')}</h2>
          <p>{t('sell.guarantee.text')}</p>
        </div>
      </section>
      <section className="container section" aria-labelledby="stories-title">
        <h2 id="stories-title">{t('sell.stories.title', { brand: BRAND.name })}</h2>
        <p className={styles.note}>{t('sell.stories.note')}</p>
        {sold.length ? (
          <ListingGrid
            listings={sold}
            locale={locale}
            label={t('sell.stories.title', { brand: BRAND.name })}
          />
        ) : (
          <p>{t('sell.stories.empty')}</p>
        )}
      </section>
    </div>
  )
}
