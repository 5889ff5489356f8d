import type { Metadata } from 'next'
import Link from 'next/link'
import { ServiceHeader } from '@/features/services/ServiceHeader'
import styles from '@/features/services/Services.module.css'
import { getT } from '@/i18n/server'
import { BRAND } from '@ironyard/contract'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
}

/** The services, in the order a buyer then a seller meets them; shipping is on this page. */
const CARDS = [
  { key: 'buy', href: '/equipment' },
  { key: 'finance', href: '/services/finance' },
  { key: 'inspect', href: '/services/inspect' },
  { key: 'sell', href: '/services/sell' },
  { key: 'valuations', href: '/services/valuations' },
  { key: 'shipping', href: '#shipping' },
] as const

const SHIPPING = ['interstate', 'crossBorder', 'pickup', 'buyerPays'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localePage(params)
  const t = getT(locale, 'services')
  return pageMetadata({
    locale,
    path: '/services',
    title: t('index.metaTitle'),
    description: t('index.metaDescription'),
    analytics: { category: 'Landing Page', name: 'Services' },
  })
}

/** /services (spec §2): every service with a link to its page, and shipping coordination. */
export default async function ServicesPage({ params }: Props) {
  const locale = await localePage(params)
  const t = getT(locale, 'services')
  return (
    <div className={styles.page}>
      <ServiceHeader locale={locale} title={t('index.title')} lead={t('index.lead')} />
      <section className="container section" aria-label={t('index.title')}>
        <ul className="grid-cards">
          {CARDS.map((c) => (
            <li key={c.key}>
              <article className={styles.card}>
                <h2>{t(`index.cards.${c.key}.title`)}</h2>
                <p>{t(`index.cards.${c.key}.text`)}</p>
                {c.href.startsWith('#') ? (
                  <a className="btn btn-secondary" href={c.href}>
                    {t(`index.cards.${c.key}.cta`)}
                  </a>
                ) : (
                  <Link
                    className="btn btn-secondary"
                    href={localePath(locale, c.href)}
                    prefetch={false}
                  >
                    {t(`index.cards.${c.key}.cta`)}
                  </Link>
                )}
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section" id="shipping" aria-labelledby="shipping-title">
        <div className={styles.panel}>
          <h2 id="shipping-title">{t('index.shipping.title')}</h2>
          <p>{t('index.shipping.intro')}</p>
          <ul>
            {SHIPPING.map((k) => (
              <li key={k}>{t(`index.shipping.points.${k}`)}</li>
            ))}
          </ul>
          <p>
            <a href={`mailto:${BRAND.supportEmail}`}>{t('index.shipping.cta')}</a>
          </p>
        </div>
      </section>
    </div>
  )
}
