import type { FaqItem } from '@/features/content/company/content'
import styles from './Content.module.css'

/**
 * Questions as disclosures: a <details> per question, so answers open with a click, Enter or
 * Space, without JavaScript, and stay in the page for find-in-page and crawlers.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className={styles.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}

/** schema.org FAQPage of every question on the page, with the same texts. */
export function faqJsonLd(items: FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
