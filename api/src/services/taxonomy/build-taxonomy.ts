import fs from 'node:fs'
import path from 'node:path'
import { ROOT_DIR } from '../../lib/env'
import { CATEGORIES } from '../../reference-data/categories'
import { MAKES } from '../../reference-data/makes'
import { slugify } from '@ironyard/contract'
import { CURATED_MODELS, CURATED_SOURCE } from './curated-models'
import { buildGeneratedLayer } from './generated'
import { firstLetterOf } from './normalize-make-name'
import { checkProfiles } from './profiles'
import { countByProvenance, sortContent, taxonomyVersion } from './taxonomy-content'
import type { BuiltTaxonomy, TaxonomyCategory, TaxonomyMake, TaxonomyModel } from './types'
import { buildVpicLayer, parseVpicCsv, VPIC_FILE, VPIC_SOURCE } from './vpic'

export const DEFAULT_TAXONOMY_SEED = 42

export function readVpicCsv(): string {
  return fs.readFileSync(path.join(ROOT_DIR, VPIC_FILE), 'utf8')
}

export function taxonomyCategories(): TaxonomyCategory[] {
  return CATEGORIES.map((c) => ({
    slug: c.slug,
    name: c.en,
    group: c.group,
    subcategories: c.subcategories.map(([en]) => ({ slug: slugify(en), name: en })),
  }))
}

/**
 * Build the open equipment taxonomy: vPIC (real), curated (hand-listed real model families) and
 * generated (seeded rule-based variants) layers. Pure: the same seed and CSV give the same rows
 * and the same version id.
 */
export function buildTaxonomy(opts: { seed?: number; vpicCsv?: string } = {}): BuiltTaxonomy {
  const seed = opts.seed ?? DEFAULT_TAXONOMY_SEED
  checkProfiles()
  const featured: TaxonomyMake[] = MAKES.map((m) => ({
    slug: m.slug,
    name: m.name,
    featured: true,
    firstLetter: firstLetterOf(m.name),
    aliases: m.aliases,
  }))
  const vpic = buildVpicLayer(
    parseVpicCsv(opts.vpicCsv ?? readVpicCsv()),
    new Map(MAKES.map((m) => [m.slug, m.name])),
  )
  const makes = [...featured, ...vpic.makes]
  const makeSlugs = new Set(makes.map((m) => m.slug))

  // A curated family that vPIC also lists keeps one row: the curated one, which knows its
  // category and specs, noting that vPIC lists it too.
  const curatedKeys = new Set<string>()
  for (const m of CURATED_MODELS) {
    if (!makeSlugs.has(m.make))
      throw new Error(`Curated model ${m.name} names unknown make ${m.make}`)
    curatedKeys.add(`${m.make}|${m.slug}`)
  }
  const alsoInVpic = new Set<string>()
  const vpicModels = vpic.models.filter((m) => {
    const key = `${m.make}|${m.slug}`
    if (!curatedKeys.has(key)) return true
    alsoInVpic.add(key)
    return false
  })
  const curated = CURATED_MODELS.map((m) =>
    alsoInVpic.has(`${m.make}|${m.slug}`)
      ? { ...m, source: `${CURATED_SOURCE}; also listed in ${VPIC_SOURCE}` }
      : { ...m },
  )

  const taken = new Set(
    [...curated, ...vpicModels].map((m) => `${m.make}|${m.category ?? ''}|${m.slug}`),
  )
  const pairs = MAKES.flatMap((m) => m.categories.map((category) => ({ make: m.slug, category })))
  const generated = buildGeneratedLayer(seed, pairs, taken)

  const sorted = sortContent({
    categories: taxonomyCategories(),
    makes,
    models: [...curated, ...vpicModels, ...generated],
  })
  const models = sorted.models as TaxonomyModel[]
  return {
    version: taxonomyVersion(sorted),
    seed,
    categories: sorted.categories,
    makes: sorted.makes as TaxonomyMake[],
    models,
    counts: countByProvenance(models),
  }
}

let memo: { key: string; built: BuiltTaxonomy } | undefined

/** buildTaxonomy with the project's CSV, memoised per seed (the build takes about a second). */
export function getBuiltTaxonomy(seed = DEFAULT_TAXONOMY_SEED): BuiltTaxonomy {
  const key = String(seed)
  if (memo?.key !== key) memo = { key, built: buildTaxonomy({ seed }) }
  return memo.built
}
