import Link from 'next/link'
import type { SpecCategoriesQuery } from '@/graphql/__generated__/graphql'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { specCategoryPath } from '@/features/resources/resources-data'
import styles from './Resources.module.css'

type SpecCategory = SpecCategoriesQuery['specCategories'][number]

/** Categories with spec sheets, under their navigation group, with model and make counts. */
export function SpecCategoryList({
  locale,
  categories,
}: {
  locale: Locale
  categories: SpecCategory[]
}) {
  const t = getT(locale, 'resources')
  const groups: Array<{ slug: string; name: string; categories: SpecCategory[] }> = []
  for (const c of categories) {
    const group = groups.find((g) => g.slug === c.group.slug)
    if (group) group.categories.push(c)
    else groups.push({ ...c.group, categories: [c] })
  }
  const count = (key: 'models' | 'makes', n: number) =>
    t(`specs.${key}`, { count: n, n: formatNumber(n, locale) })
  return (
    <div className={styles.groups}>
      {groups.map((g) => (
        <section key={g.slug} aria-labelledby={`spec-group-${g.slug}`}>
          <h2 id={`spec-group-${g.slug}`}>{g.name}</h2>
          <ul className={styles.categoryList}>
            {g.categories.map((c) => (
              <li key={c.slug}>
                <Link href={localePath(locale, specCategoryPath(c.slug))} prefetch={false}>
                  {c.name}
                </Link>
                <span className="muted">
                  {count('models', c.sheetCount)} · {count('makes', c.makeCount)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
