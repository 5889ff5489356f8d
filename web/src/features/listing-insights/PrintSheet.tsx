import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import styles from './Insights.module.css'

export interface PrintFact {
  label: string
  value: string
}

/**
 * Issue 17 point 5: what a printed listing or spec sheet is (`@media print` shows only this):
 * one page with the photo, the key facts, the price and all-in cost, and a QR code to the page.
 * Hidden on screen; rendered on the server. The QR code is an image of this site's route
 * (app/api/qr): inline, its SVG was 2 KB of the page twice (HTML and payload, issue 18). It loads
 * with the page, not lazily, so the browser has it when the visitor prints.
 */
export function PrintSheet({
  locale,
  title,
  url,
  image,
  facts,
}: {
  locale: Locale
  title: string
  url: string
  image?: { url: string; alt: string } | null
  facts: PrintFact[]
}) {
  const t = getT(locale, 'insights')
  const qr = `/api/qr?path=${encodeURIComponent(new URL(url).pathname)}`
  return (
    <div className={styles.printSheet} data-print-sheet="">
      <h1>{title}</h1>
      <div className={styles.printTop}>
        {image ? (
          <img src={image.url} alt={image.alt} className={styles.printPhoto} loading="lazy" />
        ) : null}
        <figure className={styles.printQr}>
          {/* The caption says what it is. */}
          <img src={qr} alt="" className={styles.printQrCode} fetchPriority="low" />
          <figcaption>
            {t('share.qrLabel')}
            <br />
            {url}
          </figcaption>
        </figure>
      </div>
      <dl className={styles.printFacts}>
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
