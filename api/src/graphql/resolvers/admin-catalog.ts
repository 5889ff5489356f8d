import type { Resolvers } from '../__generated__/resolvers-types'
import type { GraphQLContext } from '../../context'
import type { Actor } from '../../services/audit/record-audit'
import {
  listRedirectedSlugs,
  resolveCatalogRedirect,
} from '../../services/catalog/resolve-catalog-redirect'
import { createCategory } from '../../services/catalog-admin/create-category'
import {
  adminModelById,
  listAdminCategories,
  listAdminMakes,
  listAdminModels,
} from '../../services/catalog-admin/list-catalog-admin'
import { setCategoryHidden } from '../../services/catalog-admin/hide-category'
import { createMake, updateMake } from '../../services/catalog-admin/save-make'
import { createModel, updateModel } from '../../services/catalog-admin/save-model'
import { reorderCategories, updateCategory } from '../../services/catalog-admin/update-category'
import { listSweepstakesEntries } from '../../services/sweepstakes-admin/list-sweepstakes-entries'

/** The signed-in admin (the directive has checked the role before any resolver here runs). */
const actorOf = (ctx: GraphQLContext): Actor => ({
  id: ctx.currentUser!.id,
  email: ctx.currentUser!.email,
})

const node = <T extends { id: number }>(n: T) => ({ ...n, id: String(n.id) })
const make = <T extends { id: number }>(m: T & { modelCount?: number }) => ({
  ...node(m),
  modelCount: m.modelCount ?? 0,
})

export const adminCatalogResolvers: Resolvers = {
  Query: {
    adminCategories: async (_p, _a, ctx) =>
      (await listAdminCategories(ctx)).map((c) => ({
        ...node(c),
        subcategories: c.subcategories.map(node),
      })),
    adminMakes: async (_p, { filter }, ctx) => {
      const page = await listAdminMakes(ctx, filter, ctx.locale)
      return { ...page, nodes: page.nodes.map(make) }
    },
    adminModels: async (_p, { filter }, ctx) => {
      const page = await listAdminModels(ctx, filter, ctx.locale)
      return { ...page, make: make(page.make), nodes: page.nodes.map(node) }
    },
    adminSweepstakesEntries: (_p, args, ctx) => listSweepstakesEntries(ctx, args, ctx.locale),
    catalogRedirect: (_p, { path }, ctx) => resolveCatalogRedirect(ctx, path, ctx.locale),
    catalogRedirectSlugs: (_p, _a, ctx) => listRedirectedSlugs(ctx),
  },
  Mutation: {
    createCategory: async (_p, { input }, ctx) =>
      node(await createCategory(ctx, actorOf(ctx), input, ctx.locale)),
    updateCategory: async (_p, args, ctx) =>
      node(await updateCategory(ctx, actorOf(ctx), args, ctx.locale)),
    hideCategory: async (_p, args, ctx) =>
      node(await setCategoryHidden(ctx, actorOf(ctx), args, true, ctx.locale)),
    showCategory: async (_p, args, ctx) =>
      node(await setCategoryHidden(ctx, actorOf(ctx), args, false, ctx.locale)),
    reorderCategories: async (_p, args, ctx) =>
      (await reorderCategories(ctx, actorOf(ctx), args, ctx.locale)).map(node),
    createMake: async (_p, { input }, ctx) =>
      make(await createMake(ctx, actorOf(ctx), input, ctx.locale)),
    updateMake: async (_p, args, ctx) =>
      make(await updateMake(ctx, actorOf(ctx), args, ctx.locale)),
    createModel: async (_p, args, ctx) => {
      const m = await createModel(ctx, actorOf(ctx), args, ctx.locale)
      return node(await adminModelById(ctx, m.id, ctx.locale))
    },
    updateModel: async (_p, args, ctx) => {
      const m = await updateModel(ctx, actorOf(ctx), args, ctx.locale)
      return node(await adminModelById(ctx, m.id, ctx.locale))
    },
  },
}
