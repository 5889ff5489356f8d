import Link from 'next/link'
import { NumCell } from '@/components/console/DataTable'
import { FilterBar, FilterSelect, FilterText } from '@/components/console/FilterBar'
import { PagedTable } from '@/components/console/PagedTable'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { filterHref, LETTERS, type AdminMakesData, type MakesFilter } from './catalog-data'
import { catalogFormTexts } from './catalog-texts'
import styles from './Catalog.module.css'
import { MakeForm } from './MakeForm'
import { tableTexts } from '../table-texts'

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
        <FilterText label={t('makes.q')} name="q" value={filter.q} maxLength={100} search />
        <FilterSelect
          label={t('makes.letter')}
          name="letter"
          value={filter.letter}
          any={t('makes.anyLetter')}
          options={LETTERS.map((l) => ({ value: l, label: l }))}
        />
      </FilterBar>
      <PagedTable
        locale={locale}
        list={data}
        page={filter.page}
        href={(p) => filterHref(base, values, p)}
        {...tableTexts(t, 'makes', locale, { count: data.totalCount }, [
          'name',
          'slug',
          'aliases',
          'parent',
          'featured',
          'models',
        ])}
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
            <NumCell>{formatNumber(m.modelCount, locale)}</NumCell>
          </tr>
        ))}
      </PagedTable>
      <section className={styles.section} aria-labelledby="new-make">
        <h2 id="new-make">{t('makes.create')}</h2>
        <MakeForm locale={locale} texts={catalogFormTexts(locale)} label={t('makes.create')} />
      </section>
    </>
  )
}
