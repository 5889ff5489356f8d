import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
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
  const resources = pickResources(locale, NAMESPACES)
  function Translations({ children }: { children: ReactNode }) {
    return (
      <I18nProvider locale={locale} resources={resources}>
        {children}
      </I18nProvider>
    )
  }
  return render(ui, { ...options, wrapper: Translations })
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
