import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import type { ListingDetail } from '@/features/listing/listing-data'
import styles from './Equipment.module.css'

/** The spec sheet of the make and model, with the spec §2 AI-generated spec disclaimer. */
export function SpecTable({ locale, specs }: { locale: Locale; specs: ListingDetail['specs'] }) {
  if (!specs.length) return null
  const t = getT(locale, 'equipment')
  return (
    <section className={styles.block} aria-labelledby="specs-title">
      <h2 id="specs-title">{t('specs.title')}</h2>
      <table className={styles.specs} aria-describedby="specs-disclaimer">
        <tbody>
          {specs.map((s) => (
            <tr key={s.key}>
              <th scope="row">{s.label}</th>
              <td>
                {formatNumber(s.value, locale, 2)} {s.unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p id="specs-disclaimer" className={styles.disclaimer}>
        {t('specs.disclaimer')}
      </p>
    </section>
  )
}
