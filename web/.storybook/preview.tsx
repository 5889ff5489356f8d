import type { Decorator, Preview } from '@storybook/nextjs-vite'
import { I18nProvider } from '../src/i18n/I18nProvider'
import { pickResources } from '../src/i18n/resources'
import { isLocale, NAMESPACES } from '../src/i18n/settings'
import '../src/styles/globals.css'

/** Every story renders inside the translations of the locale chosen in the toolbar or story. */
const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en'
  return (
    <I18nProvider key={locale} locale={locale} resources={pickResources(locale, NAMESPACES)}>
      <div lang={locale}>
        <Story />
      </div>
    </I18nProvider>
  )
}

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    nextjs: { appDirectory: true },
    layout: 'padded',
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
}

export default preview
