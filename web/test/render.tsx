import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement } from 'react'
import { I18nProvider } from '@/i18n/I18nProvider'
import { pickResources } from '@/i18n/resources'
import { NAMESPACES, type Locale } from '@/i18n/settings'

/** Render with the real translations of a locale, as the app's client components see them. */
export function renderWithI18n(
  ui: ReactElement,
  { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {},
) {
  return render(
    <I18nProvider locale={locale} resources={pickResources(locale, NAMESPACES)}>
      {ui}
    </I18nProvider>,
    options,
  )
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
