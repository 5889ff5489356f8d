import type { ProseBlock } from '@/features/content/company/content'
import styles from './Content.module.css'

/** Paragraphs and bullet lists of a text section. */
export function Prose({ blocks }: { blocks: ProseBlock[] }) {
  return (
    <div className={styles.prose}>
      {blocks.map((b, i) =>
        b.kind === 'p' ? (
          <p key={i}>{b.text}</p>
        ) : (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}
