import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import {
  CATEGORY_OPTIONS,
  MAKE_OPTIONS,
  marketFixture,
  marketNotEnoughFixture,
} from '@/fixtures/account'
import { es, storyLocale } from '@/stories/locale'
import { AccountShell } from '../AccountShell'
import { MarketFilters } from './MarketFilters'
import { MarketReports } from './MarketReports'

/** /account/market-intelligence: SVG charts with text alternatives, tables, spec §8 texts. */
const meta = {
  title: 'Account/MarketIntelligence',
  component: MarketReports,
  parameters: { layout: 'fullscreen' },
  args: { locale: 'en', data: marketFixture(), subject: 'Excavators' },
  render: (args, { globals }) => {
    const locale = storyLocale(globals)
    return (
      <AccountShell
        locale={locale}
        active="marketIntelligence"
        title={locale === 'es' ? 'Inteligencia de mercado' : 'Market intelligence'}
      >
        <MarketFilters
          locale={locale}
          categories={CATEGORY_OPTIONS}
          makes={MAKE_OPTIONS}
          category="excavators"
          make={null}
          months={12}
        />
        <MarketReports {...args} locale={locale} />
      </AccountShell>
    )
  },
} satisfies Meta<typeof MarketReports>
export default meta
type Story = StoryObj<typeof meta>

export const Reports: Story = {}
export const ReportsEs: Story = { ...es }
export const NotEnoughData: Story = { args: { data: marketNotEnoughFixture() } }
export const NotEnoughDataEs: Story = { args: { data: marketNotEnoughFixture() }, ...es }
