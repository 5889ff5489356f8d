import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { Crumb } from '@/features/landing/landing'
import { localePath } from '@/lib/paths'
import { absoluteUrl } from '@/lib/seo'
import styles from './Landing.module.css'

/** Breadcrumb trail, with its schema.org BreadcrumbList for search engines. */
export function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const t = getT(locale, 'common')
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.path ? { item: absoluteUrl(localePath(locale, c.path)) } : {}),
    })),
  }
  return (
    <nav aria-label={t('breadcrumb.label')} className={`container ${styles.crumbs}`}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.path ? (
              <Link href={localePath(locale, c.path)} prefetch={false}>
                {c.label}
              </Link>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // JSON.stringify escapes quotes; "<" is escaped so no "</script>" can close the tag.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  )
}
