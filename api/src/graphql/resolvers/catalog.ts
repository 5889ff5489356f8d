import type { Resolvers } from '../__generated__/resolvers-types'
import { getBroadCategory } from '../../services/catalog/get-broad-category'
import { getCategory } from '../../services/catalog/get-category'
import { getMake } from '../../services/catalog/get-make'
import { listBroadCategories } from '../../services/catalog/list-broad-categories'
import { listCategories } from '../../services/catalog/list-categories'
import { listCategoryGroups } from '../../services/catalog/list-category-groups'
import { listMakes } from '../../services/catalog/list-makes'

export const catalogResolvers: Resolvers = {
  Query: {
    categories: (_p, args, ctx) => listCategories(ctx, args, ctx.locale),
    category: (_p, { slug }, ctx) => getCategory(ctx, slug, ctx.locale),
    categoryGroups: (_p, _a, ctx) => listCategoryGroups(ctx, ctx.locale),
    broadCategories: (_p, _a, ctx) => listBroadCategories(ctx, ctx.locale),
    broadCategory: (_p, { slug }, ctx) => getBroadCategory(ctx, slug, ctx.locale),
    makes: (_p, args, ctx) => listMakes(ctx, args, ctx.locale),
    make: (_p, { slug }, ctx) => getMake(ctx, slug, ctx.locale),
  },
}
