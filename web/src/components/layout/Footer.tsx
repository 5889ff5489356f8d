import type { ReactNode } from 'react'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { footerGroups } from '@/components/layout/nav'
import styles from './Footer.module.css'
import { NavAnchor } from './NavAnchor'

/**
 * Spec §2 footer groups (buyers, sellers, support, company, legal) under the §5 newsletter
 * sign-up, which the root layout passes in (`newsletter`: a feature, above this layer).
 */
export function Footer({
  locale,
  year,
  newsletter,
}: {
  locale: Locale
  year: number
  newsletter?: ReactNode
}) {
  const t = getT(locale, 'common')
  return (
    <footer className={styles.footer}>
      <div className="container">
        {newsletter}
        <div className={styles.groups}>
          {footerGroups().map((group) => (
            <section key={group.key} className={styles.group} aria-labelledby={`f-${group.key}`}>
              <h2 id={`f-${group.key}`}>{t(group.key)}</h2>
              {/* Links one per line under their heading, no list markup: the footer is on
                  every page (issue 18: 22 elements fewer per document). */}
              {group.links.map((link) => (
                <NavAnchor key={link.key} link={link} locale={locale}>
                  {t(link.key)}
                </NavAnchor>
              ))}
              {group.key === 'footer.support' ? (
                <>
                  <a href={`tel:${BRAND.supportPhone.replace(/[^+\d]/g, '')}`}>
                    {BRAND.supportPhone}
                  </a>
                  <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
                </>
              ) : null}
            </section>
          ))}
        </div>
        <div className={styles.bottom}>
          <p>
            {t('footer.copyright', { year, name: BRAND.legalName })}{' '}
            {t('footer.address', {
              street: BRAND.street,
              city: BRAND.city,
              state: BRAND.state,
              zip: BRAND.zip,
            })}
          </p>
          <p>{t('footer.group')}</p>
        </div>
      </div>
    </footer>
  )
}
