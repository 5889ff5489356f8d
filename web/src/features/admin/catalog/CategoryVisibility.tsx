import { ConfirmStep } from '@/components/console/ConfirmStep'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { categoryVisibilityAction } from './catalog-actions'

/**
 * A tree row's Hide / Show step (issue 36): a disclosure (keyboard and no-JavaScript friendly)
 * that says what will happen before its one button does it. Hidden, a category's pages answer
 * 301 to /equipment and a subcategory's to its category's (docs/decisions/055).
 */
export function CategoryVisibility({
  locale,
  slug,
  name,
  hidden,
  parentSlug,
}: {
  locale: Locale
  slug: string
  /** The row's name in the page's language. */
  name: string
  hidden: boolean
  parentSlug: string | null
}) {
  const t = getT(locale, 'admin-catalog')
  const words = {
    name,
    path: localePath(locale, parentSlug ? `/${parentSlug}/${slug}` : `/${slug}`),
    parent: localePath(locale, parentSlug ? `/${parentSlug}` : '/equipment'),
  }
  const step = hidden ? 'show' : 'hide'
  return (
    <ConfirmStep
      summary={t(`categories.${step}Step`)}
      summaryLabel={t(`categories.${step}StepLabel`, { name })}
      effect={t(`categories.${step}Effect`, words)}
      action={categoryVisibilityAction}
      hidden={{ locale, slug, parentSlug: parentSlug ?? '', step }}
      confirm={t(`categories.${step}Confirm`, { name })}
      secondary
    />
  )
}
