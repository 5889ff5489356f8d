import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { BRAND } from '@ironyard/contract'
import { ALL_IN, HISTORY_NOW, INSIGHTS, INSIGHTS_THIN, PRICE_HISTORY } from '@/fixtures/insights'
import { getT } from '@/i18n/server'
import { formatPrice } from '@/lib/format'
import { es, inContainer, storyLocale } from '@/stories/locale'
import { AllInCost, type AllInState } from './AllInCost'
import { ComparableSales } from './ComparableSales'
import { PriceHistory } from './PriceHistory'
import { ShareLinks } from './ShareLinks'
import { shareTexts } from './share-texts'

const title = '2018 Caterpillar 320'
const url = 'https://ironyard.example/for-sale/2018-caterpillar-320-IY-104233'

interface Args {
  insights: typeof INSIGHTS
  allIn: AllInState
  history: typeof PRICE_HISTORY
}

/** Issue 17 on the equipment page: price history, deal rating, comparable sales, all-in cost, share. */
const meta = {
  title: 'Equipment/Insights',
  decorators: [inContainer],
  args: {
    insights: INSIGHTS,
    allIn: { zip: '78701', error: null, cost: ALL_IN },
    history: PRICE_HISTORY,
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals)
    const t = getT(locale, 'insights')
    return (
      <div style={{ maxWidth: 900 }}>
        <ShareLinks
          url={url}
          emailSubject={t('share.emailSubject', { title, brand: BRAND.name })}
          emailBody={t('share.emailBody', {
            title,
            price: formatPrice(ALL_IN.priceCents, locale),
            url,
          })}
          texts={shareTexts(locale)}
        />
        <AllInCost locale={locale} path="/for-sale/x" state={args.allIn} />
        <PriceHistory locale={locale} history={args.history} now={HISTORY_NOW} />
        <ComparableSales locale={locale} insights={args.insights} make="Caterpillar" model="320" />
      </div>
    )
  },
} satisfies Meta<Args>
export default meta
type Story = StoryObj<typeof meta>

export const GoodPrice: Story = {}
export const GoodPriceEs: Story = { ...es }
export const GreatPriceWidened: Story = {
  args: {
    insights: {
      ...INSIGHTS,
      dealRating: 'great',
      comparableSalesSummary: {
        ...INSIGHTS.comparableSalesSummary,
        basis: 'size_class',
        count: 6,
        percentFromMarketValue: -12,
      },
    },
  },
}
export const GreatPriceWidenedEs: Story = { ...GreatPriceWidened, ...es }
export const TooThinToRate: Story = {
  args: { insights: INSIGHTS_THIN, allIn: { zip: '', error: null, cost: null } },
}
export const TooThinToRateEs: Story = { ...TooThinToRate, ...es }
export const UnknownZip: Story = { args: { allIn: { zip: '99999', error: 'unknown', cost: null } } }
export const UnknownZipEs: Story = { ...UnknownZip, ...es }
export const FreeShipping: Story = {
  args: {
    allIn: {
      zip: '97201',
      error: null,
      cost: {
        ...ALL_IN,
        state: 'OR',
        city: 'Portland',
        zip: '97201',
        taxCents: 0,
        taxPercent: 0,
        freightCents: 0,
        totalCents: ALL_IN.priceCents + ALL_IN.feesCents,
        freight: { ...ALL_IN.freight, freeShipping: true },
      },
    },
  },
}
export const FreeShippingEs: Story = { ...FreeShipping, ...es }
