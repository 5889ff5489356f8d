import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { ListingDetail } from '@/features/listing/listing-data'
import styles from './Equipment.module.css'

/** The badges of a machine, from its flair and state (spec §3 flair values). */
export function flairBadges(
  l: Pick<ListingDetail, 'flair' | 'status' | 'priceReduced' | 'inspected' | 'isPartnerSeller'>,
): string[] {
  const out: string[] = []
  if (l.status === 'sold') out.push('sold')
  if (l.status === 'coming_soon' || l.flair === 'ComingSoon') out.push('ComingSoon')
  if (l.priceReduced || l.flair === 'PriceReduced') out.push('PriceReduced')
  if (l.inspected) out.push('inspected')
  if (l.isPartnerSeller || l.flair === 'PartnerSeller') out.push('PartnerSeller')
  if (
    [
      'AsIsWhereIs',
      'Demo',
      'FreeShipping',
      'SoldWithAttachments',
      'WarrantyAvailable',
      'WarrantyIncluded',
    ].includes(l.flair)
  ) {
    out.push(l.flair)
  }
  return [...new Set(out)]
}

export function FlairBadges({
  locale,
  listing,
}: {
  locale: Locale
  listing: Parameters<typeof flairBadges>[0]
}) {
  const t = getT(locale, 'equipment')
  const badges = flairBadges(listing)
  if (!badges.length) return null
  return (
    <ul className={styles.badges}>
      {badges.map((b) => (
        <li key={b} className={styles[`badge-${b}`] ?? undefined} data-badge={b}>
          {t(`badge.${b}`)}
        </li>
      ))}
    </ul>
  )
}
