import type { Decorator } from '@storybook/nextjs-vite'
import { isLocale, type Locale } from '@/i18n/settings'

/** The story's language: the toolbar's or the story's `globals.locale`. */
export const storyLocale = (globals: Record<string, unknown>): Locale =>
  isLocale(globals.locale) ? globals.locale : 'en'

/** Spanish variant of a story. */
export const es = { globals: { locale: 'es' } }

/** Wraps stories in the site's content width. */
export const inContainer: Decorator = (Story) => (
  <div className="container" style={{ padding: 16 }}>
    <Story />
  </div>
)
