import { DetailsOnDemand } from '@/components/ui/DetailsOnDemand'
import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { consoleStyles as adminStyles } from '@/components/console/styles'
import { moveCategoryAction } from './catalog-actions'
import { rowId, treeHref } from './slug-change'
import type { AdminCategoriesData } from './catalog-data'
import { catalogFormTexts } from './catalog-texts'
import styles from './Catalog.module.css'
import { CategoryForm } from './CategoryForm'
import { CategoryVisibility } from './CategoryVisibility'

type Row = {
  slug: string
  nameEn: string
  nameEs: string
  listingCount: number
  /** Hidden by staff (issue 36): badged, with a Show step instead of Hide. */
  hiddenAt?: unknown
}

/**
 * The console's category tree (issue 14): every category with its subcategories in the site's
 * order, how many listings each has for sale, up/down buttons (plain form posts: keyboard and
 * no-JavaScript friendly; focus lands back on the moved row), an edit form per row (rendered when
 * its row is opened, or open from the URL: `?edit=<row id>`) and a form to add a category or
 * subcategory. A category's subcategories are listed when it is opened (`?open=<category>`, a
 * link): with all 221 rows the page weighed 1.2 MB and a save's redirect took seconds to apply.
 * Each row can be hidden (a "Hidden" badge, its pages answer 301) and shown again (issue 36).
 */
export function CategoryTree({
  locale,
  tree,
  groups,
  done,
  count,
  edit,
  open,
}: {
  locale: Locale
  tree: AdminCategoriesData
  groups: Array<{ slug: string; name: string }>
  done?: string
  /** `done=hideRefused`: machines for sale that held the hide back. */
  count?: number
  /** The row whose edit form is rendered open (`?edit=`, how it opens without JavaScript). */
  edit?: string
  /** The category whose subcategories are listed (`?open=`). */
  open?: string
}) {
  const base = localePath(locale, '/admin/categories')
  const t = getT(locale, 'admin-catalog')
  const texts = catalogFormTexts(locale)
  const name = (r: Row) => (locale === 'es' ? r.nameEs : r.nameEn)
  const failed = done === 'moveFailed' || done === 'hideRefused' || done === 'visibilityFailed'

  const row = (
    r: Row,
    i: number,
    level: Row[],
    parentSlug: string | null,
    children?: React.ReactNode,
  ) => (
    <li key={r.slug} id={rowId(r.slug, parentSlug)} className={styles.item} tabIndex={-1}>
      <div className={styles.line}>
        <span className={styles.names}>
          <strong lang="en">{r.nameEn}</strong> · <span lang="es">{r.nameEs}</span>{' '}
          <span className={styles.slug}>{r.slug}</span>
          {r.hiddenAt ? (
            <>
              {' '}
              <span className={styles.hiddenBadge}>{t('categories.hidden')}</span>
            </>
          ) : null}
        </span>
        <span>
          {t('categories.listings', {
            count: r.listingCount,
            formatted: formatNumber(r.listingCount, locale),
          })}
        </span>
        <form action={moveCategoryAction} className={styles.moves}>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="slug" value={r.slug} />
          <input type="hidden" name="parentSlug" value={parentSlug ?? ''} />
          <button
            type="submit"
            name="dir"
            value="up"
            className="btn btn-secondary"
            disabled={i === 0}
            aria-label={t('categories.upLabel', { name: name(r) })}
          >
            {t('categories.up')}
          </button>
          <button
            type="submit"
            name="dir"
            value="down"
            className="btn btn-secondary"
            disabled={i === level.length - 1}
            aria-label={t('categories.downLabel', { name: name(r) })}
          >
            {t('categories.down')}
          </button>
        </form>
      </div>
      <DetailsOnDemand
        className={styles.edit}
        summary={t('categories.edit')}
        summaryLabel={t('categories.editLabel', { name: name(r) })}
        open={edit === rowId(r.slug, parentSlug)}
        openHref={treeHref(base, { edit: rowId(r.slug, parentSlug) }, r.slug, parentSlug)}
        openText={t('categories.showForm', { name: name(r) })}
      >
        <CategoryForm
          locale={locale}
          texts={texts}
          label={t('categories.editLabel', { name: name(r) })}
          idPrefix={`edit-${parentSlug ? `${parentSlug}--` : ''}${r.slug}`}
          current={{ slug: r.slug, nameEn: r.nameEn, nameEs: r.nameEs, parentSlug }}
        />
      </DetailsOnDemand>
      {/* Its own block: the row's `> details` is its edit form (journeys open it so). */}
      <div className={styles.visibility}>
        <CategoryVisibility
          locale={locale}
          slug={r.slug}
          name={name(r)}
          hidden={!!r.hiddenAt}
          parentSlug={parentSlug}
        />
      </div>
      {children}
    </li>
  )

  return (
    <>
      {done && done in DONE ? (
        <p
          className={adminStyles.notice}
          data-tone={failed ? 'error' : undefined}
          role={failed ? 'alert' : 'status'}
        >
          {t(`categories.done.${done}`, { count: count ?? 0 })}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="new-category">
        <h2 id="new-category">{t('categories.create')}</h2>
        <CategoryForm
          locale={locale}
          texts={texts}
          label={t('categories.create')}
          idPrefix="new"
          parents={[
            { value: '', label: t('categories.noParent') },
            ...tree.map((c) => ({ value: c.slug, label: name(c) })),
          ]}
          groups={[
            { value: '', label: t('categories.defaultGroup') },
            ...groups.map((g) => ({ value: g.slug, label: g.name })),
          ]}
        />
      </section>
      <section className={styles.section} aria-labelledby="tree">
        <h2 id="tree">{t('categories.tree')}</h2>
        <ol className={styles.tree}>
          {tree.map((c, i) =>
            row(
              c,
              i,
              tree,
              null,
              c.subcategories.length === 0 ? null : open === c.slug ? (
                <>
                  <Link
                    href={`${base}#${rowId(c.slug)}`}
                    prefetch={false}
                    scroll={false}
                    className={styles.toggle}
                  >
                    {t('categories.hideSub', { name: name(c) })}
                  </Link>
                  <ol
                    className={styles.subtree}
                    aria-label={t('categories.subTree', { name: name(c) })}
                  >
                    {c.subcategories.map((s, j) => row(s, j, c.subcategories, c.slug))}
                  </ol>
                </>
              ) : (
                <Link
                  href={`${base}?open=${encodeURIComponent(c.slug)}#${rowId(c.slug)}`}
                  prefetch={false}
                  scroll={false}
                  className={styles.toggle}
                >
                  {t('categories.showSub', {
                    count: c.subcategories.length,
                    name: name(c),
                  })}
                </Link>
              ),
            ),
          )}
        </ol>
      </section>
    </>
  )
}

const DONE = {
  created: 1,
  saved: 1,
  moved: 1,
  moveFailed: 1,
  hidden: 1,
  shown: 1,
  hideRefused: 1,
  visibilityFailed: 1,
}
