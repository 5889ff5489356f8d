import type { Resolvers } from '../__generated__/resolvers-types'
import {
  getTrackedMachine,
  listTrackedMachines,
} from '../../services/value-tracker/list-tracked-machines'
import {
  addTrackedMachine,
  deleteTrackedMachine,
  updateTrackedMachine,
} from '../../services/value-tracker/save-tracked-machine'
import { trackedMachineValueHistory } from '../../services/value-tracker/value-history'
import { AppError } from '../../lib/errors'

export const valueTrackerResolvers: Resolvers = {
  Query: {
    trackedMachines: (_p, _a, ctx) => listTrackedMachines(ctx, ctx.currentUser, ctx.locale),
    trackedMachine: (_p, { id }, ctx) => getTrackedMachine(ctx, ctx.currentUser, id, ctx.locale),
  },
  TrackedMachine: {
    // The parent came from the signed-in owner's own machines; the read is scoped to them again.
    valueHistory: async (parent, _a, ctx) => {
      if (!ctx.currentUser)
        throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:auth.signInRequired' })
      return (
        (await trackedMachineValueHistory(
          ctx.database,
          parent.id,
          ctx.currentUser.id,
          ctx.now(),
        )) ?? []
      )
    },
  },
  Mutation: {
    addTrackedMachine: (_p, { input }, ctx) =>
      addTrackedMachine(ctx, ctx.currentUser, input, ctx.locale),
    updateTrackedMachine: (_p, { id, input }, ctx) =>
      updateTrackedMachine(ctx, ctx.currentUser, id, input, ctx.locale),
    deleteTrackedMachine: (_p, { id }, ctx) =>
      deleteTrackedMachine(ctx, ctx.currentUser, id, ctx.locale),
  },
}
