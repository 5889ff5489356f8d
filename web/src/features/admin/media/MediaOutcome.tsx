import { MAX_LISTING_VIDEOS } from '@ironyard/contract/admin-media'
import { Notice } from '@/components/console/Notice'
import type { TFunction } from 'i18next'
import styles from './Media.module.css'
import { sectionOfStep, type MediaOutcome, type MediaSection } from './media-errors'

/**
 * What the last change did, or why nothing changed, shown in the section it belongs to: the
 * change's form post comes back to `#<section>-outcome`, so the page opens at this notice (it
 * takes the focus as the address's target) instead of saying it at the top, out of view (issue
 * 36). Why is one of the page's own texts, chosen by key; an unknown key reads as a generic one.
 */
export function MediaOutcomeNotice({
  section,
  outcome,
  t,
  stockNumber,
}: {
  section: MediaSection
  outcome: MediaOutcome
  t: TFunction
  stockNumber: string
}) {
  const step = outcome.failed ?? outcome.done
  if (!step || sectionOfStep(step) !== section) return null
  return (
    <div id={`${section}-outcome`} tabIndex={-1} className={styles.outcome}>
      {outcome.failed ? (
        <Notice tone="error">
          {t('failed', {
            why: t(`errors.${outcome.error ?? 'unknown'}`, {
              stockNumber,
              max: MAX_LISTING_VIDEOS,
            }),
          })}
        </Notice>
      ) : (
        <Notice>{t(`done.${outcome.done}`, { defaultValue: t('done.saved') })}</Notice>
      )}
    </div>
  )
}
