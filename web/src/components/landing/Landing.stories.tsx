import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { es, storyLocale } from '@/stories/locale'
import { Breadcrumbs } from './Breadcrumbs'
import { RelatedLinks } from './RelatedLinks'

const meta = { title: 'Landing/Parts' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Crumbs: Story = {
  render: (_a, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <Breadcrumbs
        locale={locale}
        crumbs={[
          { label: locale === 'es' ? 'Inicio' : 'Home', path: '/' },
          { label: locale === 'es' ? 'Marcas' : 'Makes', path: '/resources/makes' },
          { label: 'Caterpillar', path: '/caterpillar' },
          { label: locale === 'es' ? 'Excavadoras' : 'Excavators' },
        ]}
      />
    )
  },
}
export const CrumbsEs: Story = { ...Crumbs, ...es }

export const Related: Story = {
  render: (_a, { globals }) => (
    <RelatedLinks
      locale={storyLocale(globals)}
      groups={[
        {
          title: storyLocale(globals) === 'es' ? 'Marcas' : 'Makes',
          links: [
            { label: 'Caterpillar', path: '/caterpillar/excavators', count: 62 },
            { label: 'John Deere', path: '/john-deere/excavators', count: 50 },
          ],
        },
        {
          title: storyLocale(globals) === 'es' ? 'Estados' : 'States',
          links: [{ label: 'Texas', path: '/excavators/texas', count: 41 }],
        },
      ]}
    />
  ),
}
export const RelatedEs: Story = { ...Related, ...es }
