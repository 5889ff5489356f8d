import type { ReactNode } from 'react'
import { BRAND } from '@ironyard/contract'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { absoluteUrl } from '@/lib/seo'
import styles from './PrintSheet.module.css'
import { focalStyle } from '@/components/ui/focal-point'

export interface PrintFact {
  label: string
  value: string
}

/**
 * What a printed listing or spec sheet is (`@media print` shows only this; issue 17 point 5,
 * issue 37 point 3): the brand's name, phone and address, the title, the photo, a QR code to the
 * page and the key facts, then the sections a buyer hands to a lender or a boss (children), on at
 * most two A4 or Letter pages. Hidden on screen; rendered on the server. The QR code is an image
 * of this site's route (app/api/qr): inline, its SVG was 2 KB of the page twice (HTML and
 * payload, issue 18). It loads with the page, not lazily, so the browser has it when the visitor
 * prints.
 */
export function PrintSheet({
  locale,
  title,
  lead,
  url,
  image,
  facts,
  children,
}: {
  locale: Locale
  title: string
  /** A line under the title (the asking price). */
  lead?: string
  url: string
  image?: { url: string; alt: string; focalX?: number | null; focalY?: number | null } | null
  facts: PrintFact[]
  children?: ReactNode
}) {
  const t = getT(locale, 'insights')
  const qr = `/api/qr?path=${encodeURIComponent(new URL(url).pathname)}`
  const site = absoluteUrl(localePath(locale, '/'))
  const phone = BRAND.supportPhone
  return (
    <div className={styles.printSheet} data-print-sheet="">
      <p className={styles.brand} data-print-brand="">
        <strong>{BRAND.name}</strong>
        <span>{phone}</span>
        <span>{site}</span>
      </p>
      <h1>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={styles.top}>
        {image ? (
          <img
            src={image.url}
            alt={image.alt}
            className={styles.photo}
            style={focalStyle(image)}
            loading="lazy"
          />
        ) : null}
        <figure className={styles.qr}>
          {/* The caption says what it is. */}
          <img src={qr} alt="" className={styles.qrCode} fetchPriority="low" />
          <figcaption>
            {t('share.qrLabel')}
            <br />
            {url}
          </figcaption>
        </figure>
      </div>
      <dl className={styles.facts}>
        {facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <p className={styles.contact} data-print-contact="">
        {t('print.contact', { brand: BRAND.name, phone, url: site })}
      </p>
    </div>
  )
}

/** One section of a printed sheet: kept on one page where it fits. */
export function PrintSection({
  name,
  title,
  children,
}: {
  /** data-print-section, for tests and journeys. */
  name: string
  title: string
  children: ReactNode
}) {
  return (
    <section className={styles.section} data-print-section={name}>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

/** The class names of the printed sheet's parts, for the sections' content. */
export const printStyles = styles
