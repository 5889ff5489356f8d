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

export const valueTrackerResolvers: Resolvers = {
  Query: {
    trackedMachines: (_p, _a, ctx) => listTrackedMachines(ctx, ctx.currentUser, ctx.locale),
    trackedMachine: (_p, { id }, ctx) => getTrackedMachine(ctx, ctx.currentUser, id, ctx.locale),
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
