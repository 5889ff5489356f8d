import { z } from './zod'
import { parseMoneyCents, parseWholeNumber } from './forms/fields'
import { FLOOR_ABOVE_PRICE, isFloorAbovePrice, STOCK_NUMBER_PATTERN } from './admin-listing'
import { CONDITIONS } from './listing-enums'
import { hasControlCharacter } from './control-characters'

/**
 * A partner seller's inventory feed (issue 15): the CSV columns, in the template's order, and how
 * one row's cells become a listing's fields. Errors name the column (`price_usd`) and carry a
 * `key:<validation key>` message, so the api answers them in the caller's language.
 */
export const FEED_COLUMNS = [
  'stock_number',
  'category',
  'make',
  'model',
  'year',
  'hours',
  'miles',
  'serial_number',
  'price_usd',
  'zip',
  'condition',
  'description',
  'description_es',
  // Last: issue 36 added it, and files written for the earlier template keep their columns' order.
  'floor_price_usd',
] as const
export type FeedColumn = (typeof FEED_COLUMNS)[number]

/** The columns every row must fill. */
export const FEED_REQUIRED_COLUMNS: readonly FeedColumn[] = [
  'stock_number',
  'category',
  'make',
  'model',
  'year',
  'price_usd',
  'zip',
]

/** At most this many bytes and data rows per file. */
export const FEED_MAX_BYTES = 10 * 1024 * 1024
export const FEED_MAX_ROWS = 10_000

/**
 * A cell's text: control characters are refused (the contract's rule; PostgreSQL cannot store
 * U+0000), line breaks and tabs only in the descriptions.
 */
const cell = (multiLine = false) =>
  z.string().refine((v) => !hasControlCharacter(v, multiLine), 'key:validation.controlCharacters')
const tooLong = 'key:validation.tooLong'
const required = (key: string, max: number) =>
  cell().trim().min(1, `key:validation.${key}`).max(max, tooLong)
const optional = (max: number, multiLine = false) =>
  cell(multiLine)
    .trim()
    .max(max, tooLong)
    .transform((v) => v || null)
/** An optional whole number cell ("4,200"), 0 to `max`. */
const count = (max: number) =>
  cell()
    .trim()
    .transform((v, ctx) => {
      if (!v) return null
      const n = parseWholeNumber(v)
      if (n === null || n > max) {
        ctx.addIssue({ code: 'custom', message: 'key:validation.invalid' })
        return z.NEVER
      }
      return n
    })

/** A money cell ("125,000") -> cents: empty is priceRequired when `required`, else null. */
const money = <R extends boolean>(required: R) =>
  cell()
    .trim()
    .transform((v, ctx): R extends true ? number : number | null => {
      if (!v && !required) return null as R extends true ? number : number | null
      if (!v) {
        ctx.addIssue({ code: 'custom', message: 'key:validation.priceRequired' })
        return z.NEVER
      }
      const cents = parseMoneyCents(v)
      if (cents === null || cents < 100 || cents > 10_000_000_000) {
        ctx.addIssue({ code: 'custom', message: 'key:validation.priceInvalid' })
        return z.NEVER
      }
      return cents
    })

/** One CSV row, by column name: every cell is text (a missing column reads as empty). */
export const feedRowSchema = (now: Date = new Date()) =>
  z
    .object({
      stock_number: cell()
        .trim()
        .transform((v, ctx) => {
          const message = !v
            ? 'key:validation.required'
            : v.length > 40
              ? tooLong
              : STOCK_NUMBER_PATTERN.test(v)
                ? null
                : 'key:validation.invalid'
          if (message) {
            ctx.addIssue({ code: 'custom', message })
            return z.NEVER
          }
          return v.toUpperCase()
        }),
      category: required('categoryRequired', 80),
      make: required('makeRequired', 80),
      model: required('modelRequired', 80),
      year: cell()
        .trim()
        .transform((v, ctx) => {
          if (!v) {
            ctx.addIssue({ code: 'custom', message: 'key:validation.yearRequired' })
            return z.NEVER
          }
          const n = /^\d{4}$/.test(v) ? Number(v) : NaN
          if (!(n >= 1900 && n <= now.getUTCFullYear() + 1)) {
            ctx.addIssue({ code: 'custom', message: 'key:validation.yearInvalid' })
            return z.NEVER
          }
          return n
        }),
      hours: count(500_000),
      miles: count(5_000_000),
      serial_number: optional(60),
      price_usd: money(true),
      /** The lowest acceptable offer; empty: a new machine's is its price, a known one's kept. */
      floor_price_usd: money(false),
      zip: cell()
        .trim()
        .min(1, 'key:validation.zipRequired')
        .regex(/^\d{5}$/, 'key:validation.zipInvalid'),
      condition: cell()
        .trim()
        .transform((v, ctx) => {
          if (!v) return null
          const found = CONDITIONS.find((c) => c.toLowerCase() === v.toLowerCase())
          if (!found) {
            ctx.addIssue({ code: 'custom', message: 'key:validation.conditionInvalid' })
            return z.NEVER
          }
          return found
        }),
      description: optional(10_000, true),
      description_es: optional(10_000, true),
    })
    .superRefine((row, ctx) => {
      if (isFloorAbovePrice(row.floor_price_usd, row.price_usd)) {
        ctx.addIssue({ code: 'custom', path: ['floor_price_usd'], message: FLOOR_ABOVE_PRICE })
      }
    })

export type FeedRow = z.output<ReturnType<typeof feedRowSchema>>

/** One refused row of an import: its line in the file (the header is line 1). */
export interface FeedRowReport {
  row: number
  stockNumber: string | null
  errors: Array<{ field: string; message: string }>
}

/** What an import does with one machine: its file line (null: a listing the file leaves out). */
export interface FeedRowChange {
  row: number | null
  stockNumber: string
  action: 'create' | 'update' | 'unchanged' | 'remove'
  /** The columns an update changes (`status`: a withdrawn machine put back on sale). */
  fields: string[]
}

/** A make a file names that the catalogue lacks, with the closest makes it has. */
export interface FeedUnknownMake {
  make: string
  suggestions: string[]
}

/** What an import answers. */
export interface FeedImportResult {
  dryRun: boolean
  created: number
  updated: number
  unchanged: number
  failed: number
  removed: string[]
  rows: FeedRowReport[]
  /**
   * A dry run's plan (issue 36, defect 6): what each good row would do, by line, then the
   * listings a replace would withdraw. Errors stay in `rows`.
   */
  changes?: FeedRowChange[]
  /** The makes the file names that the catalogue lacks (partners may ask for them to be added). */
  unknownMakes?: FeedUnknownMake[]
}

/**
 * The template's sample row has a stock number starting with this (issue 36, defect 6): a file
 * sent unchanged must not publish the example as a live listing, so the import refuses such rows.
 */
export const FEED_SAMPLE_PREFIX = 'SAMPLE-'

/** Whether a stock number is the template's sample marker. */
export const isFeedSample = (stockNumber: string | null): boolean =>
  !!stockNumber && stockNumber.toUpperCase().startsWith(FEED_SAMPLE_PREFIX)
