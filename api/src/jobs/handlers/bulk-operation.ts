import { z } from 'zod'
import { BULK_OPERATION_TOPIC } from '../../services/admin/bulk-listing-operations'
import { runBulkOperation } from '../../services/admin/bulk-listing-runner'
import { defineJob } from '../define'

/**
 * Issue 36, point 7: run one bulk operation of the equipment table. Each row is applied in its own
 * transaction with its result, so a retry (or a second worker) applies only the rows still
 * pending; the operation's progress is read from its rows meanwhile.
 */
export const bulkOperationJob = defineJob({
  topic: BULK_OPERATION_TOPIC,
  payloadSchema: z.object({ operationId: z.number().int().positive() }),
  maxAttempts: 8,
  maxBackoffMs: 60_000,
  async handle(deps, { operationId }) {
    await runBulkOperation(deps, operationId)
  },
})
