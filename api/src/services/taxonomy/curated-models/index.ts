import type { TaxonomyModel } from '../types'
import { FELLER_BUNCHERS, COMBINES, HAY_FORAGE, SKIDDERS, TRACTORS } from './agriculture-forestry'
import {
  ARTICULATED_TRUCKS,
  BULLDOZERS,
  HAUL_TRUCKS,
  MOTOR_GRADERS,
  OFF_HIGHWAY_TRUCKS,
  SCRAPERS,
  TRENCHERS,
} from './dozers-haulers'
import { EXCAVATORS, MINI_EXCAVATORS } from './excavators'
import { CRANES, FORKLIFTS, LIFTS, MATERIAL_HANDLERS, TELEHANDLERS } from './lifting'
import {
  BACKHOE_LOADERS,
  COMPACT_TRACK_LOADERS,
  CRAWLER_LOADERS,
  SKID_STEER_LOADERS,
  SKIP_LOADERS,
  WHEEL_LOADERS,
} from './loaders'
import { COLD_PLANERS, COMPACTORS, PAVERS, ROAD_RECLAIMERS } from './paving'
import {
  AIR_COMPRESSORS,
  CRUSHERS_SCREENS,
  DRILLS,
  GENERATORS,
  LIGHT_TOWERS,
} from './power-drilling'
import { DUMP_TRAILERS, EQUIPMENT_TRAILERS, FLATBED_TRAILERS } from './trailers'
import {
  BUCKET_TRUCKS,
  DUMP_TRUCKS,
  SEMI_TRUCKS,
  SERVICE_TRUCKS,
  SPECIALTY_TRUCKS,
  TANK_TRUCKS,
} from './trucks'

export { CURATED_SOURCE } from './define'

/**
 * Real model families, hand-listed from public product information, with approximate published
 * specs and estimated new prices. These are what the demo inventory lists and what SEO pages may
 * show as products (unlike the generated layer).
 */
export const CURATED_MODELS: readonly TaxonomyModel[] = Object.freeze([
  ...EXCAVATORS,
  ...MINI_EXCAVATORS,
  ...WHEEL_LOADERS,
  ...SKID_STEER_LOADERS,
  ...COMPACT_TRACK_LOADERS,
  ...BACKHOE_LOADERS,
  ...SKIP_LOADERS,
  ...CRAWLER_LOADERS,
  ...BULLDOZERS,
  ...MOTOR_GRADERS,
  ...SCRAPERS,
  ...ARTICULATED_TRUCKS,
  ...HAUL_TRUCKS,
  ...OFF_HIGHWAY_TRUCKS,
  ...TRENCHERS,
  ...COMPACTORS,
  ...PAVERS,
  ...COLD_PLANERS,
  ...ROAD_RECLAIMERS,
  ...TELEHANDLERS,
  ...FORKLIFTS,
  ...LIFTS,
  ...CRANES,
  ...MATERIAL_HANDLERS,
  ...DUMP_TRUCKS,
  ...SERVICE_TRUCKS,
  ...SPECIALTY_TRUCKS,
  ...TANK_TRUCKS,
  ...BUCKET_TRUCKS,
  ...SEMI_TRUCKS,
  ...DUMP_TRAILERS,
  ...FLATBED_TRAILERS,
  ...EQUIPMENT_TRAILERS,
  ...GENERATORS,
  ...AIR_COMPRESSORS,
  ...LIGHT_TOWERS,
  ...DRILLS,
  ...CRUSHERS_SCREENS,
  ...TRACTORS,
  ...COMBINES,
  ...HAY_FORAGE,
  ...FELLER_BUNCHERS,
  ...SKIDDERS,
])

/** Curated models of one make and category, e.g. curatedModelsOf('caterpillar', 'excavators'). */
export function curatedModelsOf(make: string, category: string): TaxonomyModel[] {
  return CURATED_MODELS.filter((m) => m.make === make && m.category === category)
}
