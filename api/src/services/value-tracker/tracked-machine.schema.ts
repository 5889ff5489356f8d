import { z } from 'zod'

/** A tracked machine's id; the machine's own fields are @ironyard/contract/forms/tracked-machine. */
export const trackedMachineIdSchema = z.uuid({ error: 'key:validation.invalid|Unknown machine' })
