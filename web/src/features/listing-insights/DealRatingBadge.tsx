import type { DealRating } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './Insights.module.css'

/** "Great price" / "Excelente precio": the stored rating's name (never shown without a rating). */
export function DealRatingBadge({
  locale,
  rating,
}: {
  locale: Locale
  rating: DealRating | null | undefined
}) {
  if (!rating) return null
  const t = getT(locale, 'insights')
  return (
    <span className={styles.deal} data-rating={rating}>
      {t(`deal.${rating}`)}
    </span>
  )
}
