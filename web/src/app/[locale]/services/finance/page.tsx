import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { LoanCalculator } from '@/features/services/LoanCalculator'
import { PrequalifySection } from '@/features/services/PrequalifySection'
import { ServiceHeader } from '@/features/services/ServiceHeader'
import styles from '@/features/services/Services.module.css'
import { TaxEstimate } from '@/features/services/TaxEstimate'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { BRAND } from '@ironyard/contract'
import { getLeadPrefill } from '@/features/listing/equipment-data'
import { localePath } from '@/lib/paths'
import { ZIP_COOKIE } from '@/lib/request-headers'
import { isKnownZip } from '@ironyard/contract/zip'
import { pageMetadata } from '@/lib/seo'
import {
  calculateLoan,
  defaultCalculatorValues,
  prequalifyCarry,
  readCalculatorParams,
} from '@/features/services/loan-calculator'
import { queryValue } from '@/features/services/page-params'
import {
  getEquipmentTypeOptions,
  getTaxEstimate,
  stateOptions,
} from '@/features/services/services-data'
import { isTaxAssumption, TAX_ASSUMPTION_KEYS } from '@ironyard/contract/forms/calculators'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const PATH = '/services/finance'
const FAQ = ['amount', 'cap', 'credit', 'time', 'process', 'who'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'services')
  return pageMetadata({
    locale,
    path: PATH,
    title: t('finance.metaTitle'),
    description: t('finance.metaDescription'),
    analytics: { category: 'Landing Page', name: 'Finance' },
  })
}

/**
 * /services/finance (spec §2): the loan calculator, the tax-savings estimate, the FAQ and the
 * pre-qualify form. Both calculators are GET forms, so they work without JavaScript; the
 * calculator's values (price, ZIP) carry over to the pre-qualification.
 */
export default async function FinancePage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const sp = await searchParams
  const t = getT(locale, 'services')
  const cookieZip = (await cookies()).get(ZIP_COOKIE)?.value
  const zip = cookieZip && isKnownZip(cookieZip) ? cookieZip : BRAND.defaultZip
  const { values, submitted } = readCalculatorParams(sp, defaultCalculatorValues(zip))
  const loan = calculateLoan(values).result

  const taxPrice = queryValue(sp, 'taxPrice')
  const rawAssumption = queryValue(sp, 'assumption')
  const assumption = isTaxAssumption(rawAssumption) ? rawAssumption : TAX_ASSUMPTION_KEYS[0]
  const [taxOutcome, lead, equipmentTypes] = await Promise.all([
    taxPrice !== undefined ? getTaxEstimate(taxPrice, assumption, locale) : null,
    getLeadPrefill(locale),
    getEquipmentTypeOptions(locale),
  ])
  // The calculator's price and ZIP (its link, or the sign-in round trip) win over the profile's.
  const carried = prequalifyCarry(sp, values, loan?.priceCents ?? null)
  const prefill = lead && {
    ...lead.values,
    ...(lead.values.zip ? {} : { zip: values.zip }),
    ...carried,
  }
  const path = localePath(locale, PATH)
  const carriedQuery = new URLSearchParams(carried).toString()
  return (
    <div className={styles.page}>
      <ServiceHeader
        locale={locale}
        page="finance"
        title={t('finance.title')}
        lead={t('finance.lead')}
      >
        <ul className={styles.highlights}>
          <li>{t('finance.highlights.amount')}</li>
          <li>{t('finance.highlights.credit')}</li>
          <li>{t('finance.highlights.time')}</li>
        </ul>
      </ServiceHeader>
      <ClientTranslations locale={locale} namespaces={['services', 'validation', 'forms']}>
        <section className="container section" id="calculator">
          <div className={styles.columns}>
            <LoanCalculator
              locale={locale}
              action={path}
              initialValues={values}
              submitted={submitted}
            />
            <div id="tax">
              <TaxEstimate
                locale={locale}
                action={path}
                initialPrice={taxPrice ?? (loan ? values.price : '')}
                initialAssumption={assumption}
                initialOutcome={taxOutcome}
              />
            </div>
          </div>
        </section>
        <section className="container section" aria-labelledby="faq-title">
          <h2 id="faq-title">{t('finance.faq.title')}</h2>
          <div className={styles.faq}>
            {FAQ.map((k) => (
              <details key={k}>
                <summary>{t(`finance.faq.items.${k}.q`)}</summary>
                <p>{t(`finance.faq.items.${k}.a`)}</p>
              </details>
            ))}
          </div>
        </section>
        <section className="container section" id="prequalify">
          <div className={styles.panel}>
            <PrequalifySection
              locale={locale}
              prefill={prefill}
              states={stateOptions(locale)}
              equipmentTypes={equipmentTypes}
              returnTo={`${path}${carriedQuery ? `?${carriedQuery}` : ''}#prequalify`}
            />
          </div>
        </section>
      </ClientTranslations>
    </div>
  )
}
