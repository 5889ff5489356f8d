import Link from 'next/link'
import { PageNav } from '@/components/ui/PageNav'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import adminStyles from '@/components/console/Console.module.css'
import { FilterBar, DataTable } from '@/components/console/DataTable'
import { filterHref, type AdminModelsData } from './catalog-data'
import { catalogFormTexts } from './catalog-texts'
import styles from './Catalog.module.css'
import { MakeForm } from './MakeForm'
import { ModelForm } from './ModelForm'

const DONE = ['created', 'saved', 'modelCreated', 'modelSaved']

/**
 * One make in the console (issue 14): its edit form, then its models (search, 50 a page in SQL),
 * each with an edit form, and a form for a new model.
 */
export function MakeDetail({
  locale,
  models,
  categories,
  q,
  page,
  done,
}: {
  locale: Locale
  models: AdminModelsData
  categories: Array<{ slug: string; name: string }>
  q?: string
  page: number
  done?: string
}) {
  const t = getT(locale, 'admin-catalog')
  const texts = catalogFormTexts(locale)
  const make = models.make
  const base = localePath(locale, `/admin/makes/${make.slug}`)
  const choices = [
    { value: '', label: t('make.noCategory') },
    ...categories.map((c) => ({ value: c.slug, label: c.name })),
  ]
  const years = (from?: number | null, to?: number | null) =>
    from || to ? `${from ?? '…'}–${to ?? '…'}` : ''
  return (
    <>
      <p>
        <Link href={localePath(locale, '/admin/makes')} prefetch={false}>
          {t('make.back')}
        </Link>
      </p>
      {done && DONE.includes(done) ? (
        <p className={adminStyles.notice} role="status">
          {t(`make.done.${done}`)}
        </p>
      ) : null}
      <details className={styles.edit}>
        <summary>{t('make.edit')}</summary>
        <MakeForm locale={locale} texts={texts} label={t('make.edit')} current={make} />
      </details>
      <section className={styles.section} aria-labelledby="models">
        <h2 id="models">{t('make.modelsTitle')}</h2>
        <FilterBar action={base} apply={t('make.apply')}>
          <label>
            <span className="label">{t('make.q')}</span>
            <input
              className="input"
              type="search"
              name="q"
              defaultValue={q ?? ''}
              maxLength={100}
              autoComplete="off"
            />
          </label>
        </FilterBar>
        <DataTable
          label={t('make.tableLabel', { name: make.name })}
          count={t('make.count', {
            count: models.totalCount,
            formatted: formatNumber(models.totalCount, locale),
          })}
          empty={t('make.empty')}
          rows={models.nodes.length}
          columns={[
            t('make.columns.name'),
            t('make.columns.slug'),
            t('make.columns.category'),
            t('make.columns.years'),
            t('make.columns.provenance'),
            t('make.columns.listings'),
            t('make.columns.edit'),
          ]}
        >
          {models.nodes.map((m) => (
            <tr key={m.id}>
              <td>{m.name}</td>
              <td className={styles.slug}>{m.slug}</td>
              <td>
                {m.categoryName ?? '—'}
                {m.subcategoryName ? ` / ${m.subcategoryName}` : ''}
              </td>
              <td>{years(m.yearFrom, m.yearTo)}</td>
              <td>{t(`provenance.${m.provenance}`)}</td>
              <td className={adminStyles.num}>{formatNumber(m.listingCount ?? 0, locale)}</td>
              <td>
                <details className={styles.edit}>
                  <summary aria-label={t('make.editModelLabel', { name: m.name })}>
                    {t('make.editModel')}
                  </summary>
                  <ModelForm
                    locale={locale}
                    texts={texts}
                    label={t('make.editModelLabel', { name: m.name })}
                    makeSlug={make.slug}
                    categories={choices}
                    current={m}
                  />
                </details>
              </td>
            </tr>
          ))}
        </DataTable>
        <PageNav
          locale={locale}
          current={page}
          totalPages={Math.ceil(models.totalCount / models.pageSize)}
          href={(p) => filterHref(base, { q }, p)}
        />
      </section>
      <section className={styles.section} aria-labelledby="new-model">
        <h2 id="new-model">{t('make.createModel')}</h2>
        <ModelForm
          locale={locale}
          texts={texts}
          label={t('make.createModel')}
          makeSlug={make.slug}
          categories={choices}
        />
      </section>
    </>
  )
}
