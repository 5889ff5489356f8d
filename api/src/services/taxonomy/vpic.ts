import { slugify } from '@ironyard/contract'
import type { TaxonomyMake, TaxonomyModel } from './types'
import { firstLetterOf, fixShouting, makeNameCandidates } from './normalize-make-name'
import { placeVpicRow } from './vpic-categories'

/** scripts/data/vpic-commercial-make-model-years.csv: NHTSA vPIC, public domain (see NOTICE). */
export const VPIC_FILE = 'scripts/data/vpic-commercial-make-model-years.csv'
export const VPIC_SOURCE = 'NHTSA vPIC 2026-02'
const MAKE_LEVEL_SOURCE = `${VPIC_SOURCE} (make-level record: no model named)`

/**
 * vPIC makes that are the same company as a featured make. Anything not listed stays its own,
 * non-featured make even when the name is similar ("Bobcat Trailer Company" is not Bobcat).
 */
const FEATURED_ALIASES: Record<string, string> = {
  Freightliner: 'freightliner',
  Peterbilt: 'peterbilt',
  Kenworth: 'kenworth',
  Mack: 'mack',
  International: 'international',
  Navistar: 'international',
  Ford: 'ford',
  Chevrolet: 'chevrolet',
  GMC: 'gmc',
  'Western Star': 'western-star',
  Volvo: 'volvo',
  'Volvo Truck': 'volvo',
  Caterpillar: 'caterpillar',
  'John Deere': 'john-deere',
  JLG: 'jlg',
  'JLG Industries': 'jlg',
  Vermeer: 'vermeer',
  'Vermeer MV Solutions': 'vermeer',
  Doosan: 'doosan',
  SANY: 'sany',
  'SANY HEAVY INDUSTRY CO., LTD': 'sany',
  'Terex USA LLC': 'terex',
  'Terex Advance Mixer': 'terex',
  'CMI TEREX': 'terex',
  // Genie Industries traded as Genie Manufacturing until the 1990s; its rows are boom lifts.
  'GENIE MANUFACTURING, INC.': 'genie',
  'Atlas Copco': 'atlas-copco',
  'WACKER CORPORATION': 'wacker-neuson',
  'Wacker Neuson Corporation dba Wacker Neuson': 'wacker-neuson',
}

export interface VpicRow {
  make: string
  model: string
  vehicleTypes: string[]
  yearFrom: number
  yearTo: number
}

/** RFC 4180 CSV (quoted fields, doubled quotes); the file has no line breaks inside fields. */
export function parseVpicCsv(text: string): VpicRow[] {
  const lines = text.split(/\r?\n/).filter((l) => l.length > 0)
  const header = splitCsvLine(lines[0]).join(',')
  if (header !== 'make,model,vehicle_types,year_from,year_to') {
    throw new Error(`Unexpected vPIC header: ${header}`)
  }
  return lines.slice(1).map((line) => {
    const [make, model, types, from, to] = splitCsvLine(line)
    return {
      make: make.trim(),
      model: model.trim(),
      vehicleTypes: types.split(',').map((t) => t.trim()),
      yearFrom: Number(from),
      yearTo: Number(to),
    }
  })
}

function splitCsvLine(line: string): string[] {
  const out: string[] = []
  let i = 0
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = ''
      i++
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') {
          v += '"'
          i += 2
        } else if (line[i] === '"') {
          i++
          break
        } else v += line[i++]
      }
      out.push(v)
      i++ // the comma
    } else {
      const end = line.indexOf(',', i)
      const stop = end < 0 ? line.length : end
      out.push(line.slice(i, stop))
      i = stop + 1
    }
  }
  return out
}

const TYPE_PLURALS: Record<string, string> = {
  Trailer: 'Trailers',
  Truck: 'Trucks',
  Bus: 'Buses',
  'Incomplete Vehicle': 'Incomplete vehicles',
  'Off Road Vehicle': 'Off-road vehicles',
}

const tradeKeys = new Map<string, string>()
function tradeKey(s: string): string {
  let k = tradeKeys.get(s)
  if (k === undefined) {
    k = slugify(makeNameCandidates(s)[0])
    tradeKeys.set(s, k)
  }
  return k
}

/** Model text that only repeats the make ("Fontaine Trailer Co." for Fontaine Trailer Co.). */
function isMakeLevel(make: string, model: string, makeName: string): boolean {
  const modelSlug = slugify(model)
  if (modelSlug === slugify(make)) return true
  // Only a model that starts like its make (or names a "dba") can be the make's name again:
  // skip the costlier normalisation for the rest.
  const head = modelSlug.split('-')[0]
  const startsLikeMake =
    head === slugify(make).split('-')[0] || head === slugify(makeName).split('-')[0]
  if (!startsLikeMake && !/\bdba\b/i.test(model)) return false
  const m = tradeKey(model)
  return m === '' || m === tradeKey(make) || m === slugify(makeName)
}

export interface VpicLayer {
  /** Non-featured makes (featured ones are the catalogue's). */
  makes: TaxonomyMake[]
  models: TaxonomyModel[]
}

/**
 * Turn vPIC rows into taxonomy makes and models: legal names normalised for display, makes that
 * are featured makes merged into them, one make-level row per make whose models vPIC does not
 * name, duplicate spellings merged with their year ranges joined.
 */
export function buildVpicLayer(rows: VpicRow[], featured: Map<string, string>): VpicLayer {
  const featuredSlugs = new Set(featured.keys())
  const featuredNameSlugs = new Set([...featured.values()].map((n) => slugify(n)))
  // Legal name -> make slug and display name (first pass: resolve every distinct legal name).
  const makeOf = new Map<string, { slug: string; name: string }>()
  const makes = new Map<string, TaxonomyMake>()
  const firstTypes = new Map<string, string[]>()
  for (const r of rows) if (!firstTypes.has(r.make)) firstTypes.set(r.make, r.vehicleTypes)
  for (const legal of [...firstTypes.keys()].sort()) {
    const featuredSlug = FEATURED_ALIASES[legal]
    if (featuredSlug) {
      makeOf.set(legal, { slug: featuredSlug, name: featured.get(featuredSlug)! })
      continue
    }
    const types = firstTypes.get(legal)!
    const candidates = [
      ...makeNameCandidates(legal),
      `${makeNameCandidates(legal)[0]} ${TYPE_PLURALS[types[0]] ?? 'Vehicles'}`,
    ]
    const name =
      candidates.find((c) => {
        const s = slugify(c)
        return s !== '' && !featuredSlugs.has(s) && !featuredNameSlugs.has(s)
      }) ?? `${legal} (vPIC)`
    const slug = slugify(name) || `make-${slugify(legal) || 'unnamed'}`
    makeOf.set(legal, { slug, name })
    const existing = makes.get(slug)
    if (existing) {
      existing.aliases.push(legal)
      // Prefer the mixed-case spelling when legal names differ only in capitals.
      if (existing.name === existing.name.toUpperCase() && name !== name.toUpperCase()) {
        existing.name = name
      }
    } else {
      makes.set(slug, {
        slug,
        name,
        featured: false,
        firstLetter: firstLetterOf(name),
        aliases: [legal],
      })
    }
  }

  const models = new Map<string, TaxonomyModel>()
  for (const r of rows) {
    const mk = makeOf.get(r.make)!
    const makeLevel = isMakeLevel(r.make, r.model, mk.name)
    const name = makeLevel
      ? (TYPE_PLURALS[r.vehicleTypes[0]] ?? 'Vehicles')
      : fixShouting(r.model.replace(/\s+/g, ' '), 5)
    const slug = slugify(name) || slugify(r.model) || 'unnamed'
    const placement = placeVpicRow({
      makeSlug: mk.slug,
      makeName: mk.name,
      model: name,
      makeLevel,
      vehicleTypes: r.vehicleTypes,
    })
    const key = `${mk.slug}\u0000${slug}`
    const prev = models.get(key)
    if (prev) {
      prev.yearFrom = Math.min(prev.yearFrom!, r.yearFrom)
      prev.yearTo = Math.max(prev.yearTo!, r.yearTo)
      if (!prev.category && placement) {
        prev.category = placement.category
        prev.subcategory = placement.subcategory
      }
      continue
    }
    models.set(key, {
      make: mk.slug,
      category: placement?.category ?? null,
      subcategory: placement?.subcategory ?? null,
      name,
      slug,
      yearFrom: r.yearFrom,
      yearTo: r.yearTo,
      sizeClass: null,
      provenance: 'vpic',
      source: makeLevel ? MAKE_LEVEL_SOURCE : VPIC_SOURCE,
      specs: null,
      newPriceUsd: null,
    })
  }
  for (const m of makes.values()) m.aliases.sort()
  return { makes: [...makes.values()], models: [...models.values()] }
}
