import type { Meta, StoryObj } from '@storybook/nextjs-vite'
import { parseMoneyCents } from '@ironyard/contract/forms/fields'
import type { TaxAssumption } from '@/graphql/__generated__/graphql'
import { defaultCalculatorValues } from '@/features/services/loan-calculator'
import type {
  Outcome,
  SaleProceeds as Proceeds,
  TaxEstimate as Estimate,
} from '@/features/services/services-data'
import { es, storyLocale } from '@/stories/locale'
import { LoanCalculator } from './LoanCalculator'
import { SaleProceeds } from './SaleProceeds'
import { TaxEstimate } from './TaxEstimate'

/** The finance and sell pages' calculators. The api's answers are computed here as it would. */
const meta = {
  title: 'Services/Calculators',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const RULES: Record<TaxAssumption, [number, number, number | null]> = {
  bonus_100_21: [100, 21, null],
  section179_2025_35: [60, 35, 2025],
  section179_2023_35: [100, 35, 2023],
}
const taxAnswer = async (price: string, a: string): Promise<Outcome<Estimate>> => {
  const cents = parseMoneyCents(price) ?? 0
  if (!cents)
    return {
      ok: false,
      code: 'VALIDATION',
      fields: [{ path: 'price', key: 'validation.priceInvalid', message: '' }],
    }
  const assumption = a as TaxAssumption
  const [dep, rate, year] = RULES[assumption]
  const deduction = Math.round((cents * dep) / 100)
  const savings = Math.round((deduction * rate) / 100)
  return {
    ok: true,
    data: {
      assumption,
      basis: assumption === 'bonus_100_21' ? 'bonus_depreciation' : 'section_179',
      taxYear: year,
      depreciationPercent: dep,
      taxRatePercent: rate,
      priceCents: cents,
      deductionCents: deduction,
      taxSavingsCents: savings,
      netCostCents: cents - savings,
    },
  }
}

const proceedsAnswer = async (value: string): Promise<Outcome<Proceeds>> => {
  const cents = parseMoneyCents(value) ?? 0
  const channel = (
    name: 'marketplace' | 'auction' | 'dealer',
    p: number,
    f: number,
    tr: number,
  ) => {
    const sale = Math.round((cents * p) / 100)
    const fee = Math.round((sale * f) / 100)
    return {
      channel: name,
      priceOfMarketPercent: p,
      feePercent: f,
      salePriceCents: sale,
      feeCents: fee,
      transportCents: tr,
      netCents: sale - fee - tr,
    }
  }
  const channels = [
    channel('marketplace', 95, 8, 0),
    channel('auction', 80, 10, 1_500_00),
    channel('dealer', 65, 0, 0),
  ]
  const pct = (a: number, b: number) => Math.round(((a - b) / b) * 1000) / 10
  return {
    ok: true,
    data: {
      marketValueCents: cents,
      channels,
      moreThanAuctionPercent: pct(channels[0].netCents, channels[1].netCents),
      moreThanDealerPercent: pct(channels[0].netCents, channels[2].netCents),
    },
  }
}

/** Spec §9 defaults; type a price and the payment follows. */
export const LoanDefaults: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <LoanCalculator
        locale={storyLocale(globals)}
        action="/services/finance"
        initialValues={defaultCalculatorValues('78701')}
        submitted={false}
      />
    </div>
  ),
}
export const LoanDefaultsEs: Story = { ...LoanDefaults, ...es }

export const LoanResult: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <LoanCalculator
        locale={storyLocale(globals)}
        action="/services/finance"
        initialValues={{ ...defaultCalculatorValues('78701', '185,000'), term: '72' }}
        submitted
      />
    </div>
  ),
}
export const LoanResultEs: Story = { ...LoanResult, ...es }

/** A sent form with every field empty: the spec §5 messages. */
export const LoanErrors: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <LoanCalculator
        locale={storyLocale(globals)}
        action="/services/finance"
        initialValues={{ price: '', down: '', rate: '', term: '', zip: '' }}
        submitted
      />
    </div>
  ),
}
export const LoanErrorsEs: Story = { ...LoanErrors, ...es }

export const TaxEmpty: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <TaxEstimate
        locale={storyLocale(globals)}
        action="/services/finance"
        initialPrice=""
        initialAssumption="bonus_100_21"
        initialOutcome={null}
        estimate={taxAnswer}
      />
    </div>
  ),
}
export const TaxEmptyEs: Story = { ...TaxEmpty, ...es }

export const TaxSection179: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <TaxEstimate
        locale={storyLocale(globals)}
        action="/services/finance"
        initialPrice="185000"
        initialAssumption="section179_2025_35"
        initialOutcome={{
          ok: true,
          data: {
            assumption: 'section179_2025_35',
            basis: 'section_179',
            taxYear: 2025,
            depreciationPercent: 60,
            taxRatePercent: 35,
            priceCents: 185_000_00,
            deductionCents: 111_000_00,
            taxSavingsCents: 38_850_00,
            netCostCents: 146_150_00,
          },
        }}
        estimate={taxAnswer}
      />
    </div>
  ),
}
export const TaxSection179Es: Story = { ...TaxSection179, ...es }

export const FeeCalculator: Story = {
  render: (_a, { globals }) => (
    <div style={{ maxWidth: 640 }}>
      <SaleProceeds
        locale={storyLocale(globals)}
        action="/services/sell"
        valuationHref="/services/valuations"
        initialValue="100,000"
        initialOutcome={null}
        compare={proceedsAnswer}
      />
    </div>
  ),
}
export const FeeCalculatorEs: Story = { ...FeeCalculator, ...es }
