import type { Resolvers } from '../__generated__/resolvers-types'
import { estimateTaxSavings } from '../../services/finance/estimate-tax-savings'
import { getInspectionChecklist } from '../../services/inspections/get-inspection-checklist'
import { compareSaleProceeds } from '../../services/sell/compare-sale-proceeds'
import { getInstantValuation } from '../../services/value-tracker/get-instant-valuation'

/** The services section (/services/*): calculators, free valuation, the inspection checklist. */
export const servicesResolvers: Resolvers = {
  Query: {
    taxSavingsEstimate: (_p, args, ctx) => estimateTaxSavings(args, ctx.locale),
    saleProceedsComparison: (_p, args, ctx) => compareSaleProceeds(args, ctx.locale),
    instantValuation: (_p, { input }, ctx) => getInstantValuation(ctx, input, ctx),
    inspectionChecklist: (_p, _a, ctx) => getInspectionChecklist(ctx.locale),
  },
}
