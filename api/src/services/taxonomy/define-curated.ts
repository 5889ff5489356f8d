import { CATEGORIES } from '../../reference-data/categories'
import { slugify } from '@ironyard/contract'
import {
  defaultSubcategory,
  deriveSpecs,
  estimateNewPriceUsd,
  roundSpec,
  sizeClassOf,
} from './estimate'
import { profileOf } from './profiles'
import type { SpecValues, TaxonomyModel } from './types'

export const CURATED_SOURCE = 'curated v1: hand-listed public product lines (approximate specs)'

/** A category's curated lines (reference-data/curated-models/curated-list.ts) as taxonomy rows. */
export function defineCurated(category: string, byMake: Record<string, string>): TaxonomyModel[] {
  const def = CATEGORIES.find((c) => c.slug === category)
  if (!def) throw new Error(`Curated models name unknown category ${category}`)
  const subs = new Set(def.subcategories.map(([en]) => slugify(en)))
  const profile = profileOf(category)
  const out: TaxonomyModel[] = []
  for (const [make, block] of Object.entries(byMake)) {
    for (const raw of block.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      const where = `${category}/${make}: "${line}"`
      const [name, years, values = '', options = ''] = line.split('|').map((s) => s.trim())
      const ym = /^(\d{4})(?:(-)(\d{4})?)?$/.exec(years ?? '')
      if (!name || !ym) throw new Error(`Bad curated line ${where}`)
      const yearFrom = Number(ym[1])
      const yearTo = ym[3] ? Number(ym[3]) : ym[2] ? null : yearFrom
      const given: SpecValues = {}
      values
        .split(/\s+/)
        .filter(Boolean)
        .forEach((v, i) => {
          const key = def.specFields[i]
          if (!key) throw new Error(`Too many values in ${where}`)
          if (v === '_') return
          const n = Number(v)
          if (!Number.isFinite(n) || n <= 0) throw new Error(`Bad value ${v} in ${where}`)
          given[key] = roundSpec(key, n)
        })
      const primary = given[def.specFields[0]]
      if (primary === undefined) throw new Error(`No primary size value in ${where}`)
      const opts = Object.fromEntries(
        options
          .split(/\s+/)
          .filter(Boolean)
          .map((o) => {
            const [k, v] = o.split('=')
            if (!['sub', 'wt', 'hp', 'price'].includes(k) || !v) {
              throw new Error(`Bad option ${o} in ${where}`)
            }
            return [k, v]
          }),
      )
      // `sub=-`: none of the category's subcategories fits (e.g. a trencher work tool).
      const subcategory =
        opts.sub === '-' ? null : (opts.sub ?? defaultSubcategory(profile, primary))
      if (subcategory && !subs.has(subcategory)) {
        throw new Error(`Unknown subcategory ${subcategory} in ${where}`)
      }
      out.push({
        make,
        category,
        subcategory,
        name,
        slug: slugify(name),
        yearFrom,
        yearTo,
        sizeClass: sizeClassOf(profile, primary),
        provenance: 'curated',
        source: CURATED_SOURCE,
        specs: deriveSpecs(profile, primary, given),
        newPriceUsd: opts.price ? Number(opts.price) : estimateNewPriceUsd(profile, primary, make),
        ...(opts.wt ? { weightLb: Number(opts.wt) } : {}),
        ...(opts.hp ? { powerHp: Number(opts.hp) } : {}),
      })
    }
  }
  return out
}
