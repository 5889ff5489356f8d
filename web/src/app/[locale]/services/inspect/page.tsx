import { localeTag } from '@ironyard/contract/locale'
import type { Metadata } from 'next'
import Link from 'next/link'
import { LeadForm } from '@/features/leads/LeadForm'
import { ServiceHeader } from '@/features/services/ServiceHeader'
import styles from '@/features/services/Services.module.css'
import { INSPECTION_DOCUMENT_KINDS } from '@ironyard/contract/inspections'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { BRAND } from '@ironyard/contract'
import { getLeadPrefill } from '@/features/listing/equipment-data'
import { listingPath } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import {
  getEquipmentTypeOptions,
  getInspectionChecklist,
  getSampleInspectedListing,
} from '@/features/services/services-data'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

const PATH = '/services/inspect'
const ANALYSIS = ['oil', 'hydraulic', 'maintenance', 'lien'] as const

/** Spec §3: the 11 kinds of inspection document, in the spec's order (the contract's list). */
const DOCUMENT_KINDS = INSPECTION_DOCUMENT_KINDS

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'services')
  return pageMetadata({
    locale,
    path: PATH,
    title: t('inspect.metaTitle'),
    description: t('inspect.metaDescription'),
    analytics: { category: 'Landing Page', name: 'Inspections' },
  })
}

/**
 * /services/inspect: the 150-point inspection (the checklist by section, from the api), the lab
 * analyses and checks, the report's documents, a real report of a machine in inventory, and the
 * form to request an inspection.
 */
export default async function InspectPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'services')
  const te = getT(locale, 'equipment')
  const [checklist, sample, equipmentTypes, lead] = await Promise.all([
    getInspectionChecklist(locale),
    getSampleInspectedListing(locale),
    getEquipmentTypeOptions(locale),
    getLeadPrefill(locale),
  ])
  const list = new Intl.ListFormat(localeTag(locale), { type: 'conjunction' })
  return (
    <div className={styles.page}>
      <ServiceHeader
        locale={locale}
        page="inspect"
        title={t('inspect.title')}
        lead={t('inspect.lead')}
      />
      <section className="container section" aria-labelledby="checklist-title">
        <h2 id="checklist-title">{t('inspect.checklist.title')}</h2>
        <p>
          {t('inspect.checklist.intro', {
            count: checklist.pointCount,
            sections: checklist.sections.length,
          })}
        </p>
        <ul className={styles.sections}>
          {checklist.sections.map((s) => (
            <li key={s.key}>
              <h3>{s.name}</h3>
              <p>
                <strong>{t('inspect.checklist.points', { count: s.pointCount })}</strong>
              </p>
              <p>{t('inspect.checklist.examples', { list: list.format(s.examples) })}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section" aria-labelledby="analysis-title">
        <h2 id="analysis-title">{t('inspect.analysis.title')}</h2>
        <ul className={styles.list}>
          {ANALYSIS.map((k) => (
            <li key={k}>
              <h3>{t(`inspect.analysis.${k}.title`)}</h3>
              <p>{t(`inspect.analysis.${k}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section" aria-labelledby="documents-title">
        <div className={styles.columns}>
          <div>
            <h2 id="documents-title">{t('inspect.documents.title')}</h2>
            <p>{t('inspect.documents.intro')}</p>
            <ul className={styles.documents}>
              {DOCUMENT_KINDS.map((k) => (
                <li key={k}>{te(`documentKind.${k}`)}</li>
              ))}
            </ul>
          </div>
          <div className={styles.panel} aria-labelledby="sample-title">
            <h2 id="sample-title">{t('inspect.sample.title')}</h2>
            <p>{t('inspect.sample.text')}</p>
            <p>
              {sample ? (
                <Link
                  className="btn btn-secondary"
                  href={`${listingPath(sample, locale)}#inspection`}
                  prefetch={false}
                >
                  {t('inspect.sample.link', { title: sample.title })}
                </Link>
              ) : (
                <Link
                  className="btn btn-secondary"
                  href={localePath(locale, '/equipment?show=inspected')}
                  prefetch={false}
                >
                  {t('inspect.sample.none')}
                </Link>
              )}
            </p>
            <p className={styles.help}>{t('inspect.sample.signIn')}</p>
          </div>
        </div>
      </section>
      <section className="container section" id="request">
        <div className={styles.panel}>
          <ClientTranslations locale={locale} namespaces={['validation', 'forms']}>
            <LeadForm
              type="inspection_request"
              locale={locale}
              idempotencyKey={crypto.randomUUID()}
              brand={BRAND.name}
              prefill={lead?.values}
              options={{ equipmentType: equipmentTypes }}
              headingLevel="h2"
            />
          </ClientTranslations>
        </div>
      </section>
    </div>
  )
}
