import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { articlePath, type StoryCard } from '@/features/content/blog/blog-data'
import { formatDate } from '@/lib/format'
import { localePath } from '@/lib/paths'
import styles from './Blog.module.css'

export interface BlogCardProps {
  story: StoryCard
  locale: Locale
  /** The first card of a page loads its picture eagerly. */
  priority?: boolean
  headingLevel?: 'h2' | 'h3'
}

/** An article in a list: picture, category, title (the link), excerpt, date and reading time. */
export function BlogCard({
  story,
  locale,
  priority = false,
  headingLevel: Heading = 'h2',
}: BlogCardProps) {
  const t = getT(locale, 'blog')
  const href = localePath(locale, articlePath(story.slug))
  return (
    <article className={styles.card} lang={story.locale !== locale ? story.locale : undefined}>
      {story.heroImage ? (
        <img
          className={styles.cardImage}
          src={story.heroImage.url}
          srcSet={story.heroImage.srcSet}
          sizes="(min-width: 1240px) 380px, (min-width: 700px) 45vw, 100vw"
          width={story.heroImage.width}
          height={story.heroImage.height}
          // The title says what the article is; the picture is decoration here.
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className={styles.cardBody}>
        <p className={styles.kicker}>{t(`categories.${story.category}`)}</p>
        <Heading className={styles.cardTitle}>
          <Link href={href} prefetch={false}>
            {story.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{story.excerpt}</p>
        <p className={styles.meta}>
          {story.publishedAt ? (
            <time dateTime={story.publishedAt}>{formatDate(story.publishedAt, locale)}</time>
          ) : null}
          <span>{t('card.readingTime', { count: story.readingMinutes })}</span>
        </p>
      </div>
    </article>
  )
}

/** Cards in a responsive grid, as a list. */
export function BlogGrid({
  stories,
  locale,
  label,
  headingLevel,
  eager = 0,
}: {
  stories: StoryCard[]
  locale: Locale
  label?: string
  headingLevel?: 'h2' | 'h3'
  eager?: number
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {stories.map((s, i) => (
        <li key={s.uuid}>
          <BlogCard story={s} locale={locale} priority={i < eager} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
