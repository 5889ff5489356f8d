import type { Resolvers } from '../__generated__/resolvers-types'
import { getAdminDashboard } from '../../services/admin/get-admin-dashboard'

export const adminResolvers: Resolvers = {
  Query: {
    adminDashboard: (_p, _a, ctx) => getAdminDashboard(ctx),
  },
}
