/**
 * The relevance suite's query shape (issue 35, point 4). Each query says what a buyer means, in
 * facts of the inventory: the make, model, category, subcategory or filters the first result must
 * have, and whether the total must equal the SQL count of those facts. Nothing here is taken
 * from an engine's answer.
 */
export const GROUPS = [
  'misspellings',
  'sound-alikes',
  'spacing',
  'synonyms',
  'written filters',
  'plain',
] as const
export type Group = (typeof GROUPS)[number]

export interface Expectation {
  /** make slug */
  make?: string
  /** the model's letters and digits (no spaces or dashes) begin with this, lower case */
  model?: string
  category?: string
  subcategory?: string
  /** two-letter code */
  state?: string
  priceMaxUsd?: number
  priceMinUsd?: number
  yearMin?: number
  yearMax?: number
  hoursMax?: number
  /** the total must equal the SQL count of the facts above (the whole query is a filter) */
  countIsSql?: boolean
}

export interface RelevanceQuery {
  q: string
  locale: 'en' | 'es'
  group: Group
  expect: Expectation
}

export const query = (
  group: Group,
  locale: 'en' | 'es',
  q: string,
  expect: Expectation,
): RelevanceQuery => ({ q, locale, group, expect })
