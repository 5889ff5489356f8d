/**
 * One category's curated model families, by make slug. Each make's block holds one family per
 * line, kept readable as text:
 *
 *   name | years | values | options
 *
 * - years: `2018-` (still built), `2009-2017`, or `2021`;
 * - values: the category's spec fields in order (`specFields` in ../categories.ts), `_` to skip
 *   one; missing trailing values come from the category's laws (../taxonomy-profiles/);
 * - options: `sub=<subcategory slug>` (`sub=-` for none), `wt=<operating weight lb>` and
 *   `hp=<engine hp>` where the category has no such spec field, `price=<new price USD>`.
 *
 * The lines are read, checked and completed by services/taxonomy/define-curated.ts.
 */
export interface CuratedList {
  category: string
  byMake: Record<string, string>
}

export const curatedList = (category: string, byMake: Record<string, string>): CuratedList => ({
  category,
  byMake,
})
