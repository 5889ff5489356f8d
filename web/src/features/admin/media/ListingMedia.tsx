import { MAX_LISTING_PHOTOS, MAX_UPLOAD_BYTES } from '@ironyard/contract/admin-media'
import { Card } from '@/components/console/Card'
import { ConfirmStep, HiddenFields } from '@/components/console/ConfirmStep'
import { DetailLayout } from '@/components/console/DetailLayout'
import { Notice } from '@/components/console/Notice'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consoleStyles as adminStyles } from '@/components/console/styles'
import { consolePath, type Console } from '@/components/console/console'
import styles from './Media.module.css'
import {
  addVideoAction,
  deleteDocumentAction,
  deleteVideoAction,
  reorderPhotosAction,
} from './media-actions'
import type { ListingMediaData } from './media-data'
import type { MediaOutcome } from './media-errors'
import { MediaOutcomeNotice } from './MediaOutcome'
import { MediaUpload } from '@/components/console/MediaUpload'
import type { UploadTexts } from '@/components/console/UploadField'
import { PhotoOrder } from '@/components/console/PhotoOrder'
import { PhotoTile } from './PhotoTile'

const MB = 1024 * 1024

/**
 * A listing's media in the console (issue 14): photos (upload, order, alt text in both
 * languages, focal point, delete), videos by URL, and the 11 inspection document kinds as PDF
 * uploads. Photos move by drag or by keyboard (PhotoOrder, issue 36), and the page links to the
 * listing's preview as buyers will see it. Every
 * change is a plain form post (keyboard and no-JavaScript friendly) except the uploads, which
 * show their progress; deletions open a confirmation first. The partner console (issue 15,
 * decision 032) manages its own listings' photos only: videos and inspection documents stay with
 * staff.
 */
export function ListingMedia({
  locale,
  console = 'admin',
  media: m,
  outcome,
}: {
  locale: Locale
  console?: Console
  media: ListingMediaData
  outcome: MediaOutcome
}) {
  const t = getT(locale, 'admin-media')
  const base = localePath(
    locale,
    consolePath(console, `/equipment/${encodeURIComponent(m.stockNumber)}`),
  )
  const uploadTexts = (kind: 'photos' | 'document'): UploadTexts => ({
    label: t(`upload.${kind}.label`),
    hint: t(`upload.${kind}.hint`, { megabytes: MAX_UPLOAD_BYTES / MB, max: MAX_LISTING_PHOTOS }),
    choose: t(`upload.${kind}.choose`),
    drop: t('upload.drop'),
    uploading: t('upload.uploading'),
    done: t('upload.done'),
    failed: t('upload.failed'),
    tooLarge: t('upload.fileTooLarge', { megabytes: MAX_UPLOAD_BYTES / MB, name: '{{name}}' }),
  })
  const hidden = { locale, console, stockNumber: m.stockNumber }
  // What the last change did or why nothing changed: said in its section, where the page opens.
  const notice = (section: 'photos' | 'videos' | 'documents') => (
    <MediaOutcomeNotice section={section} outcome={outcome} t={t} stockNumber={m.stockNumber} />
  )
  // A video link that cannot play, refused by the api: said beside the link's field (issue 36).
  const badVideoUrl = outcome.failed === 'addVideo' && outcome.field === 'url'
  const ids = m.photos.map((p) => p.id)
  const previewHref = `${base}/preview`
  const uploadBase = `/api/admin/listings/${encodeURIComponent(m.stockNumber)}`
  return (
    <ConsoleShell
      locale={locale}
      console={console}
      active="equipment"
      title={t('title', { title: m.title })}
    >
      <DetailLayout back={{ href: base, label: t('back', { stockNumber: m.stockNumber }) }}>
        <Card
          id="photos"
          sectionId="photos-section"
          title={t('photos.heading', { count: m.photos.length, max: MAX_LISTING_PHOTOS })}
        >
          {notice('photos')}
          <MediaUpload
            target={`${uploadBase}/photos?locale=${locale}`}
            texts={uploadTexts('photos')}
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            multiple
            maxBytes={MAX_UPLOAD_BYTES}
            disabled={m.photos.length >= MAX_LISTING_PHOTOS}
          />
          {m.photos.length ? null : <p>{t('photos.none')}</p>}
          <p>
            <a href={previewHref}>{t('photos.preview')}</a>
          </p>
          <PhotoOrder
            className={styles.grid}
            itemClassName={styles.photo}
            action={reorderPhotosAction}
            hidden={hidden}
            texts={{
              handle: t('photos.handle'),
              handleLabel: t('photos.handleLabel', { n: '{{n}}' }),
              instructions: t('photos.instructions'),
              grabbed: t('photos.grabbed', {
                n: '{{n}}',
                position: '{{position}}',
                total: '{{total}}',
              }),
              moved: t('photos.moved', { position: '{{position}}', total: '{{total}}' }),
              dropped: t('photos.dropped', {
                n: '{{n}}',
                position: '{{position}}',
                total: '{{total}}',
              }),
              cancelled: t('photos.cancelled', { n: '{{n}}', position: '{{position}}' }),
            }}
            items={m.photos.map((p, i) => ({
              id: p.id,
              n: i + 1,
              content: (
                <PhotoTile
                  locale={locale}
                  photo={p}
                  n={i + 1}
                  ids={ids}
                  hidden={hidden}
                  outcome={outcome}
                />
              ),
            }))}
          />
        </Card>

        {console === 'admin' ? (
          <>
            <Card id="videos" sectionId="videos-section" title={t('videos.heading')}>
              {notice('videos')}
              {m.videos.length ? (
                <ul className={styles.list}>
                  {m.videos.map((v) => (
                    <li key={v.id}>
                      <a href={v.url} rel="noopener noreferrer" target="_blank">
                        {v.title}
                      </a>{' '}
                      <span className={styles.hint}>{v.url}</span>
                      <ConfirmStep
                        summary={t('videos.delete', { title: v.title })}
                        action={deleteVideoAction}
                        hidden={{ ...hidden, videoId: v.id }}
                        confirm={t('videos.confirmDelete')}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('videos.none')}</p>
              )}
              <form action={addVideoAction} className={styles.altForm}>
                <HiddenFields values={hidden} />
                <label>
                  <span className="label">{t('videos.url')}</span>
                  <input
                    className="input"
                    name="url"
                    type="url"
                    required
                    maxLength={500}
                    placeholder="https://"
                    aria-describedby={`video-url-hint${badVideoUrl ? ' video-url-error' : ''}`}
                    aria-invalid={badVideoUrl || undefined}
                  />
                </label>
                <p className={styles.hint} id="video-url-hint">
                  {t('videos.urlHint')}
                </p>
                {badVideoUrl ? (
                  <p className={adminStyles.fieldError} id="video-url-error">
                    {t('videos.invalidUrl')}
                  </p>
                ) : null}
                <label>
                  <span className="label">{t('videos.title')}</span>
                  <input className="input" name="title" required maxLength={200} />
                </label>
                <button type="submit" className="btn btn-primary">
                  {t('videos.add')}
                </button>
              </form>
            </Card>

            <Card id="documents" sectionId="documents-section" title={t('documents.heading')}>
              {notice('documents')}
              {m.hasInspection ? null : (
                <Notice tone="error" live={false}>
                  {t('documents.needsInspection')}
                </Notice>
              )}
              <ul className={styles.documents}>
                {m.documents.map((d) => (
                  <li key={d.kind}>
                    <h3>{d.name}</h3>
                    <p>
                      {d.document ? (
                        <>
                          <a href={d.document.url} target="_blank" rel="noopener noreferrer">
                            {t(d.document.uploaded ? 'documents.uploaded' : 'documents.rendered')}
                          </a>{' '}
                          · {t('documents.pages', { count: d.document.pages })}
                          {d.document.byteSize != null
                            ? ` · ${formatNumber(Math.max(1, Math.round(d.document.byteSize / 1024)), locale)} KB`
                            : ''}
                          {' · '}
                          {formatDate(d.document.createdAt, locale)}
                        </>
                      ) : (
                        t('documents.none')
                      )}
                    </p>
                    <MediaUpload
                      target={`${uploadBase}/documents/${d.kind}?locale=${locale}`}
                      texts={{
                        ...uploadTexts('document'),
                        label: t(d.document ? 'upload.document.replace' : 'upload.document.label', {
                          kind: d.name,
                        }),
                      }}
                      accept="application/pdf"
                      maxBytes={MAX_UPLOAD_BYTES}
                      disabled={!m.hasInspection}
                    />
                    {d.document ? (
                      <ConfirmStep
                        summary={t('documents.delete', { kind: d.name })}
                        effect={t('documents.deleteEffect')}
                        action={deleteDocumentAction}
                        hidden={{ ...hidden, kind: d.kind }}
                        confirm={t('documents.confirmDelete')}
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </Card>
          </>
        ) : null}
      </DetailLayout>
    </ConsoleShell>
  )
}
