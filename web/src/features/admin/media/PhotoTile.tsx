import { ConfirmStep, HiddenFields } from '@/components/console/ConfirmStep'
import { FocalPointPicker, type FocalErrors } from '@/components/console/FocalPointPicker'
import { consoleStyles as adminStyles } from '@/components/console/styles'
import { focalStyle } from '@/components/ui/focal-point'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './Media.module.css'
import {
  deletePhotoAction,
  reorderPhotosAction,
  updatePhotoAltAction,
  updatePhotoFocalAction,
} from './media-actions'
import { movedOrder, type ListingMediaData } from './media-data'
import type { MediaOutcome } from './media-errors'

type Photo = ListingMediaData['photos'][number]

/** A focal point refused (issue 36): its error beside the field it names, in that photo's form. */
function focalErrors(outcome: MediaOutcome, photoId: string, text: string): FocalErrors {
  if (outcome.failed !== 'focal' || outcome.photo !== photoId) return {}
  if (outcome.error !== 'focalPoint') return {}
  if (outcome.field === 'focalX') return { focalX: text }
  if (outcome.field === 'focalY') return { focalY: text }
  return { focalX: text, focalY: text }
}

/**
 * One photo of the media page (issues 14 and 36): the photo cropped as the site crops it, its
 * place, the Move earlier / later forms (the order without JavaScript), its alt texts, its focal
 * point and its deletion. Each change is a plain form post.
 */
export function PhotoTile({
  locale,
  photo: p,
  n,
  ids,
  hidden,
  outcome,
}: {
  locale: Locale
  photo: Photo
  /** Its number, from 1 (1 is the cover). */
  n: number
  /** Every photo's id, in order (the order each move form posts). */
  ids: string[]
  hidden: Record<string, string>
  outcome: MediaOutcome
}) {
  const t = getT(locale, 'admin-media')
  return (
    <>
      <img
        src={p.thumbnailUrl}
        alt={locale === 'es' ? p.altEs : p.altEn}
        width={400}
        height={300}
        loading="lazy"
        style={focalStyle(p)}
      />
      <p className={styles.position}>
        {n === 1 ? t('photos.cover') : t('photos.position', { n: n })}
        {p.isIllustration ? ` · ${t('photos.illustration')}` : ''}
      </p>
      <div className={styles.moves}>
        {([-1, 1] as const).map((by) => {
          const disabled = by === -1 ? n === 1 : n === ids.length
          return (
            <form key={by} action={reorderPhotosAction}>
              <HiddenFields values={hidden} />
              <input type="hidden" name="order" value={movedOrder(ids, p.id, by).join(',')} />
              <button
                type="submit"
                className="btn btn-secondary"
                disabled={disabled}
                aria-label={t(by === -1 ? 'photos.earlierLabel' : 'photos.laterLabel', {
                  n: n,
                })}
              >
                {t(by === -1 ? 'photos.earlier' : 'photos.later')}
              </button>
            </form>
          )
        })}
      </div>
      <details className={adminStyles.step}>
        <summary>{t('photos.editAlt', { n: n })}</summary>
        <form action={updatePhotoAltAction} className={styles.altForm}>
          <HiddenFields values={hidden} />
          <input type="hidden" name="photoId" value={p.id} />
          <label>
            <span className="label">{t('photos.altEn')}</span>
            <input className="input" name="altEn" defaultValue={p.altEn} required maxLength={300} />
          </label>
          <label>
            <span className="label">{t('photos.altEs')}</span>
            <input
              className="input"
              name="altEs"
              defaultValue={p.altEs}
              required
              maxLength={300}
              lang="es"
            />
          </label>
          <button type="submit" className="btn btn-primary">
            {t('photos.saveAlt')}
          </button>
        </form>
      </details>
      <details
        className={adminStyles.step}
        open={outcome.photo === p.id && outcome.failed === 'focal'}
      >
        <summary>
          {t('photos.focal', { n: n })}
          {p.focalX !== 50 || p.focalY !== 50
            ? ` · ${t('photos.focalAt', { x: p.focalX, y: p.focalY })}`
            : ''}
        </summary>
        <FocalPointPicker
          src={p.url}
          alt={locale === 'es' ? p.altEs : p.altEn}
          focalX={p.focalX}
          focalY={p.focalY}
          action={updatePhotoFocalAction}
          hidden={{ ...hidden, photoId: p.id }}
          errors={focalErrors(outcome, p.id, t('photos.focalInvalid'))}
          texts={{
            help: t('photos.focalHelp'),
            x: t('photos.focalX'),
            y: t('photos.focalY'),
            previews: t('photos.focalPreviews'),
            wide: t('photos.focalWide'),
            square: t('photos.focalSquare'),
            save: t('photos.saveFocal'),
          }}
        />
      </details>
      <ConfirmStep
        summary={t('photos.delete', { n: n })}
        effect={t(p.uploaded ? 'photos.deleteEffect' : 'photos.deleteIllustrationEffect')}
        action={deletePhotoAction}
        hidden={{ ...hidden, photoId: p.id }}
        confirm={t('photos.confirmDelete')}
      />
    </>
  )
}
