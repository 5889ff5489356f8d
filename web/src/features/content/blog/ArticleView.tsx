import Link from 'next/link'
import { NewsletterSection } from '@/features/mailing-list'
import { JsonLd } from '@/features/content/pages/JsonLd'
import { Breadcrumbs } from '@/features/landing'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import {
  articleJsonLd,
  articlePath,
  blogPath,
  categoryPath,
  isBlogCategory,
  listHref,
  shareLinks,
  type Story,
} from '@/features/content/blog/blog-data'
import { formatDate } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { absoluteUrl } from '@/lib/seo'
import { BlogGrid } from './BlogCard'
import styles from './Blog.module.css'
import { StoryBody } from './StoryBody'

/** The article page: header, picture, body, tags, share links, older/newer and related articles. */
export function ArticleView({ story, locale }: { story: Story; locale: Locale }) {
  const t = getT(locale, 'blog')
  const category = isBlogCategory(story.category) ? story.category : 'all'
  const categoryName = t(`categories.${category}`)
  const url = absoluteUrl(localePath(locale, articlePath(story.slug)))
  // A story without words in this language is shown in the one it has, and marked as such.
  const lang = story.locale !== locale ? story.locale : undefined
  return (
    <>
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: t('crumbs.home'), path: '/' },
          { label: t('crumbs.blog'), path: blogPath() },
          { label: categoryName, path: categoryPath(category) },
          { label: story.title },
        ]}
      />
      <article
        className={`container ${styles.article}`}
        aria-labelledby="article-title"
        lang={lang}
      >
        {story.state !== 'published' ? (
          <p className={styles.draft} role="status">
            {t('article.draft')}
          </p>
        ) : null}
        {lang ? <p className={styles.note}>{t('article.otherLanguage')}</p> : null}
        <header className={styles.articleHeader}>
          <p className={styles.kicker}>
            <Link href={localePath(locale, categoryPath(category))} prefetch={false}>
              {categoryName}
            </Link>
          </p>
          <h1 id="article-title">{story.title}</h1>
          <p className={styles.lead}>{story.excerpt}</p>
          <p className={styles.meta}>
            <span>
              {t('article.by', { author: story.author.name })}
              {story.author.role ? <span className="muted"> · {story.author.role}</span> : null}
            </span>
            {story.publishedAt ? (
              <span>
                <span className="visually-hidden">{t('article.published')} </span>
                <time dateTime={story.publishedAt}>{formatDate(story.publishedAt, locale)}</time>
              </span>
            ) : null}
            <span>{t('article.readingTime', { count: story.readingMinutes })}</span>
          </p>
        </header>
        {story.heroImage ? (
          <figure className={styles.hero}>
            <img
              src={story.heroImage.url}
              srcSet={story.heroImage.srcSet}
              sizes="(min-width: 900px) 860px, 100vw"
              width={story.heroImage.width}
              height={story.heroImage.height}
              alt={story.heroImage.alt}
              fetchPriority="high"
              decoding="async"
            />
          </figure>
        ) : null}
        <StoryBody blocks={story.body} locale={locale} />
        <footer className={styles.articleFooter}>
          {story.tags.length ? (
            <section aria-labelledby="article-tags">
              <h2 id="article-tags" className={styles.smallHeading}>
                {t('article.tags')}
              </h2>
              <ul className="link-list">
                {story.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link
                      className="pill"
                      href={localePath(locale, listHref(blogPath(), { q: tag.name }))}
                      prefetch={false}
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="article-share">
            <h2 id="article-share" className={styles.smallHeading}>
              {t('article.share')}
            </h2>
            <ul className="link-list">
              {shareLinks(url, story.title).map((s) => (
                <li key={s.network}>
                  <a
                    className="pill"
                    href={s.href}
                    rel="noopener noreferrer"
                    target={s.network === 'email' ? undefined : '_blank'}
                  >
                    {t(`article.shareOn.${s.network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </footer>
        {story.newer || story.older ? (
          <nav aria-label={t('article.more')} className={styles.prevNext}>
            {story.older ? (
              <Link
                href={localePath(locale, articlePath(story.older.slug))}
                rel="prev"
                prefetch={false}
              >
                <span className={styles.prevNextLabel}>{t('article.older')}</span>
                {story.older.title}
              </Link>
            ) : (
              <span />
            )}
            {story.newer ? (
              <Link
                href={localePath(locale, articlePath(story.newer.slug))}
                rel="next"
                prefetch={false}
                className={styles.next}
              >
                <span className={styles.prevNextLabel}>{t('article.newer')}</span>
                {story.newer.title}
              </Link>
            ) : null}
          </nav>
        ) : null}
        <JsonLd data={articleJsonLd(story, locale, categoryName)} />
      </article>
      <div className="container">
        <NewsletterSection locale={locale} variant="card" />
      </div>
      {story.related.length ? (
        <section className="container section" aria-labelledby="related-title">
          <h2 id="related-title">{t('article.related')}</h2>
          <BlogGrid stories={story.related} locale={locale} headingLevel="h3" />
        </section>
      ) : null}
    </>
  )
}
