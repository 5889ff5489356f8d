import type { Resolvers } from '../__generated__/resolvers-types'
import { getInspectionReport } from '../../services/inspections/get-inspection-report'
import { recordListingView } from '../../services/listings/record-listing-view'

export const inspectionResolvers: Resolvers = {
  Query: {
    inspectionReport: async (_p, args, ctx) => {
      const report = await getInspectionReport(ctx, args, ctx.locale)
      if (!report) return null
      return {
        ...report,
        documents: report.documents.map((d) => ({ ...d, url: `${ctx.env.API_URL}${d.path}` })),
      }
    },
  },
  Mutation: {
    recordListingView: (_p, args, ctx) => recordListingView(ctx, args),
  },
}
