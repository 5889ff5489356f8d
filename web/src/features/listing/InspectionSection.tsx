import { cache, Suspense } from 'react'
import { LeadForm } from '@/features/leads'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import type { BuyerContext } from '@/features/listing/buyer-context'
import { getInspectionReport } from '@/features/listing/equipment-data'
import type { ListingDetail } from '@/features/listing/listing-data'
import { InspectionReportView } from './InspectionReportView'
import { InspectionSummary, LockedReport } from './InspectionSummary'
import { InspectorCard } from './InspectorCard'
import { openFormHref } from './listing-page'
import styles from './Equipment.module.css'
import { isForSale } from '@ironyard/contract'

type Inspection = NonNullable<ListingDetail['inspection']>

export interface InspectionSectionProps {
  locale: Locale
  listing: ListingDetail
  /**
   * The page's own path (to come back to after signing in), the search and visitor the form
   * carries, and the form to render open (`?form=ask_inspector`, the no-JavaScript way to open it).
   */
  buyer: BuyerContext
}

/**
 * Spec §2/§3: the inspection summary (what is great, what needs work) for everyone, the inspector
 * card, and the detailed 150-point report with its documents, locked for anonymous visitors with
 * a "sign up or log in" prompt. The report streams in for signed-in visitors. Ask an Inspector is
 * offered on every machine for sale: on one not inspected yet, an inspector answers general
 * questions.
 */
export function InspectionSection({ locale, listing: l, buyer }: InspectionSectionProps) {
  const { path, queryId, prefill, openForm } = buyer
  const t = getT(locale, 'equipment')
  const tf = getT(locale, 'forms')
  const inspection = l.inspection
  // Price reduced is a flair of an available machine, so this covers it.
  const forSale = isForSale(l.status)
  const askInspector = forSale ? (
    <LeadForm
      type="ask_inspector"
      locale={locale}
      stockNumber={l.stockNumber}
      idempotencyKey={crypto.randomUUID()}
      queryId={queryId}
      prefill={prefill?.values}
      brand={BRAND.name}
      advertisedPriceCents={l.advertisedPriceCents}
      introKey={inspection ? undefined : 'forms.ask_inspector.introNotInspected'}
      disclosure={{
        id: 'form-ask_inspector',
        summary: tf('forms.ask_inspector.title'),
        className: `${styles.action} ${styles.ask}`,
        bodyClassName: styles.actionBody,
        defaultOpen: openForm === 'ask_inspector',
        openHref: openFormHref(path, queryId, 'ask_inspector'),
      }}
    />
  ) : null
  return (
    <section id="inspection" className={styles.block} aria-labelledby="inspection-title">
      <h2 id="inspection-title">{t('inspection.title')}</h2>
      {inspection ? (
        <>
          <div className={styles.inspectionTop}>
            <InspectionSummary locale={locale} inspection={inspection} />
            <Suspense
              fallback={
                <InspectorCard locale={locale} inspector={inspection.inspector} report={null} />
              }
            >
              <InspectorWithReportLink
                locale={locale}
                stockNumber={l.stockNumber}
                inspection={inspection}
                returnTo={`${path}#inspection`}
              />
            </Suspense>
          </div>
          <Suspense fallback={<div className={styles.reportPending} aria-busy="true" />}>
            <ReportArea
              locale={locale}
              stockNumber={l.stockNumber}
              returnTo={`${path}#inspection`}
            />
          </Suspense>
          {askInspector}
        </>
      ) : (
        <>
          <p>{t('inspection.notInspected')}</p>
          {askInspector}
        </>
      )}
    </section>
  )
}

/** The report's availability, once per request for both the card and the report area. */
const loadReportOnce = cache(async (stockNumber: string, locale: Locale) => {
  try {
    return await getInspectionReport(stockNumber, locale)
  } catch {
    return 'unavailable' as const
  }
})

async function InspectorWithReportLink({
  locale,
  stockNumber,
  inspection,
  returnTo,
}: {
  locale: Locale
  stockNumber: string
  inspection: Inspection
  returnTo: string
}) {
  const report = await loadReportOnce(stockNumber, locale)
  const pdf =
    report && typeof report === 'object'
      ? report.documents.find((d) => d.kind === 'inspection_report')
      : undefined
  return (
    <InspectorCard
      locale={locale}
      inspector={inspection.inspector}
      report={report === 'locked' ? { lockedReturnTo: returnTo } : pdf ? { url: pdf.url } : null}
    />
  )
}

async function ReportArea({
  locale,
  stockNumber,
  returnTo,
}: {
  locale: Locale
  stockNumber: string
  returnTo: string
}) {
  const t = getT(locale, 'equipment')
  const report = await loadReportOnce(stockNumber, locale)
  if (report === 'locked') return <LockedReport locale={locale} returnTo={returnTo} />
  if (report === 'unavailable') return <p role="status">{t('inspection.reportUnavailable')}</p>
  if (!report) return null
  return <InspectionReportView locale={locale} report={report} />
}
