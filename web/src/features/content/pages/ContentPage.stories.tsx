import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { faqGroups, proseSections } from '@/features/content/company/content'
import { es, storyLocale } from '@/stories/locale'
import { ContentPage } from './ContentPage'
import { FaqList } from './FaqList'
import { Prose } from './Prose'

/** A legal document: table of contents, sections of paragraphs and lists, last-updated date. */
function LegalStory({ locale }: { locale: Locale }) {
  const t = getT(locale, 'company')
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('terms.heading') }]}
      heading={t('terms.heading')}
      lead={t('terms.lead', { name: 'Ironyard', legalName: 'Ironyard Equipment, Inc.' })}
      note={t('page.updated', { date: locale === 'es' ? '25 nov 2026' : 'Nov 25, 2026' })}
      tocLabel={t('page.toc')}
      sections={proseSections(t, 'terms.sections')
        .slice(0, 5)
        .map((s) => ({ id: s.id, title: s.title, content: <Prose blocks={s.blocks} /> }))}
    />
  )
}

/** Questions as disclosures, grouped by topic; the first answer is open. */
function FaqStory({ locale }: { locale: Locale }) {
  const t = getT(locale, 'company')
  const groups = faqGroups(t, 'support.groups').slice(3, 5)
  return (
    <ContentPage
      locale={locale}
      crumbs={[{ label: t('page.home'), path: '/' }, { label: t('support.crumb') }]}
      heading={t('support.heading')}
      tocLabel={t('page.toc')}
      sections={groups.map((g) => ({
        id: g.id,
        title: g.title,
        content: <FaqList items={g.items} />,
      }))}
    />
  )
}

const meta = {
  title: 'Content/ContentPage',
  parameters: { layout: 'fullscreen' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Legal: Story = {
  render: (_a, { globals }) => <LegalStory locale={storyLocale(globals)} />,
}
export const LegalEs: Story = { ...Legal, ...es }
export const LegalMobile: Story = { ...Legal, globals: { viewport: { value: 'mobile360' } } }

export const Faq: Story = {
  render: (_a, { globals }) => <FaqStory locale={storyLocale(globals)} />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('details')?.setAttribute('open', '')
  },
}
export const FaqEs: Story = { ...Faq, ...es }
