import equipmentStyles from './Equipment.module.css'
import type { ListingDetail } from './listing-data'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './ListingDetail.module.css'

/**
 * The listing's description. A Spanish page whose listing has no Spanish one yet shows the
 * English one: marked `lang="en"` (screen readers switch voice) and said to be English only
 * (issue 36, defect 6).
 */
export function ListingDescription({
  locale,
  listing: l,
}: {
  locale: Locale
  listing: Pick<ListingDetail, 'description' | 'descriptionLanguage'>
}) {
  if (!l.description) return null
  const t = getT(locale, 'equipment')
  const other =
    l.descriptionLanguage && l.descriptionLanguage !== locale ? l.descriptionLanguage : null
  return (
    <section className={equipmentStyles.block} aria-labelledby="description-title">
      <h2 id="description-title">{t('description')}</h2>
      {other === 'en' ? (
        <p className={styles.descriptionNote}>{t('descriptionEnglishOnly')}</p>
      ) : null}
      <p className={styles.description} lang={other ?? undefined}>
        {l.description}
      </p>
    </section>
  )
}
