import type { Resolvers } from '../__generated__/resolvers-types'
import { getSpecCategory } from '../../services/specs/get-spec-category'
import { getSpecSheet } from '../../services/specs/get-spec-sheet'
import { listSpecCategories } from '../../services/specs/list-spec-categories'
import { listSpecSheetPaths } from '../../services/specs/list-spec-sheet-paths'

export const specResolvers: Resolvers = {
  Query: {
    specCategories: (_p, _a, ctx) => listSpecCategories(ctx.database, ctx.locale),
    specCategory: (_p, { input }, ctx) => getSpecCategory(ctx.database, input, ctx.locale),
    specSheet: (_p, { input }, ctx) => getSpecSheet(ctx.database, input, ctx.locale),
    specSheetPaths: (_p, _a, ctx) => listSpecSheetPaths(ctx.database),
  },
}
