import type { ReactNode } from 'react'
import { Breadcrumbs } from '@/features/landing'
import type { Locale } from '@/i18n/settings'
import type { Crumb } from '@/features/landing'
import styles from './Content.module.css'

export interface ContentSection {
  /** The section's anchor (`#id`), unique on the page. */
  id: string
  title: string
  content: ReactNode
}

export interface ContentPageProps {
  locale: Locale
  crumbs: Crumb[]
  heading: string
  lead?: string
  /** A line under the lead, e.g. "Last updated: Nov 25, 2026". */
  note?: string
  /** The label of the table of contents; without it (or with one section) there is none. */
  tocLabel?: string
  sections: ContentSection[]
  /** Content after the sections (calls to action, contact details). */
  children?: ReactNode
}

/**
 * The layout of text pages (about, press, careers, FAQ, legal): breadcrumbs, one h1, an optional
 * table of contents whose links jump to the sections, and the sections as h2 regions.
 */
export function ContentPage({
  locale,
  crumbs,
  heading,
  lead,
  note,
  tocLabel,
  sections,
  children,
}: ContentPageProps) {
  const toc = tocLabel && sections.length > 1
  return (
    <>
      <Breadcrumbs locale={locale} crumbs={crumbs} />
      <article className={`container ${styles.page}`} aria-labelledby="content-title">
        <header className={styles.header}>
          <h1 id="content-title">{heading}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {note ? <p className={styles.note}>{note}</p> : null}
        </header>
        <div className={toc ? styles.withToc : undefined}>
          {toc ? (
            <nav className={styles.toc} aria-label={tocLabel}>
              <p className={styles.tocTitle} aria-hidden="true">
                {tocLabel}
              </p>
              <ol>
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className={styles.body}>
            {sections.map((s) => (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-title`}
                className={styles.section}
              >
                <h2 id={`${s.id}-title`}>{s.title}</h2>
                {s.content}
              </section>
            ))}
            {children}
          </div>
        </div>
      </article>
    </>
  )
}
