import { act, render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@/i18n/I18nProvider'
import { pickResources } from '@/i18n/resources'
import { NAMESPACES, type Locale } from '@/i18n/settings'

/**
 * Render with the real translations of a locale, as the app's client components see them. The
 * translations wrap the tree, so `rerender` updates the same components (as a navigation does)
 * instead of mounting new ones.
 */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', ...options }: Omit<RenderOptions, 'wrapper'> & { locale?: Locale } = {},
) {
  return render(ui, { ...options, wrapper: translations(locale) })
}

function translations(locale: Locale) {
  const resources = pickResources(locale, NAMESPACES)
  return function Translations({ children }: { children: ReactNode }) {
    return (
      <I18nProvider locale={locale} resources={resources}>
        {children}
      </I18nProvider>
    )
  }
}

/**
 * The page as a visitor meets it: the server's HTML first, which `beforeScripts` may act on
 * (type, tick, choose) while no script runs, then hydrated with the real translations.
 */
export async function renderServedWithI18n(
  ui: ReactElement,
  {
    locale = 'en',
    beforeScripts,
  }: { locale?: Locale; beforeScripts?: (container: HTMLElement) => void } = {},
) {
  const Translations = translations(locale)
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Translations>{ui}</Translations>)
  document.body.append(container)
  beforeScripts?.(container)
  let view!: ReturnType<typeof render>
  await act(async () => {
    view = render(ui, { container, hydrate: true, wrapper: Translations })
  })
  return view
}

/** A router double for next/navigation: records pushes. */
export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
}
