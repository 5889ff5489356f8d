import { TAX_ASSUMPTION_KEYS } from '@ironyard/contract/finance'
import type { TaxAssumption } from '@/graphql/__generated__/graphql'

/** The spec §9 readings the tax estimate offers (the api's TaxAssumption), first the default. */
export { TAX_ASSUMPTION_KEYS }

export const isTaxAssumption = (v: unknown): v is TaxAssumption =>
  typeof v === 'string' && (TAX_ASSUMPTION_KEYS as readonly string[]).includes(v)
