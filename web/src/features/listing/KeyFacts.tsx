import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { ListingDetail } from '@/features/listing/listing-data'
import { keyFacts } from './key-facts'
import styles from './Equipment.module.css'

/** The equipment page's key facts (keyFacts). */
export function KeyFacts({ locale, listing: l }: { locale: Locale; listing: ListingDetail }) {
  const t = getT(locale, 'equipment')
  const shown = keyFacts(locale, l)
  return (
    <section className={styles.block} aria-labelledby="facts-title">
      <h2 id="facts-title">{t('facts.title')}</h2>
      <dl className={styles.facts}>
        {shown.map(({ key, label, value }) => (
          <div key={key} data-fact={key}>
            <dt>{label}</dt>
            <dd>{value ?? <span className="muted">{t('facts.notStated')}</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
