import type { DealRating } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './Insights.module.css'

/**
 * "Great price" / "Excelente precio": the stored rating's name (never shown without a rating).
 * `as="p"`: the badge is its own paragraph (a result card without a price cut: no wrapper).
 */
export function DealRatingBadge({
  locale,
  rating,
  as: Tag = 'span',
  className,
}: {
  locale: Locale
  rating: DealRating | null | undefined
  as?: 'span' | 'p'
  className?: string
}) {
  if (!rating) return null
  const t = getT(locale, 'insights')
  return (
    <Tag className={className ? `${styles.deal} ${className}` : styles.deal} data-rating={rating}>
      {t(`deal.${rating}`)}
    </Tag>
  )
}
