import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { addToCompareHref } from './compare-url'

/**
 * "Add to compare" on a result card or a listing page: a plain link (no JavaScript on the page;
 * the compare route remembers the machine and opens the comparison), named for its machine.
 */
export function AddToCompareLink({
  locale,
  stockNumber,
  title,
  className,
}: {
  locale: Locale
  stockNumber: string
  title: string
  className?: string
}) {
  const t = getT(locale, 'compare')
  return (
    <a
      href={addToCompareHref(locale, stockNumber)}
      className={className}
      rel="nofollow"
      aria-label={t('addLabel', { title })}
    >
      {t('add')}
    </a>
  )
}
