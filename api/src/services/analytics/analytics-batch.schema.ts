import { z } from 'zod'
import { ANALYTICS_EVENT_TYPES } from '../../db/schema'
import { CLIENT_INSTANT_RANGE, isClientInstant } from '../../lib/date-input'
import { jsonBytes } from '../../lib/json-size'

/** Spec §9: a browser batch holds at most 10 events (and 450 KB; the api allows ~500 KB). */
export const MAX_BATCH_EVENTS = 10
export const ANALYTICS_BODY_LIMIT_BYTES = 512_000
/** One event, serialised: page views and clicks are far smaller. */
export const MAX_EVENT_BYTES = 64 * 1024

/** Spec §2 page categories; anything else is stored as Unknown by the browser already. */
export const ANALYTICS_PAGE_CATEGORIES = [
  'Landing Page',
  'Legal',
  'Blog',
  'App',
  'Resources',
  'Unknown',
] as const

/** URL parameters, as lead forms bound them: 50 entries, keys ≤ 100, values ≤ 500 characters. */
const params = z
  .record(z.string().min(1).max(100), z.string().max(500))
  .refine((p) => Object.keys(p).length <= 50, 'At most 50 parameters')

const text = (max: number) => z.string().trim().max(max)

/** When the browser says something happened: a date the events table can store. */
const clientInstant = z.iso
  .datetime({ offset: true })
  .refine(isClientInstant, `Must be ${CLIENT_INSTANT_RANGE}`)

/** Spec §3 user traits for analytics. */
const traits = z.object({
  email: z.email().max(320).optional(),
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  company: text(200).optional(),
  phone: text(40).optional(),
  zip: text(20).optional(),
  personaType: z.object({ buyer: z.boolean(), seller: z.boolean() }).optional(),
  interestedIn: z.object({ categories: z.array(text(100)).max(50) }).optional(),
})

export const analyticsEventSchema = z
  .object({
    type: z.enum(ANALYTICS_EVENT_TYPES),
    /** The browser's id of this event: sending it again never counts twice. */
    messageId: z.uuid(),
    /** The random id the browser keeps for this visitor. */
    anonymousId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
    timestamp: clientInstant,
    /** track: the event description (spec §3). */
    description: text(200).min(1).optional(),
    /** Caller extras (track) or listing details (page). */
    properties: z
      .record(z.string().min(1).max(100), z.unknown())
      .refine((p) => Object.keys(p).length <= 50, 'At most 50 properties')
      .default({}),
    urlParams: params.default({}),
    page: z
      .object({
        category: z.enum(ANALYTICS_PAGE_CATEGORIES),
        name: text(200).min(1),
        path: z.string().max(2000).startsWith('/'),
      })
      .optional(),
    /** Spec §3 stored marketing parameters. */
    marketing: z
      .object({
        utm: params.default({}),
        firstVisitParams: params.default({}),
      })
      .optional(),
    traits: traits.optional(),
  })
  .superRefine((e, ctx) => {
    if (e.type === 'track' && !e.description)
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'A track event names itself' })
    if (e.type === 'page' && !e.page)
      ctx.addIssue({ code: 'custom', path: ['page'], message: 'A page event carries its page' })
    if (e.type === 'identify' && !e.traits)
      ctx.addIssue({ code: 'custom', path: ['traits'], message: 'An identify event has traits' })
    if (jsonBytes(e) > MAX_EVENT_BYTES)
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `An event is at most ${MAX_EVENT_BYTES} bytes`,
      })
  })
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>

export const analyticsBatchSchema = z.object({
  batch: z.array(analyticsEventSchema).min(1).max(MAX_BATCH_EVENTS),
  /** When the browser sent it (informational). */
  sentAt: clientInstant.optional(),
})
