import { createHash } from 'node:crypto'
import { DETAILS } from './details'
import * as E from './machines-earthmoving'
import type { Drawing } from './machines-earthmoving'
import * as F from './machines-farm-power'
import * as L from './machines-lifting'
import * as R from './machines-road'
import { composeScene, type Backdrop } from './scenes'
import { PALETTES } from './svg-kit'

/**
 * Every generated picture: per category, four exterior views (two colour schemes x two
 * backdrops and directions), plus close-ups shared by all categories. Files are named by a hash of
 * their SVG, so a changed drawing gets a new URL and old URLs can be cached forever.
 */
/** Bumped when the rendering (not the drawing) changes, e.g. encoder settings. */
const RENDER_VERSION = 'r3'

/** [drawing, first palette, second palette] per category. */
const CATEGORY_ART: Record<string, [Drawing, string, string]> = {
  excavators: [E.excavator, 'yellow', 'orange'],
  'mini-excavators': [E.miniExcavator, 'orange', 'yellow'],
  'wheel-loaders': [E.wheelLoader, 'yellow', 'orange'],
  'skid-steer-loaders': [E.skidSteer, 'white', 'yellow'],
  'compact-track-loaders': [E.compactTrackLoader, 'yellow', 'white'],
  'backhoe-loaders': [E.backhoe, 'yellow', 'orange'],
  bulldozers: [E.bulldozer, 'yellow', 'orange'],
  'crawler-loaders': [E.crawlerLoader, 'yellow', 'orange'],
  'motor-graders': [E.motorGrader, 'yellow', 'orange'],
  scrapers: [E.scraper, 'yellow', 'orange'],
  'skip-loaders': [E.skipLoader, 'yellow', 'red'],
  'articulated-trucks': [E.articulatedTruck, 'yellow', 'orange'],
  trenchers: [E.trencher, 'yellow', 'orange'],
  compactors: [L.compactor, 'yellow', 'orange'],
  pavers: [L.paver, 'yellow', 'white'],
  'cold-planers': [L.coldPlaner, 'white', 'yellow'],
  'road-reclaimers': [L.roadReclaimer, 'yellow', 'white'],
  telehandlers: [L.telehandler, 'orange', 'red'],
  forklifts: [L.forklift, 'orange', 'grey'],
  lifts: [L.lift, 'orange', 'blue'],
  cranes: [L.crane, 'yellow', 'red'],
  'material-handlers': [E.materialHandler, 'yellow', 'green'],
  'dump-trucks': [R.dumpTruck, 'white', 'red'],
  'haul-trucks': [F.haulTruck, 'yellow', 'orange'],
  'off-highway-trucks': [F.haulTruck, 'yellow', 'white'],
  'service-trucks': [R.serviceTruck, 'white', 'red'],
  'specialty-trucks': [R.specialtyTruck, 'white', 'blue'],
  'tank-trailer-trucks': [R.tankTruck, 'white', 'red'],
  'bucket-trucks': [R.bucketTruck, 'white', 'yellow'],
  'semi-trucks': [R.semiTruck, 'red', 'blue'],
  'dump-trailers': [R.dumpTrailer, 'grey', 'red'],
  'flatbed-trailers': [R.flatbedTrailer, 'grey', 'white'],
  'log-trailers': [R.logTrailer, 'grey', 'red'],
  'equipment-trailers': [R.equipmentTrailer, 'grey', 'yellow'],
  generators: [R.generator, 'yellow', 'white'],
  'air-compressors': [R.airCompressor, 'yellow', 'white'],
  'light-towers': [R.lightTower, 'yellow', 'orange'],
  drills: [L.drill, 'yellow', 'orange'],
  'crushers-screens': [L.crusher, 'grey', 'yellow'],
  tractors: [F.tractor, 'green', 'red'],
  combines: [F.combine, 'green', 'red'],
  'hay-forage': [F.baler, 'green', 'red'],
  'feller-bunchers': [F.fellerBuncher, 'yellow', 'green'],
  skidders: [F.skidder, 'yellow', 'green'],
}

/** The colours buyers expect of a make (first picture of its listings). */
const MAKE_PALETTE: Record<string, string> = {
  caterpillar: 'yellow',
  komatsu: 'yellow',
  bobcat: 'white',
  volvo: 'yellow',
  jcb: 'yellow',
  case: 'yellow',
  hitachi: 'orange',
  hyundai: 'yellow',
  doosan: 'orange',
  sany: 'red',
  genie: 'blue',
  terex: 'blue',
  kubota: 'orange',
  liebherr: 'yellow',
  xcmg: 'yellow',
  jlg: 'orange',
  'new-holland': 'blue',
  kobelco: 'green',
  takeuchi: 'white',
  'wacker-neuson': 'orange',
  manitou: 'red',
  skyjack: 'blue',
  bell: 'yellow',
  wirtgen: 'white',
  tigercat: 'yellow',
  vermeer: 'yellow',
  'atlas-copco': 'yellow',
}
const AG_CATEGORIES = new Set(['tractors', 'combines', 'hay-forage'])

export function makePalette(makeSlug: string, categorySlug: string): string | undefined {
  if (AG_CATEGORIES.has(categorySlug)) {
    if (makeSlug === 'john-deere') return 'green'
    if (makeSlug === 'case') return 'red'
  }
  if (makeSlug === 'john-deere') return 'yellow'
  return MAKE_PALETTE[makeSlug]
}

export interface ImageVariant {
  /** Path under MEDIA_DIR without the size suffix: files are `${path}-{400,800,1600}.webp`. */
  path: string
  svg: () => string
  palette: string
  viewEn: string
  viewEs: string
  kind: 'exterior' | 'detail'
}

const hashSvg = (svg: string) =>
  createHash('sha1').update(RENDER_VERSION).update(svg).digest('hex').slice(0, 10)

const POSES: Array<{ palette: 0 | 1; backdrop: Backdrop; facing: 'right' | 'left'; v: number }> = [
  { palette: 0, backdrop: 'day', facing: 'right', v: 0 },
  { palette: 0, backdrop: 'yard', facing: 'left', v: 1 },
  { palette: 1, backdrop: 'overcast', facing: 'right', v: 1 },
  { palette: 1, backdrop: 'dusk', facing: 'left', v: 0 },
]

export interface MediaCatalog {
  exteriors: Map<string, ImageVariant[]>
  details: Map<string, ImageVariant>
  all: ImageVariant[]
}

let cached: MediaCatalog | undefined

export function getMediaCatalog(): MediaCatalog {
  if (cached) return cached
  const exteriors = new Map<string, ImageVariant[]>()
  const all: ImageVariant[] = []
  for (const [category, [draw, p0, p1]] of Object.entries(CATEGORY_ART)) {
    const list = POSES.map((pose) => {
      const palette = pose.palette === 0 ? p0 : p1
      const svg = composeScene(draw(PALETTES[palette], pose.v), {
        backdrop: pose.backdrop,
        facing: pose.facing,
      })
      const variant: ImageVariant = {
        path: `illustrations/${category}/${palette}-${pose.backdrop}-${pose.facing}-${hashSvg(svg)}`,
        svg: () => svg,
        palette,
        viewEn: pose.facing === 'right' ? 'left side view' : 'right side view',
        viewEs: pose.facing === 'right' ? 'vista lateral izquierda' : 'vista lateral derecha',
        kind: 'exterior',
      }
      return variant
    })
    exteriors.set(category, list)
    all.push(...list)
  }
  const details = new Map<string, ImageVariant>()
  for (const [key, draw, en, es] of DETAILS) {
    const svg = draw()
    const variant: ImageVariant = {
      path: `illustrations/details/${key}-${hashSvg(svg)}`,
      svg: () => svg,
      palette: 'none',
      viewEn: en,
      viewEs: es,
      kind: 'detail',
    }
    details.set(key, variant)
    all.push(variant)
  }
  cached = { exteriors, details, all }
  return cached
}

export const hasArt = (categorySlug: string): boolean => categorySlug in CATEGORY_ART

/** Walk-around clip of a category: an animated WebP panning over its first exterior. */
export const videoPath = (categorySlug: string): string | undefined => {
  const first = getMediaCatalog().exteriors.get(categorySlug)?.[0]
  return first ? `videos/${categorySlug}-walkaround-${first.path.slice(-10)}.webp` : undefined
}
export const VIDEO_FRAMES = 8
export const VIDEO_FRAME_MS = 375
