import { z } from '../zod'

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
    paused: z.boolean().optional(),
    frequency: z.enum(ALERT_FREQUENCIES).optional(),
  })
  .strict()
export type UpdateMyAlertInput = z.infer<typeof updateMyAlertInputSchema>

/** Deleting one alert: its id. */
export const alertIdSchema = z.uuid()
