import { notFound } from 'next/navigation'
import { Counter } from './Counter'
import './styles.css'

// As the app's pages: rendered per request, each answer with its own CSP nonce.
export const dynamic = 'force-dynamic'
export const dynamicParams = false

export function generateStaticParams() {
  return [{ locale: 'en' }, { locale: 'es' }]
}

export const metadata = { title: 'HTML shape' }

export default async function LocaleLayout({ children, params }) {
  const { locale } = await params
  if (locale !== 'en' && locale !== 'es') notFound()
  return (
    <html lang={locale}>
      <body>
        <header>
          <Counter />
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  )
}
