import { TREND_WINDOWS, type TrendWindow } from '@ironyard/contract/forms/market'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import styles from './Market.module.css'

/** The report windows the api offers (spec §9). */
export const MARKET_WINDOWS = TREND_WINDOWS
export type MarketWindow = TrendWindow

/** The report settings as a GET form: the choice lives in the URL and works without JavaScript. */
export function MarketFilters({
  locale,
  categories,
  makes,
  category,
  make,
  months,
}: {
  locale: Locale
  categories: Array<{ slug: string; name: string }>
  makes: Array<{ slug: string; name: string }>
  category: string
  make: string | null
  months: MarketWindow
}) {
  const t = getT(locale, 'account')
  return (
    <form
      method="get"
      action={localePath(locale, '/account/market-intelligence')}
      className={styles.filters}
      aria-label={t('market.filtersLabel')}
    >
      <div>
        <label className="label" htmlFor="mi-category">
          {t('market.category')}
        </label>
        <select id="mi-category" name="category" className="select" defaultValue={category}>
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label className="label" htmlFor="mi-make">
          {t('market.make')}
        </label>
        <select id="mi-make" name="make" className="select" defaultValue={make ?? ''}>
          <option value="">{t('market.allMakes')}</option>
          {makes.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>{t('market.window')}</legend>
        <div className={styles.months}>
          {MARKET_WINDOWS.map((m) => (
            <label key={m}>
              <input type="radio" name="months" value={m} defaultChecked={m === months} />
              {t('market.months', { count: m })}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn">
        {t('market.update')}
      </button>
    </form>
  )
}
