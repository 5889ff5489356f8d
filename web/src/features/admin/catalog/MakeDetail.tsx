import { NumCell } from '@/components/console/DataTable'
import { DetailLayout } from '@/components/console/DetailLayout'
import { FilterBar, FilterText } from '@/components/console/FilterBar'
import { PagedTable } from '@/components/console/PagedTable'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { filterHref, type AdminModelsData } from './catalog-data'
import { catalogFormTexts } from './catalog-texts'
import styles from './Catalog.module.css'
import { MakeForm } from './MakeForm'
import { ModelForm } from './ModelForm'
import { tableTexts } from '../table-texts'

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
    <DetailLayout
      back={{ href: localePath(locale, '/admin/makes'), label: t('make.back') }}
      done={done && DONE.includes(done) ? t(`make.done.${done}`) : undefined}
    >
      <details className={styles.edit}>
        <summary>{t('make.edit')}</summary>
        <MakeForm locale={locale} texts={texts} label={t('make.edit')} current={make} />
      </details>
      <section className={styles.section} aria-labelledby="models">
        <h2 id="models">{t('make.modelsTitle')}</h2>
        <FilterBar action={base} apply={t('make.apply')}>
          <FilterText label={t('make.q')} name="q" value={q} maxLength={100} search />
        </FilterBar>
        <PagedTable
          locale={locale}
          list={models}
          page={page}
          href={(p) => filterHref(base, { q }, p)}
          {...tableTexts(
            t,
            'make',
            locale,
            { count: models.totalCount, label: { name: make.name } },
            ['name', 'slug', 'category', 'years', 'provenance', 'listings', 'edit'],
          )}
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
              <NumCell>{formatNumber(m.listingCount ?? 0, locale)}</NumCell>
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
        </PagedTable>
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
    </DetailLayout>
  )
}
