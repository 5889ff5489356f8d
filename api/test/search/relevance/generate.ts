import { doubleMetaphone } from 'double-metaphone'
import { STATES } from '../../../src/seed/geography'
import { stateName } from '../../../src/services/search/engine/geo'
import { CATEGORY_SYNONYM_ROWS } from '../../../src/reference-data/category-synonyms'
import { compact, type InventoryFacts } from './facts'
import { query, type RelevanceQuery } from './types'

/**
 * Queries generated from the inventory's facts (never from an engine's answers): for every make
 * with at least MIN_LIVE live listings its name, a misspelling, sound-alikes and spacing
 * variants; for the MODELS models with the most live listings their spacing variants; for every
 * row of the synonym table its first terms in each language; and filters written as words over
 * the largest makes and their main category.
 */
export const MIN_LIVE = 10
const SYNONYM_TERMS_PER_ROW = 2
/** the models with the most live listings whose spacing variants are asked */
const MODELS = 60

const lower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** Spellings by ear: each changes the letters, not the sound (checked with Double Metaphone). */
const SOUND_RULES: Array<[RegExp, string]> = [
  [/ee/, 'ea'],
  [/ph/, 'f'],
  [/ck/, 'k'],
  [/c(?=[aou])/, 'k'],
  [/k(?=[aou])/, 'c'],
  [/([bdfglmnprt])\1/, '$1'],
  [/(?<=[aeiou])([bdglmnprt])(?=[aeiou])/, '$1$1'],
  [/y/, 'i'],
  [/i(?=[^aeiou]*$)/, 'y'],
  [/x/, 'ks'],
  [/qu/, 'kw'],
  [/(?<=\w{3})e$/, ''],
  [/z/, 's'],
  [/oo/, 'u'],
  [/ou/, 'u'],
  [/(?<=[aeiou])h/, ''],
]

const key = (s: string) => doubleMetaphone(s.replace(/\s+/g, '')).join('|')

/** Up to `n` respellings of a name of 5 letters or more that sound the same (same Double Metaphone keys). */
export function soundVariants(name: string, n = 2): string[] {
  const base = lower(name)
  // Under five letters a respelling is another word ("mak", "bel"), not the make by ear.
  if (compact(base).length < 5) return []
  const want = key(base)
  const out: string[] = []
  for (const [re, to] of SOUND_RULES) {
    const v = base.replace(re, to)
    if (v !== base && !out.includes(v) && key(v) === want) out.push(v)
    if (out.length === n) break
  }
  return out
}

/** One transposition in the longest word (a slip of the fingers), names of 5 letters or more. */
export function misspelling(name: string): string | null {
  const words = lower(name).split(/\s+/)
  const i = words.reduce((b, w, j) => (w.length > words[b].length ? j : b), 0)
  const w = words[i]
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return null
  const p = Math.floor(w.length / 2)
  if (w[p] === w[p + 1]) return null
  words[i] = w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2)
  return words.join(' ')
}

/** The name run together, or split where its capitals or dashes split it ("SkyTrak": sky trak). */
export function spacingVariants(name: string): string[] {
  const out = new Set<string>()
  const l = lower(name)
  // Two short words run together, as typed ("johndeere", "newholland"); not long company names.
  if (/^[a-z]+[\s-][a-z]+$/.test(l) && l.length <= 15) out.add(l.replace(/[\s-]+/g, ''))
  const camel = name.replace(/([a-z])([A-Z])/g, '$1 $2')
  if (camel !== name) out.add(lower(camel))
  if (l.includes('-')) out.add(l.replace(/-/g, ' '))
  out.delete(l)
  return [...out]
}

/** A model written with a space before its suffix, a dash after its prefix, or run together. */
export function modelVariants(model: string): string[] {
  const l = lower(model)
  const out = new Set<string>()
  const c = compact(model)
  if (c !== l) out.add(c)
  const spaced = c.replace(/^(.*\d)([a-z]+)$/, '$1 $2')
  if (spaced !== c) out.add(spaced)
  const dashed = c.replace(/^([a-z]+)(\d)/, '$1-$2')
  if (dashed !== c) out.add(dashed)
  out.delete(l)
  return [...out]
}

const WRITTEN_STATES: Array<[code: string, en: string, es: string]> = [
  ['TX', 'texas', 'texas'],
  ['CA', 'california', 'california'],
  ['FL', 'florida', 'florida'],
  ['GA', 'georgia', 'georgia'],
  ['OH', 'ohio', 'ohio'],
  ['CO', 'colorado', 'colorado'],
  ['AZ', 'arizona', 'arizona'],
  ['NC', 'north carolina', 'carolina del norte'],
  ['NM', 'new mexico', 'nuevo mexico'],
  ['PA', 'pennsylvania', 'pensilvania'],
  ['LA', 'louisiana', 'luisiana'],
  ['NY', 'new york', 'nueva york'],
]

const STATE_NAMES = new Set(STATES.flatMap((code) => [lower(stateName(code) ?? code)]))

export function generateQueries(facts: InventoryFacts, writtenFilterMakes = 16): RelevanceQuery[] {
  const out: RelevanceQuery[] = []
  // A make named like a state ("Kentucky") is ambiguous by construction; names with signs
  // ("T&A", "Nature’s", "Co. /") are typed in too many ways to expect one.
  const makes = facts.makes.filter(
    (m) => m.count >= MIN_LIVE && !STATE_NAMES.has(lower(m.name)) && /^[\w\s-]+$/.test(m.name),
  )
  for (const m of makes) {
    const e = { make: m.slug }
    out.push(query('plain', 'en', lower(m.name), e))
    const typo = misspelling(m.name)
    if (typo) out.push(query('misspellings', 'en', typo, e))
    for (const v of soundVariants(m.name)) out.push(query('sound-alikes', 'en', v, e))
    for (const v of spacingVariants(m.name)) out.push(query('spacing', 'en', v, e))
  }
  for (const c of facts.categories) {
    out.push(query('plain', 'en', lower(c.nameEn), { category: c.slug }))
    out.push(query('plain', 'es', lower(c.nameEs), { category: c.slug }))
    const typo = misspelling(c.nameEs)
    if (typo) out.push(query('misspellings', 'es', typo, { category: c.slug }))
  }
  for (const md of facts.models.slice(0, MODELS)) {
    for (const v of modelVariants(md.model)) {
      out.push(
        query('spacing', 'en', `${lower(md.makeName)} ${v}`, {
          make: md.make,
          model: compact(md.model),
        }),
      )
    }
  }
  for (const r of CATEGORY_SYNONYM_ROWS) {
    const e = r.subcategory
      ? { category: r.category, subcategory: r.subcategory }
      : { category: r.category }
    for (const t of r.en.slice(0, SYNONYM_TERMS_PER_ROW)) out.push(query('synonyms', 'en', t, e))
    for (const t of r.es.slice(0, SYNONYM_TERMS_PER_ROW)) out.push(query('synonyms', 'es', t, e))
  }
  const categoryBySlug = new Map(facts.categories.map((c) => [c.slug, c]))
  makes.slice(0, writtenFilterMakes).forEach((m, i) => {
    const c = categoryBySlug.get(facts.makeCategory.get(m.slug) ?? '')
    if (!c) return
    const [code, stEn, stEs] = WRITTEN_STATES[i % WRITTEN_STATES.length]
    const mk = lower(m.name)
    const [sEn, pEn, sEs, pEs] = [c.singularEn, c.nameEn, c.singularEs, c.nameEs].map(lower)
    const base = { make: m.slug, category: c.slug, countIsSql: true }
    const price = [50, 100, 150, 250][i % 4]
    const year = 2012 + (i % 8)
    const hours = [2000, 3000, 5000][i % 3]
    const w = (locale: 'en' | 'es', q: string, e: object) =>
      out.push(query('written filters', locale, q, { ...base, ...e }))
    w('en', `${mk} ${sEn} under ${price}k in ${stEn}`, { priceMaxUsd: price * 1000, state: code })
    w('en', `${mk} ${pEn} ${year} or newer`, { yearMin: year })
    w('en', `${mk} ${pEn} under ${hours} hours`, { hoursMax: hours })
    w('en', `${mk} ${sEn} below $${price},000 ${code.toLowerCase()}`, {
      priceMaxUsd: price * 1000,
      state: code,
    })
    w('es', `${sEs} ${mk} menos de ${price} mil en ${stEs}`, {
      priceMaxUsd: price * 1000,
      state: code,
    })
    w('es', `${pEs} ${mk} del ${year} en adelante`, { yearMin: year })
    w('es', `${sEs} ${mk} menos de ${hours} horas`, { hoursMax: hours })
    w('es', `${pEs} ${mk} entre 20 y ${price} mil`, {
      priceMinUsd: 20_000,
      priceMaxUsd: price * 1000,
    })
  })
  return out
}
