'use client'

import { AnalyticsMeta } from '@/components/ui/AnalyticsMeta'
import en from '@/i18n/locales/en/errors.json'
import es from '@/i18n/locales/es/errors.json'
import { BRAND } from '@ironyard/contract'

/**
 * Last-resort 500 page, used only when the root layout itself fails; it replaces the whole
 * document, so it carries its own texts and minimal styles.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const spanish = typeof window !== 'undefined' && /^\/es(\/|$)/.test(window.location.pathname)
  const t = spanish ? es : en
  return (
    <html lang={spanish ? 'es' : 'en'}>
      <head>
        <title>{`${t.serverError.title} | ${BRAND.name}`}</title>
        <meta name="robots" content="noindex" />
        <AnalyticsMeta category="Unknown" name="Server Error" />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '48px 16px' }}>
        <main style={{ maxWidth: 640, margin: '0 auto', textAlign: 'center' }}>
          <p style={{ fontSize: 56, fontWeight: 800, margin: 0 }}>500</p>
          <h1>{t.serverError.title}</h1>
          <p>{t.serverError.message}</p>
          <p>
            <button type="button" onClick={() => reset()}>
              {t.actions.retry}
            </button>{' '}
            <a href={`mailto:${BRAND.supportEmail}`}>{t.actions.contact}</a>
          </p>
        </main>
      </body>
    </html>
  )
}
