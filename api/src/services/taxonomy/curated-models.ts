import { CURATED_MODEL_LISTS } from '../../reference-data/curated-models'
import { defineCurated } from './define-curated'
import type { TaxonomyModel } from './types'

export { CURATED_SOURCE } from './define-curated'

/**
 * Real model families, hand-listed from public product information (reference-data/curated-models),
 * with approximate published specs and estimated new prices. These are what the demo inventory
 * lists and what SEO pages may show as products (unlike the generated layer).
 */
export const CURATED_MODELS: readonly TaxonomyModel[] = Object.freeze(
  CURATED_MODEL_LISTS.flatMap((list) => defineCurated(list.category, list.byMake)),
)

/** Curated models of one make and category, e.g. curatedModelsOf('caterpillar', 'excavators'). */
export function curatedModelsOf(make: string, category: string): TaxonomyModel[] {
  return CURATED_MODELS.filter((m) => m.make === make && m.category === category)
}
