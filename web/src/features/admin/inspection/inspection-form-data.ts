import { toLocale, type Locale } from '@ironyard/contract/locale'
import { parseWholeNumber } from '@ironyard/contract/forms/fields'
import {
  INSPECTION_LIMITS,
  INSPECTION_POINT_COUNT,
  RATING_MAX,
  RATING_NOT_APPLICABLE,
} from '@ironyard/contract/admin-inspection'
import { CONDITIONS, type Condition } from '@ironyard/contract/listing-enums'
import type { CreateInspectorInput, SaveInspectionInput } from '@/graphql/__generated__/graphql'

/**
 * The inspection form's names and its FormData → api input (issue 14). Plain functions, shared by
 * the server actions and the form, so what a browser posts without JavaScript and what the page
 * shows again after a refusal are read one way.
 *
 * Names: inspectorId, inspectedOn, overallCondition, the four line textareas (one line each),
 * `r<position>` a point's rating ('' when not rated yet), `n<position>en` / `n<position>es` its
 * note, and the new inspector's `newInspector.*` fields.
 */
export const LINE_FIELDS = [
  'whatIsGreatEn',
  'whatIsGreatEs',
  'whatNeedsWorkEn',
  'whatNeedsWorkEs',
] as const
export type LineField = (typeof LINE_FIELDS)[number]

export const ratingName = (position: number) => `r${position}`
export const noteName = (position: number, lang: Locale) => `n${position}${lang}`
export const INSPECTOR_FIELDS = ['name', 'certifications', 'yearsExperience', 'region'] as const
export const inspectorName = (field: (typeof INSPECTOR_FIELDS)[number]) => `newInspector.${field}`

/** A point left unrated: sent as a rating the api refuses by position ("rate this point"). */
export const UNRATED = -9

/** What the form shows: every field as typed (strings), by form name. */
export type InspectionFormValues = Record<string, string>

const text = (form: FormData, key: string, max = 10_000): string => {
  const v = form.get(key)
  return typeof v === 'string' ? v.slice(0, max) : ''
}

/** A textarea's lines: trimmed, blank ones dropped (the api's rule, so its line numbers match). */
export const linesOf = (typed: string): string[] =>
  typed
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)

/** A rating as the select posts it: -1..4, or UNRATED for '' and anything else. */
export function ratingOf(typed: string): number {
  if (!/^-?\d$/.test(typed.trim())) return UNRATED
  const n = Number(typed)
  return n >= RATING_NOT_APPLICABLE && n <= RATING_MAX ? n : UNRATED
}

/** A whole number as typed (the contract's rule) that GraphQL's Int carries, or null. */
function whole(typed: string): number | null {
  const n = parseWholeNumber(typed)
  return n !== null && n <= 2_147_483_647 ? n : null
}

/** The values as typed, for the form to show again (every name the form posts). */
export function inspectionFormValues(form: FormData): InspectionFormValues {
  const values: InspectionFormValues = {
    inspectorId: text(form, 'inspectorId', 20).trim(),
    inspectedOn: text(form, 'inspectedOn', 20).trim(),
    overallCondition: text(form, 'overallCondition', 20).trim(),
  }
  for (const f of LINE_FIELDS) values[f] = text(form, f, 30_000)
  const noteMax = INSPECTION_LIMITS.noteMax + 100
  for (let p = 1; p <= INSPECTION_POINT_COUNT; p++) {
    values[ratingName(p)] = text(form, ratingName(p), 4).trim()
    values[noteName(p, 'en')] = text(form, noteName(p, 'en'), noteMax)
    values[noteName(p, 'es')] = text(form, noteName(p, 'es'), noteMax)
  }
  for (const f of INSPECTOR_FIELDS) values[inspectorName(f)] = text(form, inspectorName(f), 3_000)
  return values
}

/**
 * saveInspection's input from the form's values; `notePositions[i]` is the point of the i-th note
 * sent (the api names a note's error by its index).
 */
export function inspectionInputOf(values: InspectionFormValues): {
  input: SaveInspectionInput
  notePositions: number[]
} {
  const condition = values.overallCondition as Condition
  const pointRatings: number[] = []
  const pointNotes: NonNullable<SaveInspectionInput['pointNotes']> = []
  for (let p = 1; p <= INSPECTION_POINT_COUNT; p++) {
    pointRatings.push(ratingOf(values[ratingName(p)] ?? ''))
    const en = (values[noteName(p, 'en')] ?? '').trim()
    const es = (values[noteName(p, 'es')] ?? '').trim()
    if (en || es) pointNotes.push({ position: p, en, es })
  }
  return {
    input: {
      inspectorId: whole(values.inspectorId ?? ''),
      inspectedOn: values.inspectedOn || null,
      overallCondition: CONDITIONS.includes(condition) ? condition : null,
      whatIsGreatEn: linesOf(values.whatIsGreatEn ?? ''),
      whatIsGreatEs: linesOf(values.whatIsGreatEs ?? ''),
      whatNeedsWorkEn: linesOf(values.whatNeedsWorkEn ?? ''),
      whatNeedsWorkEs: linesOf(values.whatNeedsWorkEs ?? ''),
      pointRatings,
      pointNotes,
    },
    notePositions: pointNotes.map((n) => n.position),
  }
}

/** createInspector's input from the form's "add an inspector" fields (certifications: one a line). */
export function inspectorInputOf(values: InspectionFormValues): CreateInspectorInput {
  const years = whole(values[inspectorName('yearsExperience')] ?? '')
  return {
    name: (values[inspectorName('name')] ?? '').trim(),
    certifications: linesOf(values[inspectorName('certifications')] ?? ''),
    // Left empty or not a number: a value the api refuses by name.
    yearsExperience: years ?? -1,
    region: (values[inspectorName('region')] ?? '').trim() || null,
  }
}

/**
 * The form field an api error path belongs to: `pointRatings.12` → `r13`, `pointNotes.0.es` →
 * the note's Spanish box, `whatIsGreatEn.2` → the textarea; null for the form as a whole.
 */
export function fieldOfPath(
  path: string,
  notePositions: readonly number[],
  intent: 'save' | 'addInspector' = 'save',
): string | null {
  const [head, index, sub] = path.split('.')
  if (intent === 'addInspector') {
    return (INSPECTOR_FIELDS as readonly string[]).includes(head)
      ? inspectorName(head as (typeof INSPECTOR_FIELDS)[number])
      : null
  }
  if (head === 'pointRatings') return index === undefined ? null : ratingName(Number(index) + 1)
  if (head === 'pointNotes') {
    const position = notePositions[Number(index)]
    if (!position) return null
    return noteName(position, toLocale(sub))
  }
  if (['inspectorId', 'inspectedOn', 'overallCondition', ...LINE_FIELDS].includes(head)) return head
  return null
}

/** The line (1-based) an error of a line list names, if any: `whatIsGreatEs.0` → 1. */
export function lineOfPath(path: string): number | null {
  const [head, index] = path.split('.')
  return (LINE_FIELDS as readonly string[]).includes(head) && index !== undefined
    ? Number(index) + 1
    : null
}

/** The form's values for a stored inspection (or a blank form with today's date). */
export function valuesOfInspection(
  inspection: {
    inspectorId: number
    inspectedOn: string
    overallCondition: string
    whatIsGreatEn: string[]
    whatIsGreatEs: string[]
    whatNeedsWorkEn: string[]
    whatNeedsWorkEs: string[]
    pointRatings: number[]
    pointNotes: Array<{ position: number; en: string; es: string }>
  } | null,
  today: string,
): InspectionFormValues {
  const values: InspectionFormValues = {
    inspectorId: inspection ? String(inspection.inspectorId) : '',
    inspectedOn: inspection?.inspectedOn ?? today,
    overallCondition: inspection?.overallCondition ?? '',
  }
  for (const f of LINE_FIELDS) values[f] = inspection ? inspection[f].join('\n') : ''
  for (let p = 1; p <= INSPECTION_POINT_COUNT; p++) {
    const r = inspection?.pointRatings[p - 1]
    values[ratingName(p)] = r === undefined ? '' : String(r)
  }
  for (const n of inspection?.pointNotes ?? []) {
    values[noteName(n.position, 'en')] = n.en
    values[noteName(n.position, 'es')] = n.es
  }
  return values
}

/** "Set every point of this section to …": the values with the section's ratings replaced. */
export function setSection(
  values: InspectionFormValues,
  positions: readonly number[],
  rating: string,
): InspectionFormValues {
  if (ratingOf(rating) === UNRATED) return values
  const next = { ...values }
  for (const p of positions) next[ratingName(p)] = rating
  return next
}

/** What a submit button asked for: save, add the inspector, or set one section's ratings. */
export type InspectionIntent =
  | { kind: 'save' }
  | { kind: 'addInspector' }
  | { kind: 'setSection'; index: number; positions: number[]; rating: string }

/**
 * The submit button's intent (`intent`: save, addInspector, section:<n>). A section's button
 * names its index; the section's points and the chosen rating come with it
 * (`section.<n>.points` "1,2,3", `section.<n>.rating`). Anything unknown is a save.
 */
export function intentOf(form: FormData): InspectionIntent {
  const intent = text(form, 'intent', 40)
  if (intent === 'addInspector') return { kind: 'addInspector' }
  const section = /^section:(\d{1,3})$/.exec(intent)
  if (section) {
    const positions = text(form, `section.${section[1]}.points`, 1_000)
      .split(',')
      .map(Number)
      .filter((p) => Number.isInteger(p) && p >= 1 && p <= INSPECTION_POINT_COUNT)
    return {
      kind: 'setSection',
      index: Number(section[1]),
      positions,
      rating: text(form, `section.${section[1]}.rating`, 4),
    }
  }
  return { kind: 'save' }
}
