import { FilterBar, FilterSelect } from '@/components/console/FilterBar'
import { PagedTable } from '@/components/console/PagedTable'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { consoleStyles as adminStyles } from '@/components/console/styles'
import { filterHref, type SweepstakesData } from './catalog-data'
import { tableTexts } from '../table-texts'

/**
 * Sweepstakes entries (issue 14): a contest filter (the contests there are, with their counts),
 * the entries newest first, 50 a page, and the CSV of the contest shown.
 */
export function SweepstakesView({
  locale,
  data,
  page,
}: {
  locale: Locale
  data: SweepstakesData
  page: number
}) {
  const t = getT(locale, 'admin-catalog')
  const base = localePath(locale, '/admin/sweepstakes')
  const contest = data.contest ?? undefined
  return (
    <>
      <FilterBar action={base} apply={t('sweepstakes.apply')}>
        <FilterSelect
          label={t('sweepstakes.contest')}
          name="contest"
          value={contest}
          any={t('sweepstakes.allContests')}
          options={data.contests.map((c) => ({
            value: c.contest,
            label: t('sweepstakes.contestOption', {
              contest: c.contest,
              count: formatNumber(c.entryCount, locale),
            }),
          }))}
        />
      </FilterBar>
      <p>
        <a href={filterHref(`${base}/export`, { contest })} download>
          {t('sweepstakes.export')}
        </a>
      </p>
      <PagedTable
        locale={locale}
        list={data}
        page={page}
        href={(p) => filterHref(base, { contest }, p)}
        {...tableTexts(t, 'sweepstakes', locale, { count: data.totalCount }, [
          'entered',
          'contest',
          'name',
          'company',
          'contact',
          'industry',
          'numbers',
          'language',
        ])}
      >
        {data.nodes.map((e) => (
          <tr key={e.id}>
            <td>{formatDate(e.createdAt, locale)}</td>
            <td>{e.contest}</td>
            <td>
              {e.firstName} {e.lastName}
            </td>
            <td>
              {e.company}
              <br />
              <span className={adminStyles.message}>{e.jobTitle}</span>
            </td>
            <td>
              <a href={`mailto:${e.email}`}>{e.email}</a>
              <br />
              <a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a>
            </td>
            <td>{t(e.worksInIndustry ? 'sweepstakes.yes' : 'sweepstakes.no')}</td>
            <td>{e.luckyNumbers.join(', ')}</td>
            <td>{e.locale}</td>
          </tr>
        ))}
      </PagedTable>
    </>
  )
}
