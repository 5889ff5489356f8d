import Link from 'next/link'
import { Fragment, type ReactNode } from 'react'
import type { Locale } from '@/i18n/settings'
import type { StoryBlock, StorySpan } from '@/features/content/blog/blog-data'
import { localePath } from '@/lib/paths'
import styles from './Blog.module.css'

/** Anchor of a heading ("How to read it" -> "how-to-read-it"), unique on the page. */
export function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
  taken.add(id)
  return id
}

/** Site paths get the page's language; https links open as plain links out. */
function SpanLink({
  href,
  locale,
  children,
}: {
  href: string
  locale: Locale
  children: ReactNode
}) {
  if (href.startsWith('/')) {
    return (
      <Link href={localePath(locale, href)} prefetch={false}>
        {children}
      </Link>
    )
  }
  if (/^https:\/\//.test(href)) {
    return (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  // Anything else is not a link we trust: keep the words.
  return <>{children}</>
}

export function Spans({ spans, locale }: { spans: StorySpan[]; locale: Locale }) {
  return (
    <>
      {spans.map((s, i) => {
        let node: ReactNode = s.text
        if (s.italic) node = <em>{node}</em>
        if (s.bold) node = <strong>{node}</strong>
        if (s.href)
          node = (
            <SpanLink href={s.href} locale={locale}>
              {node}
            </SpanLink>
          )
        return <Fragment key={i}>{node}</Fragment>
      })}
    </>
  )
}

/**
 * A story's structured body as semantic HTML: h2/h3 with anchors, paragraphs, lists, quotes as
 * figure + blockquote + figcaption, pictures with captions, and listing links as a call to
 * browse. No stored HTML is ever injected.
 */
export function StoryBody({ blocks, locale }: { blocks: StoryBlock[]; locale: Locale }) {
  const ids = new Set<string>()
  return (
    <div className={styles.body}>
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'heading': {
            const H = b.level === 3 ? 'h3' : 'h2'
            return (
              <H key={i} id={headingId(b.text ?? '', ids)}>
                {b.text}
              </H>
            )
          }
          case 'paragraph':
            return (
              <p key={i}>
                <Spans spans={b.spans ?? []} locale={locale} />
              </p>
            )
          case 'list': {
            const L = b.ordered ? 'ol' : 'ul'
            return (
              <L key={i}>
                {(b.items ?? []).map((item, j) => (
                  <li key={j}>
                    <Spans spans={item} locale={locale} />
                  </li>
                ))}
              </L>
            )
          }
          case 'quote':
            return (
              <figure key={i} className={styles.quote}>
                <blockquote>
                  <p>
                    <Spans spans={b.spans ?? []} locale={locale} />
                  </p>
                </blockquote>
                {b.cite ? <figcaption>{b.cite}</figcaption> : null}
              </figure>
            )
          case 'image':
            return b.image ? (
              <figure key={i} className={styles.figure}>
                <img
                  src={b.image.url}
                  srcSet={b.image.srcSet}
                  sizes="(min-width: 800px) 720px, 100vw"
                  width={b.image.width}
                  height={b.image.height}
                  alt={b.image.alt}
                  loading="lazy"
                  decoding="async"
                />
                {b.caption ? <figcaption>{b.caption}</figcaption> : null}
              </figure>
            ) : null
          case 'listingLink':
            return b.href && b.href.startsWith('/') ? (
              <p key={i} className={styles.callout}>
                <Link href={localePath(locale, b.href)} prefetch={false} className="btn">
                  {b.label}
                </Link>
                {b.description ? <span>{b.description}</span> : null}
              </p>
            ) : null
          default:
            return null
        }
      })}
    </div>
  )
}
