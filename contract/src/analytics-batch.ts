/**
 * The shape of an analytics batch (POST /analytics/v1/batch): the api's collector parses with
 * it; the browser's WireEvent (web/src/features/analytics/types.ts) is checked against its input
 * type at compile time.
 */
import { z } from './zod'
import {
  ANALYTICS_EVENT_TYPES,
  ANALYTICS_PAGE_CATEGORIES,
  MAX_BATCH_EVENTS,
  MAX_EVENT_BYTES,
} from './analytics-limits'
import { CLIENT_INSTANT_RANGE, isClientInstant } from './client-instant'
import { jsonBytes } from './json-size'

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
    /**
     * The page the event happened on (its path, no query): track and identify events name it so
     * the api applies the sign-in route's parameter rule (analytics-params.ts) to them too.
     */
    path: z.string().max(2000).startsWith('/').optional(),
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
/** What a client may send for one event (defaults not yet applied). */
export type AnalyticsEventWire = z.input<typeof analyticsEventSchema>

export const analyticsBatchSchema = z.object({
  batch: z.array(analyticsEventSchema).min(1).max(MAX_BATCH_EVENTS),
  /** When the browser sent it (informational). */
  sentAt: clientInstant.optional(),
})
