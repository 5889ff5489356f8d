/**
 * Numbers written as filters, in English and Spanish (issue 35, point 3): price ("under 100k",
 * "below $50,000", "menos de 100 mil", "entre 20 y 40 mil", "over 50k", "100k or less"), year
 * ("2018 or newer", "2015-2019", "del 2018 en adelante", "2018+", "before 2010"), hours and miles
 * ("under 3000 hours", "menos de 3000 horas", "under 100k miles") and a place by ZIP ("near
 * 78701", "cerca de 78701", "within 50 miles of 78701"). Read on the words of ./query-text at one
 * position; ./read-query walks the text.
 */
import type { QueryToken } from './query-text'

export type RangeField = 'price' | 'year' | 'hours' | 'miles'

export type NumberRead =
  | { length: number; field: RangeField; min: number | null; max: number | null }
  | { length: number; field: 'zip'; zip: string; radius: number }

/** The radius "near <zip>" searches within (one of RADIUS_OPTIONS, the filter's own choices). */
export const NEAR_RADIUS_MILES = 100

/** Phrases by their first word, so a position is checked against the few that can start there. */
type PhraseList = ReadonlyMap<string, string[][]>

/** Phrases written "a|b c|d": each a list of words. */
function words(list: string): PhraseList {
  const byFirst = new Map<string, string[][]>()
  for (const p of list.split('|')) {
    const w = p.split(' ')
    byFirst.set(w[0], [...(byFirst.get(w[0]) ?? []), w])
  }
  return byFirst
}

const AT_MOST = words(
  'under|below|less than|up to|no more than|not more than|at most|max|maximum' +
    '|cheaper than|lower than|<|<=|menos de|menos que|hasta|debajo de|por debajo de' +
    '|abajo de|maximo|max.|menor a|menor de|menor que|no mas de|bajo|inferior a',
)
const AT_LEAST = words(
  'over|above|more than|at least|min|minimum|starting at|higher than|>|>=|mas de' +
    '|mas que|arriba de|por encima de|encima de|minimo|mayor a|mayor de|mayor que' +
    '|superior a|a partir de',
)
const FROM_YEAR = words(
  'from|since|desde|desde el|del|de|a partir de|a partir del|modelo|model|year|ano|modelo del',
)
const BEFORE_YEAR = words('before|older than|antes de|antes del|anterior a|anterior al')
const AFTER_YEAR = words('after|newer than|despues de|despues del|posterior a|posterior al')
const THEN_NEWER = words(
  'or newer|and newer|or later|and later|and up|or above|and above|or more' +
    '|en adelante|o mas nuevo|o mas nueva|o mas reciente|o posterior|y posterior' +
    '|o superior|o mas|y mas|para arriba|pa arriba|en delante|up|+',
)
const THEN_OLDER = words(
  'or older|and older|or earlier|or less|and less|and under|and below|or under' +
    '|o anterior|o mas viejo|o mas vieja|o menos|y menos|para abajo|o inferior' +
    '|o antes',
)
const YEAR_WORDS = new Set([
  'newer',
  'later',
  'older',
  'earlier',
  'adelante',
  'delante',
  'nuevo',
  'nueva',
  'reciente',
  'posterior',
  'anterior',
  'viejo',
  'vieja',
  'antes',
])
const BETWEEN = words('between|from|entre|de|desde|del')
const AND = words('and|to|y|a|al|hasta|-|through|thru|e')
const NEAR = words(
  'near|near zip|around|close to|nearby|zip|zip code|zipcode|cerca de|cerca del|por' +
    '|alrededor de|codigo postal|cp|c.p.|near me zip',
)
const WITHIN = words('within|dentro de|a menos de|a|up to')
const OF = words('of|from|de|del|around')

const THOUSAND = new Set(['k', 'mil', 'thousand', 'grand', 'miles'])
const MILLION = new Set(['m', 'mm', 'million', 'millions', 'millon', 'millones', 'mill'])
const CURRENCY = new Set([
  'dollars',
  'dollar',
  'dolares',
  'dolar',
  'usd',
  'dlls',
  'dls',
  'bucks',
  'us$',
])
const HOURS = new Set(['hours', 'hour', 'hrs', 'hr', 'h', 'horas', 'hora', 'hs', 'hrs.', 'hr.'])
const MILES = new Set(['miles', 'mile', 'mi', 'millas', 'milla', 'mi.'])

/** Length of the longest phrase of `list` at tokens[i], or 0. */
export function phraseAt(tokens: readonly QueryToken[], i: number, list: PhraseList): number {
  const t = tokens[i]
  const candidates = t ? list.get(t.norm) : undefined
  if (!candidates) return 0
  let best = 0
  for (const p of candidates) {
    if (p.length <= best || i + p.length > tokens.length) continue
    let ok = true
    for (let j = 0; j < p.length && ok; j++) ok = tokens[i + j].norm === p[j]
    if (ok) best = p.length
  }
  return best
}

interface Amount {
  value: number
  length: number
  /** Said in money ($, dollars, k, mil): a price, not a year. */
  money: boolean
  scaled: boolean
  unit: 'hours' | 'miles' | null
  /** Four digits, nothing else: may be a model year. */
  bare: boolean
}

const NUM = /^(us\$|\$)?(\d{1,3}(?:[,.]\d{3})+|\d+(?:[.,]\d+)?)(k|m|mm|mil)?(\$|usd)?$/

function parseNumber(text: string): number {
  // 100,000 / 100.000 (thousands) vs 1.5 / 1,5 (decimal).
  if (/^\d{1,3}([,.]\d{3})+$/.test(text)) return Number(text.replace(/[,.]/g, ''))
  return Number(text.replace(',', '.'))
}

/** An amount at tokens[i]: "$50,000", "100k", "100 mil", "1.5 million dollars", "3000 hours". */
function amountAt(tokens: readonly QueryToken[], i: number, allowUnitScale = true): Amount | null {
  const t = tokens[i]
  if (!t) return null
  let norm = t.norm
  let unitInline: 'hours' | 'miles' | null = null
  const unitMatch = /^(.*\d)(hrs|hr|h|horas|mi|millas)$/.exec(norm)
  if (unitMatch) {
    norm = unitMatch[1]
    unitInline = unitMatch[2].startsWith('h') ? 'hours' : 'miles'
  }
  const m = NUM.exec(norm)
  if (!m) return null
  let value = parseNumber(m[2])
  if (!Number.isFinite(value)) return null
  let money = Boolean(m[1] || m[4])
  let scaled = false
  let length = 1
  const mult = m[3]
  if (mult) {
    value *= mult === 'k' || mult === 'mil' ? 1000 : 1_000_000
    money = true
    scaled = true
  } else if (allowUnitScale) {
    const next = tokens[i + 1]?.norm
    // "100 mil millas": "mil" scales; "miles" alone after a number is a distance (English).
    if (next && next !== 'miles' && THOUSAND.has(next)) {
      value *= 1000
      scaled = true
      money = true
      length++
    } else if (next && MILLION.has(next)) {
      value *= 1_000_000
      scaled = true
      money = true
      length++
    }
  }
  const cur = tokens[i + length]?.norm
  if (cur && CURRENCY.has(cur)) {
    money = true
    length++
  }
  let unit = unitInline
  const u = tokens[i + length]?.norm
  if (!unit && u && HOURS.has(u)) unit = 'hours'
  else if (!unit && u && MILES.has(u)) unit = 'miles'
  if (unit && !unitInline) length++
  if (unit) money = false
  const bare = !money && !scaled && !unit && /^\d{4}$/.test(m[2])
  return { value: Math.round(value), length, money, scaled, unit, bare }
}

export interface NumberContext {
  currentYear: number
}

const isYear = (a: Amount, ctx: NumberContext) =>
  a.bare && a.value >= 1950 && a.value <= ctx.currentYear + 1

/** What a lone amount (after "under", "over", ...) filters, or null when it names nothing. */
function fieldOf(a: Amount, b?: Amount): RangeField | null {
  const unit = a.unit ?? b?.unit ?? null
  if (unit) return unit
  if (a.money || b?.money) return 'price'
  // A bare number names a price from $500 ("under 3000": dollars, not a year or hours).
  return a.value >= 500 ? 'price' : null
}

function range(field: RangeField, lo: number, hi: number, length: number): NumberRead {
  return { length, field, min: Math.min(lo, hi), max: Math.max(lo, hi) }
}

/** A two-amount range at tokens[i] ("20k-40k", "2015-2019" as one word). */
function joinedRange(t: QueryToken, ctx: NumberContext): NumberRead | null {
  const m = /^(.+?\d[km]?)-(.+)$/.exec(t.norm)
  if (!m) return null
  const a = amountAt([{ raw: m[1], norm: m[1], key: m[1] }], 0)
  const b = amountAt([{ raw: m[2], norm: m[2], key: m[2] }], 0)
  if (!a || !b) return null
  if (isYear(a, ctx) && isYear(b, ctx)) return range('year', a.value, b.value, 1)
  const lo = !a.scaled && b.scaled && a.value * 1000 <= b.value ? a.value * 1000 : a.value
  const field = fieldOf(a, b)
  return field ? range(field, lo, b.value, 1) : null
}

/** A filter written as numbers at tokens[i], or null. */
export function readNumberAt(
  tokens: readonly QueryToken[],
  i: number,
  ctx: NumberContext,
): NumberRead | null {
  return (
    readZip(tokens, i) ??
    readBetween(tokens, i, ctx) ??
    readBound(tokens, i, ctx) ??
    readTrailing(tokens, i, ctx)
  )
}

function readZip(tokens: readonly QueryToken[], i: number): NumberRead | null {
  // "within 50 miles of 78701", "a 50 millas de 78701", "50 mi of 78701"
  const w = phraseAt(tokens, i, WITHIN)
  const a = amountAt(tokens, i + w, false)
  if (a && a.unit === 'miles') {
    const of = phraseAt(tokens, i + w + a.length, OF)
    const z = tokens[i + w + a.length + of]
    if (of && z && /^\d{5}$/.test(z.norm) && a.value >= 1 && a.value <= 1000) {
      return { length: w + a.length + of + 1, field: 'zip', zip: z.norm, radius: a.value }
    }
  }
  const n = phraseAt(tokens, i, NEAR)
  const z = tokens[i + n]
  if (n && z && /^\d{5}$/.test(z.norm)) {
    return { length: n + 1, field: 'zip', zip: z.norm, radius: NEAR_RADIUS_MILES }
  }
  return null
}

function readBetween(
  tokens: readonly QueryToken[],
  i: number,
  ctx: NumberContext,
): NumberRead | null {
  const k = phraseAt(tokens, i, BETWEEN)
  const start = i + k
  const a = amountAt(tokens, start)
  if (!a) return null
  const and = phraseAt(tokens, start + a.length, AND)
  if (!and) return null
  const b = amountAt(tokens, start + a.length + and)
  if (!b) return null
  const length = k + a.length + and + b.length
  if (isYear(a, ctx) && isYear(b, ctx)) return range('year', a.value, b.value, length)
  // "entre 20 y 40 mil", "between 20 and 40k": the second amount's scale is the first's too.
  const lo = !a.scaled && b.scaled && a.value * 1000 <= b.value ? a.value * 1000 : a.value
  const field = fieldOf({ ...a, value: lo }, b)
  // Only "between"/"entre" make two bare numbers a price range: "950 and 966" are models.
  const strong = k > 0 && (tokens[i].norm === 'between' || tokens[i].norm === 'entre')
  if (!field || (!strong && !a.money && !b.money && !b.unit && !a.unit)) return null
  return range(field, lo, b.value, length)
}

function readBound(
  tokens: readonly QueryToken[],
  i: number,
  ctx: NumberContext,
): NumberRead | null {
  const before = phraseAt(tokens, i, BEFORE_YEAR)
  const after = phraseAt(tokens, i, AFTER_YEAR)
  if (before || after) {
    const a = amountAt(tokens, i + (before || after))
    if (a && isYear(a, ctx)) {
      return before
        ? { length: before + a.length, field: 'year', min: null, max: a.value - 1 }
        : { length: after + a.length, field: 'year', min: a.value + 1, max: null }
    }
  }
  const from = phraseAt(tokens, i, FROM_YEAR)
  if (from) {
    const a = amountAt(tokens, i + from)
    if (a && isYear(a, ctx)) {
      const then = phraseAt(tokens, i + from + a.length, THEN_NEWER)
      const older = phraseAt(tokens, i + from + a.length, THEN_OLDER)
      if (then) return { length: from + a.length + then, field: 'year', min: a.value, max: null }
      if (older) return { length: from + a.length + older, field: 'year', min: null, max: a.value }
      const n = tokens[i].norm
      if (n === 'since' || n === 'desde' || n === 'a') {
        return { length: from + a.length, field: 'year', min: a.value, max: null }
      }
    }
  }
  const most = phraseAt(tokens, i, AT_MOST)
  const least = most ? 0 : phraseAt(tokens, i, AT_LEAST)
  const k = most || least
  if (!k) return null
  const a = amountAt(tokens, i + k)
  if (!a) return null
  const field = fieldOf(a)
  if (!field) return null
  return most
    ? { length: k + a.length, field, min: null, max: a.value }
    : { length: k + a.length, field, min: a.value, max: null }
}

function readTrailing(
  tokens: readonly QueryToken[],
  i: number,
  ctx: NumberContext,
): NumberRead | null {
  const joined = joinedRange(tokens[i], ctx)
  if (joined) return joined
  // "2018+", "50k+"
  const plus = /^(.+\d[km]?)\+$/.exec(tokens[i].norm)
  if (plus) {
    const a = amountAt([{ raw: plus[1], norm: plus[1], key: plus[1] }], 0)
    if (a && isYear(a, ctx)) return { length: 1, field: 'year', min: a.value, max: null }
    const field = a ? fieldOf(a) : null
    return a && field ? { length: 1, field, min: a.value, max: null } : null
  }
  const a = amountAt(tokens, i)
  if (!a) return null
  const newer = phraseAt(tokens, i + a.length, THEN_NEWER)
  const older = phraseAt(tokens, i + a.length, THEN_OLDER)
  if (!newer && !older) return null
  const said = tokens.slice(i + a.length, i + a.length + (newer || older))
  if (isYear(a, ctx)) {
    return newer
      ? { length: a.length + newer, field: 'year', min: a.value, max: null }
      : { length: a.length + older, field: 'year', min: null, max: a.value }
  }
  // "2030 or newer" is a year out of range, not a price.
  if (said.some((t) => YEAR_WORDS.has(t.norm))) return null
  const field = fieldOf(a)
  if (!field) return null
  return newer
    ? { length: a.length + newer, field, min: a.value, max: null }
    : { length: a.length + older, field, min: null, max: a.value }
}
