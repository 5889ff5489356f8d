import Link from 'next/link'
import { PageNav } from '@/components/ui/PageNav'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import adminStyles from '@/components/console/Console.module.css'
import { FilterBar, DataTable } from '@/components/console/DataTable'
import { filterHref, LETTERS, type AdminMakesData, type MakesFilter } from './catalog-data'
import { catalogFormTexts } from './catalog-texts'
import styles from './Catalog.module.css'
import { MakeForm } from './MakeForm'

/**
 * The makes table (issue 14): search by name, slug or alias, a first-letter filter, 50 a page
 * (paged by the api in SQL: the taxonomy has thousands of makes), and a form for a new make.
 */
export function MakesView({
  locale,
  filter,
  data,
}: {
  locale: Locale
  filter: MakesFilter
  data: AdminMakesData
}) {
  const t = getT(locale, 'admin-catalog')
  const base = localePath(locale, '/admin/makes')
  const values = { q: filter.q, letter: filter.letter }
  return (
    <>
      <FilterBar action={base} apply={t('makes.apply')}>
        <label>
          <span className="label">{t('makes.q')}</span>
          <input
            className="input"
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            maxLength={100}
            autoComplete="off"
          />
        </label>
        <label>
          <span className="label">{t('makes.letter')}</span>
          <select className="input" name="letter" defaultValue={filter.letter ?? ''}>
            <option value="">{t('makes.anyLetter')}</option>
            {LETTERS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      </FilterBar>
      <DataTable
        label={t('makes.tableLabel')}
        count={t('makes.count', {
          count: data.totalCount,
          formatted: formatNumber(data.totalCount, locale),
        })}
        empty={t('makes.empty')}
        rows={data.nodes.length}
        columns={[
          t('makes.columns.name'),
          t('makes.columns.slug'),
          t('makes.columns.aliases'),
          t('makes.columns.parent'),
          t('makes.columns.featured'),
          t('makes.columns.models'),
        ]}
      >
        {data.nodes.map((m) => (
          <tr key={m.id}>
            <td>
              <Link href={localePath(locale, `/admin/makes/${m.slug}`)} prefetch={false}>
                {m.name}
              </Link>
            </td>
            <td className={styles.slug}>{m.slug}</td>
            <td>{m.aliases.join(', ')}</td>
            <td>{m.parentCompany ?? ''}</td>
            <td>{t(m.featured ? 'makes.yes' : 'makes.no')}</td>
            <td className={adminStyles.num}>{formatNumber(m.modelCount, locale)}</td>
          </tr>
        ))}
      </DataTable>
      <PageNav
        locale={locale}
        current={filter.page}
        totalPages={Math.ceil(data.totalCount / data.pageSize)}
        href={(p) => filterHref(base, values, p)}
      />
      <section className={styles.section} aria-labelledby="new-make">
        <h2 id="new-make">{t('makes.create')}</h2>
        <MakeForm locale={locale} texts={catalogFormTexts(locale)} label={t('makes.create')} />
      </section>
    </>
  )
}
