import type { Provenance } from '../../db/schema/enums'

export type SpecValues = Record<string, number>

/** One make of the taxonomy: a featured catalogue make, or a directory-only make from vPIC. */
export interface TaxonomyMake {
  slug: string
  name: string
  featured: boolean
  /** 'A'..'Z', or '#' for names that start with a digit or symbol (makes index by first letter). */
  firstLetter: string
  /** Legal names this make was normalised from (vPIC), for search; not part of the version hash. */
  aliases: string[]
}

/** One make-model combination. `provenance` and `source` say where every row comes from. */
export interface TaxonomyModel {
  make: string
  /** Category slug, or null where no category is defensible (most vPIC rows). */
  category: string | null
  subcategory: string | null
  name: string
  slug: string
  yearFrom: number | null
  yearTo: number | null
  sizeClass: string | null
  provenance: Provenance
  source: string
  /** Category spec fields (keys of SPEC_FIELDS): known for curated rows, derived for generated. */
  specs: SpecValues | null
  /** New-price estimate in USD (curated and generated rows). */
  newPriceUsd: number | null
  /** Published operating weight when it is not one of the category's spec fields. */
  weightLb?: number
  /** Published engine power when it is not one of the category's spec fields. */
  powerHp?: number
}

export interface TaxonomyCategory {
  slug: string
  name: string
  group: string
  subcategories: Array<{ slug: string; name: string }>
}

export interface BuiltTaxonomy {
  /** Content hash of categories, makes and models (see taxonomyVersion). */
  version: string
  seed: number
  categories: TaxonomyCategory[]
  makes: TaxonomyMake[]
  models: TaxonomyModel[]
  counts: Record<Provenance, number>
}
