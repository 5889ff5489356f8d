import type { Metadata } from 'next'
import { LeadForm } from '@/features/leads/LeadForm'
import { InstantValuationForm } from '@/features/services/InstantValuationForm'
import { ServiceHeader } from '@/features/services/ServiceHeader'
import styles from '@/features/services/Services.module.css'
import { ValuationResult } from '@/features/services/ValuationResult'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { fieldKeys } from '@/lib/action-result'
import { checkMachine, machineInput, type MachineValues } from '@/features/account/validate'
import { BRAND } from '@ironyard/contract'
import { getLeadPrefill } from '@/features/listing/equipment-data'
import type { LeadField } from '@/features/leads/lead-forms'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { queryValue } from '@/features/services/page-params'
import {
  getEquipmentTypeOptions,
  getInstantValuation,
  getMakeOptions,
  type InstantValuation,
  type Outcome,
} from '@/features/services/services-data'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const PATH = '/services/valuations'
const FIELDS = ['year', 'make', 'model', 'category', 'hours', 'miles'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'services')
  return pageMetadata({
    locale,
    path: PATH,
    title: t('valuations.metaTitle'),
    description: t('valuations.metaDescription'),
    analytics: { category: 'Landing Page', name: 'Valuations' },
  })
}

/** The sell form's machine fields, filled from the estimate the visitor just got. */
function machinePrefill(v: InstantValuation): Partial<Record<LeadField, string>> {
  const meter = v.hours ?? v.miles
  return {
    equipmentType: v.category.slug,
    make: v.make.name,
    model: v.model,
    year: String(v.year),
    ...(meter !== null ? { hoursOrMiles: String(meter) } : {}),
  }
}

/**
 * /services/valuations: the free valuation. An instant estimate (the value tracker's model over
 * comparable sales, through the api's public, rate-limited query) from a GET form, then the sell
 * valuation form for a specialist's valuation, prefilled with the machine.
 */
export default async function ValuationsPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const sp = await searchParams
  const t = getT(locale, 'services')
  const currentYear = new Date().getUTCFullYear()
  const machine = Object.fromEntries(
    FIELDS.map((f) => [f, queryValue(sp, f, 100) ?? '']),
  ) as unknown as MachineValues
  const asked = FIELDS.some((f) => queryValue(sp, f) !== undefined)
  let errors: Record<string, string> = {}
  let outcome: Outcome<InstantValuation> | null = null
  if (asked) {
    errors = checkMachine(machine, currentYear)
    if (!Object.keys(errors).length) {
      outcome = await getInstantValuation(
        { ...machineInput(machine), year: Number(machine.year) },
        locale,
      )
      if (!outcome.ok && outcome.code === 'VALIDATION') errors = fieldKeys(outcome)
    }
  }
  const [makes, equipmentTypes, lead] = await Promise.all([
    getMakeOptions(locale),
    getEquipmentTypeOptions(locale),
    getLeadPrefill(locale),
  ])
  const estimate = outcome?.ok ? outcome.data : null
  const prefill = { ...lead?.values, ...(estimate ? machinePrefill(estimate) : {}) }
  return (
    <div className={styles.page}>
      <ServiceHeader
        locale={locale}
        page="valuations"
        title={t('valuations.title')}
        lead={t('valuations.lead')}
      />
      <ClientTranslations locale={locale} namespaces={['services', 'validation', 'forms']}>
        <section className="container section" id="estimate">
          <div className={styles.columns}>
            <InstantValuationForm
              action={localePath(locale, PATH)}
              makes={makes}
              categories={equipmentTypes}
              currentYear={currentYear}
              initialValues={machine}
              initialErrors={errors}
            />
            {estimate ? (
              <ValuationResult
                locale={locale}
                valuation={estimate}
                compareHref={localePath(locale, '/services/sell')}
              />
            ) : outcome && !outcome.ok && outcome.code !== 'VALIDATION' ? (
              <p role="alert" className={styles.panel}>
                {outcome.code === 'RATE_LIMITED'
                  ? t('valuations.instant.rateLimited')
                  : t('valuations.instant.unavailable')}
              </p>
            ) : null}
          </div>
        </section>
        <section className="container section" id="specialist" aria-labelledby="specialist-title">
          <div className={styles.panel}>
            <h2 id="specialist-title">{t('valuations.human.title')}</h2>
            <p>{t('valuations.human.intro')}</p>
            <LeadForm
              type="sell_valuation"
              locale={locale}
              idempotencyKey={crypto.randomUUID()}
              brand={BRAND.name}
              prefill={prefill}
              options={{ equipmentType: equipmentTypes }}
              headingLevel="h3"
            />
          </div>
        </section>
      </ClientTranslations>
    </div>
  )
}
