import { render, screen } from '@testing-library/react'
import { BRAND } from '@ironyard/contract'
import { SHELL_TRANSLATIONS } from '@/components/layout/shell-translations'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import en from '@/i18n/locales/en/errors.json'
import es from '@/i18n/locales/es/errors.json'
import { getT } from '@/i18n/server'
import { BoundaryErrorPage } from './BoundaryErrorPage'
import { ErrorView, errorViewTexts, type ErrorStatus } from './ErrorView'

describe('error pages (spec §8)', () => {
  it.each([
    [400, 'badRequest'],
    [401, 'unauthorized'],
    [404, 'notFound'],
    [500, 'serverError'],
  ] as const)('%i shows its own title and message in both languages', (status, key) => {
    for (const [locale, file] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const texts = errorViewTexts(getT(locale, 'errors'), status)
      expect(texts.title).toBe(file[key].title)
      expect(texts.message).toBe(file[key].message)
      expect(texts.home).toBe(file.actions.home)
      expect(texts.contact).toBe(file.actions.contact)
    }
  })

  it('offers to log in again on the 401 page only', () => {
    const t = getT('es', 'errors')
    expect(errorViewTexts(t, 401).signIn).toBe(es.actions.signIn)
    for (const status of [400, 404, 500] as ErrorStatus[]) {
      expect(errorViewTexts(t, status).signIn).toBeUndefined()
    }
    render(<ErrorView status={401} locale="es" texts={errorViewTexts(t, 401)} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(es.unauthorized.title)
    expect(screen.getByRole('link', { name: es.actions.signIn })).toHaveAttribute(
      'href',
      '/es/signin',
    )
  })
})

describe('the 404, 401 and 403 pages of every page payload (BoundaryErrorPage)', () => {
  const page = (status: 401 | 403 | 404) =>
    render(
      <ClientTranslations locale="es" namespaces={SHELL_TRANSLATIONS}>
        <BoundaryErrorPage status={status} locale="es" path="/es/admin" />
      </ClientTranslations>,
    )

  it.each([
    [401, 'unauthorized', 'Unauthorized'],
    [403, 'forbidden', 'Forbidden'],
  ] as const)(
    '%i shows its texts from the shell translations, with its title and analytics tags',
    (status, key, name) => {
      page(status)
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(es[key].title)
      expect(screen.getByText(es[key].message)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: es.actions.home })).toHaveAttribute('href', '/es')
      expect(document.title).toBe(`${es[key].title} | ${BRAND.name}`)
      expect(
        document.querySelector('meta[name="analytics:page-name"]')?.getAttribute('content'),
      ).toBe(name)
    },
  )

  it('404 shows its texts; its title and tags are its metadata', () => {
    page(404)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(es.notFound.title)
    expect(screen.getByText(es.notFound.message)).toBeInTheDocument()
    expect(document.querySelector('meta[name="analytics:page-name"]')).toBeNull()
  })
})
