import type { TaxAssumption } from '@/graphql/__generated__/graphql'

/** The spec §9 readings the tax estimate offers (the api's TaxAssumption), first the default. */
export const TAX_ASSUMPTION_KEYS: readonly TaxAssumption[] = [
  'bonus_100_21',
  'section179_2025_35',
  'section179_2023_35',
]

export const isTaxAssumption = (v: unknown): v is TaxAssumption =>
  typeof v === 'string' && (TAX_ASSUMPTION_KEYS as readonly string[]).includes(v)
