import type { TaxonomyProvenance } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './Resources.module.css'

/** Where a taxonomy row comes from; generated rows get a striped, outlined "Generated" mark. */
export function ProvenanceBadge({
  locale,
  provenance,
}: {
  locale: Locale
  provenance: TaxonomyProvenance
}) {
  const t = getT(locale, 'resources')
  return (
    <span
      className={`${styles.badge} ${styles[`badge_${provenance}`]}`}
      data-provenance={provenance}
    >
      {t(`provenance.${provenance}`)}
    </span>
  )
}
