import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { keyFacts, type ListingDetail } from '@/features/listing'
import type { AllInState } from './AllInCost'
import { AllInLines } from './AllInLines'
import { PriceHistoryTable } from './PriceHistoryTable'
import { PrintSection, PrintSheet, printStyles as styles, type PrintFact } from './PrintSheet'

/**
 * Past this many characters the printed description stops at a word and points to the page: the
 * partner feed and the console allow 10,000, and the sheet must stay on two pages.
 */
export const PRINT_DESCRIPTION_CHARS = 1_400
/** The description's first lines at most (a list of one-word lines is short but tall). */
export const PRINT_DESCRIPTION_LINES = 20
/** The latest price changes at most (the seed has up to 5; a feed may send more). */
export const PRINT_HISTORY_ROWS = 10

/**
 * The printed equipment page (issue 37 point 3), what a buyer hands to a lender or a boss: the
 * brand's name, phone and address, photo, QR code, price and key facts (emission tier and
 * condition among them), the all-in cost when the buyer's ZIP is known (?zip= or the ZIP cookie,
 * as on the page), the specifications, the inspection's highlights, the price history and the
 * description. The same data and formatters as the page; at most two A4 or Letter pages.
 */
export function ListingPrintSheet({
  locale,
  listing: l,
  allIn,
  url,
}: {
  locale: Locale
  listing: ListingDetail
  allIn: AllInState | null
  url: string
}) {
  const t = getT(locale, 'equipment')
  const ti = getT(locale, 'insights')
  const facts: PrintFact[] = [
    ...keyFacts(locale, l).map((f) => ({
      label: f.label,
      value: f.value ?? t('facts.notStated'),
    })),
    { label: ti('print.location'), value: `${l.city}, ${l.state}` },
  ]
  const photo = l.images[0]
  const cost = allIn?.cost
  return (
    <PrintSheet
      locale={locale}
      title={l.title}
      lead={ti('print.price', { price: formatPrice(l.advertisedPriceCents, locale) })}
      url={url}
      image={
        photo
          ? { url: photo.url, alt: photo.alt, focalX: photo.focalX, focalY: photo.focalY }
          : null
      }
      facts={facts}
    >
      {cost ? (
        <PrintSection name="all-in" title={ti('allIn.heading')}>
          <p className={styles.note}>
            {ti('allIn.deliveredTo', { city: cost.city, state: cost.state, zip: cost.zip })}
          </p>
          <AllInLines
            locale={locale}
            cost={cost}
            classNames={{ list: `${styles.pairs} ${styles.costs}`, total: styles.total }}
          />
          <p className={styles.note}>
            {ti('allIn.monthlyBasis', {
              rate: formatNumber(cost.ratePercent, locale, 2),
              term: cost.termMonths,
              down: formatNumber(cost.downPercent, locale),
            })}{' '}
            {ti('allIn.disclaimer')}
          </p>
        </PrintSection>
      ) : null}
      {l.specs.length ? (
        <PrintSection name="specs" title={t('specs.title')}>
          <dl className={styles.pairs}>
            {l.specs.map((s) => (
              <div key={s.key}>
                <dt>{s.label}</dt>
                <dd>
                  {formatNumber(s.value, locale, 2)} {s.unit}
                </dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{t('specs.disclaimer')}</p>
        </PrintSection>
      ) : null}
      <InspectionHighlights locale={locale} listing={l} />
      {l.priceHistory.length ? (
        <PrintSection name="history" title={ti('history.heading')}>
          <PriceHistoryTable
            locale={locale}
            history={l.priceHistory}
            latest={PRINT_HISTORY_ROWS}
            className={styles.table}
          />
        </PrintSection>
      ) : null}
      {l.description ? (
        <PrintSection name="description" title={t('description')}>
          <p className={styles.description}>
            {clip(
              l.description,
              { chars: PRINT_DESCRIPTION_CHARS, lines: PRINT_DESCRIPTION_LINES },
              ti('print.descriptionMore'),
            )}
          </p>
        </PrintSection>
      ) : null}
    </PrintSheet>
  )
}

/** Condition and the inspection's highlights (what everyone sees on the page), or that none was made. */
function InspectionHighlights({ locale, listing: l }: { locale: Locale; listing: ListingDetail }) {
  const t = getT(locale, 'equipment')
  const tl = getT(locale, 'listing')
  const ti = getT(locale, 'insights')
  const inspection = l.inspection
  return (
    <PrintSection name="inspection" title={ti('print.inspectionHeading')}>
      {inspection ? (
        <>
          <p>
            {t('inspection.inspectedOn', { date: formatDate(inspection.inspectedAt, locale) })} ·{' '}
            {t('inspection.overall')}:{' '}
            <strong>{tl(`condition.${inspection.overallCondition}`)}</strong>
            {' · '}
            {ti('print.inspector', {
              name: inspection.inspector.name,
              count: inspection.inspector.yearsOfExperience,
            })}
          </p>
          <div className={styles.columns}>
            <div>
              <h3>{t('inspection.great')}</h3>
              <ul>
                {inspection.whatIsGreat.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3>{t('inspection.needsWork')}</h3>
              <ul>
                {inspection.whatNeedsWork.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </div>
          </div>
        </>
      ) : (
        <p>
          {l.condition ? `${t('facts.condition')}: ${tl(`condition.${l.condition}`)}. ` : null}
          {t('inspection.notInspected')}
        </p>
      )}
    </PrintSection>
  )
}

/**
 * The text up to `max.chars` characters and `max.lines` lines, cut at a word, with `more` after
 * it when it was cut.
 */
export function clip(text: string, max: { chars: number; lines: number }, more: string): string {
  const lines = text.split('\n')
  const fewer = lines.length > max.lines ? lines.slice(0, max.lines).join('\n') : text
  if (fewer.length <= max.chars && fewer === text) return text
  const cut = fewer.slice(0, max.chars)
  const word = cut.length < fewer.length ? cut.replace(/\s+\S*$/, '') : cut
  return `${(word || cut).trimEnd()}… ${more}`
}
