import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber, formatPrice, formatPriceCents } from '@/lib/format'
import type { SpecSheet } from '@/features/resources/resources-data'
import styles from './Resources.module.css'

type Row = [label: string, value: string | null]

/** The spec sheet's figures as sections of label/value rows (null: not available). */
export function specFigureSections(
  locale: Locale,
  sheet: SpecSheet,
): Array<{ id: string; title: string; rows: Row[] }> {
  const t = getT(locale, 'resources')
  const money = (cents: number | null) => (cents === null ? null : formatPrice(cents, locale))
  const perMonth = (cents: number | null) =>
    cents === null ? null : t('specSheet.perMonth', { value: formatPrice(cents, locale) })
  return [
    {
      id: 'spec-price',
      title: t('specSheet.priceTitle'),
      rows: [
        [t('specSheet.modelPrice'), money(sheet.modelPriceCents)],
        [t('specSheet.financingNew'), perMonth(sheet.financingNewMonthlyCents)],
        [t('specSheet.financingUsed'), perMonth(sheet.financingUsedMonthlyCents)],
      ],
    },
    {
      id: 'spec-rental',
      title: t('specSheet.rentalTitle'),
      rows: [
        [t('specSheet.rentalDaily'), money(sheet.rentalDailyCents)],
        [t('specSheet.rentalHalfDay'), money(sheet.rentalHalfDayCents)],
        [t('specSheet.rentalWeekly'), money(sheet.rentalWeeklyCents)],
      ],
    },
    {
      id: 'spec-costs',
      title: t('specSheet.costsTitle'),
      rows: [
        [
          t('specSheet.fuelPerHour'),
          sheet.fuelGallonsPerHour === null
            ? null
            : t('specSheet.fuelPerHourValue', {
                value: formatNumber(sheet.fuelGallonsPerHour, locale, 1),
              }),
        ],
        [t('specSheet.fuelPerMonth'), money(sheet.fuelCostPerMonthCents)],
        [
          t('specSheet.maintenancePerHour'),
          sheet.maintenanceCostPerHourCents === null
            ? null
            : formatPriceCents(sheet.maintenanceCostPerHourCents, locale),
        ],
        [
          t('specSheet.maintenancePerMonth'),
          // Dollars and cents, as the hourly figure it multiplies ($15.01 x 176 h = $2,641.76).
          sheet.maintenanceCostPerMonthCents === null
            ? null
            : formatPriceCents(sheet.maintenanceCostPerMonthCents, locale),
        ],
      ],
    },
    {
      id: 'spec-specs',
      title: t('specSheet.specsTitle'),
      rows: [
        [
          t('specSheet.operatingWeight'),
          sheet.operatingWeightLb === null
            ? null
            : t('specSheet.weightValue', { value: formatNumber(sheet.operatingWeightLb, locale) }),
        ],
        ...sheet.specs.map((s): Row => [
          s.label,
          `${formatNumber(s.value, locale, 2)} ${s.unit}`.trim(),
        ]),
      ],
    },
  ]
}

/**
 * The spec §3 detail fields of one model, in four tables (price and financing, rental rates,
 * running costs, specifications), with the AI-generated spec disclaimer of the equipment page
 * and the assumptions behind the estimates.
 */
export function SpecFigures({ locale, sheet }: { locale: Locale; sheet: SpecSheet }) {
  const t = getT(locale, 'resources')
  const te = getT(locale, 'equipment')
  const sections = specFigureSections(locale, sheet)
  const b = sheet.basis
  return (
    <>
      <div className={styles.figures}>
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id}>{s.title}</h2>
            <table aria-describedby="spec-disclaimer">
              <tbody>
                {s.rows.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value ?? t('specSheet.notAvailable')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      <div id="spec-disclaimer" className={styles.disclaimer}>
        <p>{te('specs.disclaimer')}</p>
        <p>
          {t('specSheet.basis', {
            diesel: formatPriceCents(Math.round(b.dieselUsdPerGallon * 100), locale),
            hours: formatNumber(b.hoursPerMonth, locale),
            apr: formatNumber(b.financeAprPercent, locale, 2),
            term: formatNumber(b.financeTermMonths, locale),
            used: formatNumber(b.usedSharePercent, locale),
          })}
        </p>
      </div>
    </>
  )
}
