import { z } from '../zod'
import { nullRefused } from './validation'

/** How often an inventory alert's digest may be mailed (issue 16): every day, or Mondays only. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/**
 * The /account alert list's buttons (issue 16): pause or resume one alert (`paused`), or change
 * how often it mails (`frequency`). Which alert is the api's to check (the caller's own address).
 */
export const updateMyAlertInputSchema = z
  .object({
    id: z.uuid(),
    /** true pauses, false resumes (an unconfirmed or unsubscribed alert becomes active). */
    paused: z.boolean({ error: nullRefused() }).optional(),
    // Left out, each keeps its value; null is a field error (an alert is always one or the other).
    frequency: z.enum(ALERT_FREQUENCIES, { error: nullRefused() }).optional(),
  })
  .strict()
export type UpdateMyAlertInput = z.infer<typeof updateMyAlertInputSchema>

/** Deleting one alert: its id. */
export const alertIdSchema = z.uuid()
