import {
  BULK_ACTIONS,
  BULK_MAX_PICKED,
  BULK_PERCENT_MAX,
  BULK_PRICE_DIRECTIONS,
  BULK_PRICE_MODES,
} from '../bulk-actions'
import { MONEY_INPUT_MAX_CENTS } from '../money'
import { z } from '../zod'
import { formKeySchema } from './fields'
import { msg } from './validation'

/*
 * What a bulk operation on the equipment table accepts (issue 36, point 7): the step, its
 * parameters (a price change's amount or percentage, a removal's reason) and the client's
 * idempotency key. The selection (picked stock numbers or the table's filter) is the api's to
 * read in the caller's scope.
 */

export const bulkPriceChangeSchema = z
  .object({
    mode: z.enum(BULK_PRICE_MODES, { error: msg('validation.required') }),
    direction: z.enum(BULK_PRICE_DIRECTIONS, { error: msg('validation.required') }),
    amountCents: z
      .number({ error: msg('validation.priceInvalid') })
      .int(msg('validation.priceInvalid'))
      .min(1, msg('validation.priceInvalid'))
      .max(MONEY_INPUT_MAX_CENTS, msg('validation.amountTooHigh'))
      .nullish(),
    percent: z
      .number({ error: msg('validation.invalid') })
      .gt(0, msg('validation.invalid'))
      .max(BULK_PERCENT_MAX, msg('validation.invalid'))
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, msg('validation.invalid'))
      .nullish(),
    /** A price landing below a listing's floor lowers the floor too (else that row is refused). */
    lowerFloor: z.boolean().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'amount' && v.amountCents == null)
      ctx.addIssue({
        code: 'custom',
        path: ['amountCents'],
        message: msg('validation.priceRequired'),
      })
    if (v.mode === 'percent' && v.percent == null)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: msg('validation.required') })
    if (v.mode === 'percent' && v.direction === 'down' && v.percent != null && v.percent > 100)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: msg('validation.invalid') })
  })

export const bulkOperationInputSchema = z
  .object({
    idempotencyKey: formKeySchema,
    action: z.enum(BULK_ACTIONS, { error: msg('validation.required') }),
    priceChange: bulkPriceChangeSchema.nullish(),
    reason: z
      .string({ error: msg('validation.required') })
      .trim()
      .max(500, msg('validation.tooLong'))
      .nullish(),
    /** The rows picked on the page; absent: every row matching `filter`. */
    stockNumbers: z
      .array(z.string().trim().min(1).max(40))
      .min(1, msg('validation.required'))
      .max(BULK_MAX_PICKED, msg('validation.invalid'))
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'changePrice' && !v.priceChange)
      ctx.addIssue({
        code: 'custom',
        path: ['priceChange', 'mode'],
        message: msg('validation.required'),
      })
    if (v.action === 'remove' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: msg('validation.required') })
  })
export type BulkOperationInput = z.output<typeof bulkOperationInputSchema>
