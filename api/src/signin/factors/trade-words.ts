import { BRAND } from '@ironyard/contract'
import { CATEGORIES, CATEGORY_GROUPS } from '../../reference-data/categories'
import { CURATED_MODEL_LISTS } from '../../reference-data/curated-models'
import { MAKES } from '../../reference-data/makes'

/**
 * Words of the trade that the reference data does not hold but every buyer and seller types:
 * the first guesses of anyone attacking a heavy-equipment marketplace (issue 31, finding 6).
 * Everything the catalogue names (makes, categories, models) comes from the reference data below.
 */
const TRADE_WORDS = `
  heavy equipment
  heavy machinery
  construction equipment
  maquinaria pesada
  equipo pesado
  equipo de construcción
  machine
  machines
  machinery
  máquina
  máquinas
  equipos
  iron
  yard
  dozer
  dozers
  digger
  backhoe
  loader
  loaders
  cargador
  cargadora
  retro
  used
  usado
  usada
  dealer
  auction
  subasta
  obra
`
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean)

/** Lower case, with and without accents: people type `maquina` as often as `máquina`. */
function spellings(text: string): string[] {
  const lower = text.toLowerCase()
  const plain = lower.normalize('NFD').replace(/\p{M}/gu, '')
  return plain === lower ? [lower] : [lower, plain]
}

/**
 * The matcher tries every substring up to the longest word of any dictionary (24 characters in
 * the language packs): a longer word would widen that search for every password checked.
 */
const MAX_WORD_LENGTH = 24

/**
 * `Cargador compacto de orugas` → the name run together (`cargadorcompactodeorugas`) and its
 * words of 3+ characters (`cargador`, `compacto`, `orugas`); model `320D L` → `320dl`, `320d`.
 */
function wordsOf(name: string): string[] {
  const out: string[] = []
  for (const spelled of spellings(name)) {
    const pieces = spelled.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    const joined = pieces.join('')
    if (pieces.length > 1 && joined.length <= MAX_WORD_LENGTH) out.push(joined)
    out.push(...pieces.filter((p) => p.length >= 3 && p.length <= MAX_WORD_LENGTH))
  }
  return out
}

/** Model names of every curated list (`name | years | values | options`, one per line). */
function modelNames(): string[] {
  return CURATED_MODEL_LISTS.flatMap((list) =>
    Object.values(list.byMake).flatMap((block) =>
      block
        .split('\n')
        .map((line) => line.split('|')[0].trim())
        .filter(Boolean),
    ),
  )
}

/**
 * The password checker's extra dictionary, most guessable first: zxcvbn counts a word's rank as
 * its guesses, and `Word2024!` stays under score 3 only while the word ranks below about 250. So
 * the brand and the makes lead, then the trade's words, the categories (singular, then plural),
 * their groups and subcategories, and the model names last. Each word once, at its lowest rank.
 */
export function tradeDictionary(): string[] {
  const names = [
    BRAND.name,
    ...MAKES.flatMap((m) => [m.name, ...m.aliases, ...(m.parent ? [m.parent] : [])]),
    ...TRADE_WORDS,
    ...CATEGORIES.flatMap((c) => [c.singularEn, c.singularEs]),
    ...CATEGORIES.flatMap((c) => [c.en, c.es]),
    ...CATEGORY_GROUPS.flatMap((g) => [g.en, g.es]),
    ...CATEGORIES.flatMap((c) => c.subcategories.flat()),
    ...modelNames(),
  ]
  return [...new Set(names.flatMap(wordsOf))]
}
