import Link from 'next/link'
import { DealRatingBadge } from '@/features/listing-insights'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { listingPath } from '@/lib/listing-path'
import type { CompareMachine } from './compare-data'
import type { CompareRow, CompareRows } from './compare-rows'
import { removeFromCompareHref } from './compare-url'
import styles from './Compare.module.css'
import { focalStyle } from '@/components/ui/focal-point'

function Row({ row, locale }: { row: CompareRow; locale: Locale }) {
  const t = getT(locale, 'compare')
  return (
    <tr data-row={row.key}>
      <th scope="row">{row.label}</th>
      {row.cells.map((c, i) => {
        const best = row.best.has(i)
        return (
          <td
            key={i}
            className={best ? styles.best : undefined}
            data-better={best ? '' : undefined}
          >
            {c.rating ? <DealRatingBadge locale={locale} rating={c.rating} /> : c.text}
            {best ? (
              <>
                {' '}
                <span className={styles.star} aria-hidden="true">
                  ★
                </span>
                <span className="visually-hidden">{t('better')}</span>
              </>
            ) : null}
          </td>
        )
      })}
    </tr>
  )
}

/**
 * The machines as columns and what a buyer weighs as rows: a real table (caption, column and
 * row headings) that scrolls sideways on a phone with its row headings held in place.
 */
export function CompareTable({
  locale,
  machines,
  rows,
}: {
  locale: Locale
  machines: CompareMachine[]
  rows: CompareRows
}) {
  const t = getT(locale, 'compare')
  const stocks = machines.map((m) => m.stockNumber)
  const tl = getT(locale, 'listing')
  return (
    <>
      <p className={styles.legend}>{t('betterLegend')}</p>
      <div className={styles.scroll} role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className={styles.table} data-testid="compare-table">
          <caption id="compare-caption">{t('caption', { count: machines.length })}</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {machines.map((m) => (
                <th key={m.stockNumber} scope="col" data-stock={m.stockNumber}>
                  {m.images[0] ? (
                    <img
                      className={styles.photo}
                      src={m.images[0].url}
                      width={m.images[0].width}
                      height={m.images[0].height}
                      style={focalStyle(m.images[0])}
                      alt=""
                      loading="lazy"
                    />
                  ) : null}
                  <Link href={listingPath(m, locale)} prefetch={false}>
                    {m.title}
                  </Link>
                  <span className={styles.stock}>{tl('card.stock', { stock: m.stockNumber })}</span>
                  <Link
                    className={styles.remove}
                    href={removeFromCompareHref(locale, stocks, m.stockNumber)}
                    aria-label={t('remove', { title: m.title, stock: m.stockNumber })}
                    prefetch={false}
                  >
                    {t('removeShort')}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.main.map((r) => (
              <Row key={r.key} row={r} locale={locale} />
            ))}
          </tbody>
          {rows.specs.length ? (
            <tbody>
              <tr>
                <th scope="rowgroup" colSpan={machines.length + 1} className={styles.group}>
                  {t('rows.specs')}
                </th>
              </tr>
              {rows.specs.map((r) => (
                <Row key={r.key} row={r} locale={locale} />
              ))}
            </tbody>
          ) : null}
          <tbody>
            <tr data-row="history">
              <th scope="row">{t('rows.history')}</th>
              {rows.history.map((points, i) => (
                <td key={i}>
                  <ol className={styles.history}>
                    {points.map((p, j) => (
                      <li key={j}>
                        <span>{p.date}</span> <strong>{p.price}</strong>
                      </li>
                    ))}
                  </ol>
                  <span className={styles.stock}>
                    {points.length > 1
                      ? t('priceChanges', { count: points.length - 1 })
                      : t('noPriceChange')}
                  </span>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  )
}
