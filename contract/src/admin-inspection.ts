import { z } from './zod'
import { CONDITIONS } from './listing-enums'

/**
 * The 150-point inspection as staff enter it in the console (issue 14): the api's
 * saveInspection / createInspector and the console's form read these schemas. A message is
 * `inspection:<key>`; the api answers it as the field error `inspection-admin:errors.<key>` in
 * the caller's language (api/src/i18n/<locale>/inspection-admin.json).
 */

/** Points of the checklist; a report stores one rating per point, in position order. */
export const INSPECTION_POINT_COUNT = 150
/** A point's rating: 0 Poor .. 4 Excellent (the CONDITIONS index), -1 not applicable. */
export const RATING_NOT_APPLICABLE = -1
export const RATING_MAX = CONDITIONS.length - 1
export const INSPECTION_LIMITS = {
  /** Characters in one "what is great" / "what needs work" line. */
  lineMax: 300,
  /** Lines in each list. */
  linesMax: 20,
  /** Characters in one point's note, per language. */
  noteMax: 1_000,
  /** The first inspection date the console accepts. */
  earliestDate: '2000-01-01',
} as const

export const INSPECTION_ERROR_KEYS = [
  'inspectorRequired',
  'inspectorUnknown',
  'dateRequired',
  'dateInvalid',
  'dateFuture',
  'dateTooEarly',
  'conditionRequired',
  'greatRequired',
  'lineTooLong',
  'tooManyLines',
  'translationMissing',
  'ratingsCount',
  'ratingInvalid',
  'noteTooLong',
  'notePosition',
  'noteDuplicate',
  'noteTranslationMissing',
  'nameRequired',
  'nameTooLong',
  'inspectorExists',
  'certificationsInvalid',
  'yearsInvalid',
  'regionTooLong',
  'invalid',
] as const
export type InspectionErrorKey = (typeof INSPECTION_ERROR_KEYS)[number]

const KEYS: ReadonlySet<string> = new Set(INSPECTION_ERROR_KEYS)
const m = (key: InspectionErrorKey) => `inspection:${key}` as const

/** A zod issue's key under this module's schemas (`invalid` for a message it did not write). */
export function inspectionIssueKey(message: string): InspectionErrorKey {
  const k = /^inspection:(\w+)$/.exec(message)?.[1]
  return k && KEYS.has(k) ? (k as InspectionErrorKey) : 'invalid'
}

/** One list of lines: trimmed, blank lines dropped, each ≤ 300 characters, at most 20. */
const lineList = (min: number) =>
  z
    .array(z.string({ error: m('invalid') }), { error: m('invalid') })
    .transform((ls) => ls.map((l) => l.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(INSPECTION_LIMITS.lineMax, m('lineTooLong')))
        .min(min, m('greatRequired'))
        .max(INSPECTION_LIMITS.linesMax, m('tooManyLines')),
    )

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

const note = z.object({
  position: z
    .number({ error: m('notePosition') })
    .int(m('notePosition'))
    .min(1, m('notePosition'))
    .max(INSPECTION_POINT_COUNT, m('notePosition')),
  en: z
    .string()
    .trim()
    .max(INSPECTION_LIMITS.noteMax, m('noteTooLong'))
    .nullish()
    .transform((v) => v ?? ''),
  es: z
    .string()
    .trim()
    .max(INSPECTION_LIMITS.noteMax, m('noteTooLong'))
    .nullish()
    .transform((v) => v ?? ''),
})

/**
 * saveInspection's input. `today` is the caller's clock (YYYY-MM-DD, UTC): the date may not be
 * after it. Ratings: exactly 150 integers from -1 to 4. Notes: by point, in both languages (a
 * note with both sides empty is dropped). At least one "what is great" line in each language,
 * and "what needs work" in both languages or in neither.
 */
export function saveInspectionSchema(today: string) {
  return z
    .object({
      inspectorId: z
        .number({ error: m('inspectorRequired') })
        .int(m('inspectorRequired'))
        .positive(m('inspectorRequired')),
      inspectedOn: z
        .string({ error: m('dateRequired') })
        .trim()
        .min(1, m('dateRequired'))
        .regex(ISO_DATE, m('dateInvalid'))
        .refine(isRealDate, m('dateInvalid'))
        .refine((d) => d >= INSPECTION_LIMITS.earliestDate, m('dateTooEarly'))
        .refine((d) => d <= today, m('dateFuture')),
      overallCondition: z.enum(CONDITIONS, { error: m('conditionRequired') }),
      whatIsGreatEn: lineList(1),
      whatIsGreatEs: lineList(1),
      whatNeedsWorkEn: lineList(0),
      whatNeedsWorkEs: lineList(0),
      pointRatings: z
        .array(
          z
            .number({ error: m('ratingInvalid') })
            .int(m('ratingInvalid'))
            .min(RATING_NOT_APPLICABLE, m('ratingInvalid'))
            .max(RATING_MAX, m('ratingInvalid')),
          { error: m('ratingsCount') },
        )
        .length(INSPECTION_POINT_COUNT, m('ratingsCount')),
      pointNotes: z
        .array(note)
        .max(INSPECTION_POINT_COUNT, m('invalid'))
        .nullish()
        .transform((ns) => (ns ?? []).filter((n) => n.en || n.es))
        .superRefine((ns, ctx) => {
          const seen = new Set<number>()
          ns.forEach((n, i) => {
            if (seen.has(n.position)) {
              ctx.addIssue({ code: 'custom', path: [i, 'position'], message: m('noteDuplicate') })
            }
            seen.add(n.position)
            if (!n.en || !n.es) {
              const side = n.en ? 'es' : 'en'
              ctx.addIssue({
                code: 'custom',
                path: [i, side],
                message: m('noteTranslationMissing'),
              })
            }
          })
        }),
    })
    .strict()
    .superRefine((v, ctx) => {
      // "What needs work" in both languages or in neither (a reader of either sees the same report).
      if (v.whatNeedsWorkEn.length && !v.whatNeedsWorkEs.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['whatNeedsWorkEs'],
          message: m('translationMissing'),
        })
      }
      if (v.whatNeedsWorkEs.length && !v.whatNeedsWorkEn.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['whatNeedsWorkEn'],
          message: m('translationMissing'),
        })
      }
    })
}

export type SaveInspectionInput = z.input<ReturnType<typeof saveInspectionSchema>>
export type SaveInspectionValues = z.output<ReturnType<typeof saveInspectionSchema>>

/** createInspector's input: the inspector card of spec §3 (inspections done start at 0). */
export const createInspectorSchema = z
  .object({
    name: z
      .string({ error: m('nameRequired') })
      .trim()
      .min(1, m('nameRequired'))
      .max(120, m('nameTooLong')),
    certifications: z
      .array(z.string().trim().max(120, m('certificationsInvalid')), {
        error: m('certificationsInvalid'),
      })
      .nullish()
      .transform((cs) => [...new Set((cs ?? []).filter(Boolean))])
      .pipe(z.array(z.string()).max(20, m('certificationsInvalid'))),
    yearsExperience: z
      .number({ error: m('yearsInvalid') })
      .int(m('yearsInvalid'))
      .min(0, m('yearsInvalid'))
      .max(70, m('yearsInvalid')),
    region: z
      .string()
      .trim()
      .max(80, m('regionTooLong'))
      .nullish()
      .transform((v) => v || null),
  })
  .strict()

export type CreateInspectorInput = z.input<typeof createInspectorSchema>
export type CreateInspectorValues = z.output<typeof createInspectorSchema>
