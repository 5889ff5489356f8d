import Link from 'next/link'
import { SearchBox } from '@/features/search'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { CatalogCategory } from '@/lib/catalog-data'
import { localePath } from '@/lib/paths'
import styles from './Home.module.css'

/** Hero with the search box: what we sell, and the fastest way to it. */
export function Hero({ locale, popular }: { locale: Locale; popular: CatalogCategory[] }) {
  const t = getT(locale, 'home')
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('hero.title')}
        </h1>
        <p className={styles.heroLead}>{t('hero.lead')}</p>
        <div className={styles.heroSearch}>
          {/* Of `search`, the box's texts only: the rest is the search page's. */}
          <ClientTranslations locale={locale} namespaces={[{ ns: 'search', keys: ['box'] }]}>
            <SearchBox action={localePath(locale, '/equipment')} locale={locale} size="large" />
          </ClientTranslations>
        </div>
        <ul className={styles.heroLinks} aria-label={t('hero.popularLabel')}>
          {popular.map((c) => (
            <li key={c.slug}>
              <Link href={localePath(locale, `/${c.slug}`)} prefetch={false}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.heroTrust}>{t('hero.trust')}</p>
      </div>
    </section>
  )
}
