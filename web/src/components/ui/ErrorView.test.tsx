import { render, screen } from '@testing-library/react'
import en from '@/i18n/locales/en/errors.json'
import es from '@/i18n/locales/es/errors.json'
import { getT } from '@/i18n/server'
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
