import QRCode from 'qrcode'
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
 * Hidden on screen; rendered on the server (the QR code is an inline SVG, no script).
 */
export async function PrintSheet({
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
  const qr = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' })
  return (
    <div className={styles.printSheet} data-print-sheet="">
      <h1>{title}</h1>
      <div className={styles.printTop}>
        {image ? (
          <img src={image.url} alt={image.alt} className={styles.printPhoto} loading="lazy" />
        ) : null}
        <figure className={styles.printQr}>
          <span dangerouslySetInnerHTML={{ __html: qr }} />
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
