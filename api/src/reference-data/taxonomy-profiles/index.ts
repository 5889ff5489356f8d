import { EARTHMOVING_PROFILES } from './earthmoving'
import { PAVING_LIFTING_PROFILES } from './paving-lifting'
import { POWER_AG_FORESTRY_PROFILES } from './power-ag-forestry'
import type { CategoryProfile } from './profile'
import { TRUCK_TRAILER_PROFILES } from './trucks-trailers'

export type { Anchor, CategoryProfile, Configuration, Law, SizeClass } from './profile'

/** How each category's machines scale (one profile per category; see profile.ts). */
export const CATEGORY_PROFILES: readonly CategoryProfile[] = [
  ...EARTHMOVING_PROFILES,
  ...PAVING_LIFTING_PROFILES,
  ...TRUCK_TRAILER_PROFILES,
  ...POWER_AG_FORESTRY_PROFILES,
]
