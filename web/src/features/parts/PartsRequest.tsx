import { LeadForm } from '@/features/leads'
import { servicesStyles as styles } from '@/features/services'
import type { LeadPrefill } from '@/features/listing'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { PARTS_REQUEST_ID } from './parts-data'

/**
 * The parts request: a lead through the lead pipeline (field rules in the contract, the api's
 * rate limits and idempotency), which also works without JavaScript.
 */
export function PartsRequest({
  locale,
  prefill,
}: {
  locale: Locale
  prefill?: LeadPrefill | null
}) {
  return (
    <section className="container section" id={PARTS_REQUEST_ID}>
      <div className={styles.panel}>
        <ClientTranslations locale={locale} namespaces={['validation', 'forms']}>
          <LeadForm
            type="parts_request"
            locale={locale}
            idempotencyKey={crypto.randomUUID()}
            brand={BRAND.name}
            prefill={prefill?.values}
            headingLevel="h2"
          />
        </ClientTranslations>
      </div>
    </section>
  )
}
