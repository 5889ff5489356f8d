import type { Provenance } from '../../db/schema/enums'
import { slugify } from '@ironyard/contract'
import { defaultSubcategory, deriveSpecs, estimateNewPriceUsd, sizeClassOf } from './estimate'
import { profileOf } from './profiles'
import { stream } from './prng'
import type { TaxonomyModel } from './types'

/**
 * The generated layer: rule-based variants (make x category x size class x generation x
 * configuration), seeded. They fill the open taxonomy out to the size the spec promises and are
 * marked `generated` with their rule and seed as the source.
 *
 * NEVER present these rows as real products: SEO pages, the make and model landing pages and
 * the demo inventory must read curated (or vPIC) rows only. They exist for the taxonomy resource
 * and its download, where every row carries its provenance.
 */
export const GENERATED_RULE = 'rule v1'

/**
 * Provenances whose rows are real products. Anything that presents a model as a product (SEO
 * landing pages, make and model pages, listings, spec pages) must filter to these.
 */
export const PRODUCT_PROVENANCES: readonly Provenance[] = ['curated', 'vpic']

export const isRealProduct = (provenance: Provenance): boolean =>
  PRODUCT_PROVENANCES.includes(provenance)
export const generatedSource = (seed: number) => `${GENERATED_RULE} seed ${seed}`

/** Generation suffixes, oldest first. */
const GENERATIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J']
/** Share of rule combinations kept, so the layer is not a full cartesian product. */
const KEEP = 0.75
/** Model sizes per size class and generation: one in the lower, one in the upper half. */
const SIZES_PER_CLASS = 2
/** First model year of generation A, and years between generations. */
const FIRST_YEAR = 1982
const YEARS_PER_GENERATION = 5
const LAST_YEAR = 2025

export function buildGeneratedLayer(
  seed: number,
  pairs: ReadonlyArray<{ make: string; category: string }>,
  /** `make|category|slug` keys already used by real rows; generated names never shadow them. */
  taken: Set<string>,
): TaxonomyModel[] {
  const out: TaxonomyModel[] = []
  const source = generatedSource(seed)
  for (const { make, category } of pairs) {
    const profile = profileOf(category)
    for (const [ci, cls] of profile.classes.entries()) {
      for (let step = 0; step < GENERATIONS.length * SIZES_PER_CLASS; step++) {
        const gi = Math.floor(step / SIZES_PER_CLASS)
        const gen = GENERATIONS[gi]
        const half = step % SIZES_PER_CLASS
        const rng = stream(seed, `${make}/${category}/${ci}/${gi}/${half}`)
        // One size per step: its configurations are variants of one model.
        const position = (half + 0.1 + 0.8 * rng.next()) / SIZES_PER_CLASS
        const primary = cls.lo * Math.pow(cls.hi / cls.lo, position)
        const number = Math.max(1, Math.round(primary * profile.nameScale))
        const yearFrom = FIRST_YEAR + gi * YEARS_PER_GENERATION + rng.int(0, 2)
        const yearTo =
          gi === GENERATIONS.length - 1
            ? null
            : Math.min(LAST_YEAR, yearFrom + YEARS_PER_GENERATION + rng.int(0, 2))
        const specs = deriveSpecs(profile, primary, {})
        const basePrice = estimateNewPriceUsd(profile, primary, make)
        for (const config of profile.configs) {
          if (config.classes && !config.classes.includes(ci)) continue
          if (!rng.chance(KEEP)) continue
          const name =
            config.label === 'Standard'
              ? `${profile.code}${number}${gen}`
              : `${profile.code}${number}${gen} ${config.label}`
          const slug = slugify(name)
          const key = `${make}|${category}|${slug}`
          if (taken.has(key)) continue
          taken.add(key)
          out.push({
            make,
            category,
            subcategory: config.sub ?? defaultSubcategory(profile, primary),
            name,
            slug,
            yearFrom,
            yearTo,
            sizeClass: sizeClassOf(profile, primary),
            provenance: 'generated',
            source,
            specs,
            newPriceUsd: Math.round((basePrice * (0.95 + 0.1 * rng.next())) / 500) * 500,
          })
        }
      }
    }
  }
  return out
}
