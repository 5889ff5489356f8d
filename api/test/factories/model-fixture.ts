import type { Database } from '../../src/db/client'
import { categories, makes, models, specSheets } from '../../src/db/schema'

/**
 * A small set of real models (public product lines) with spec sheets, for suites that need
 * listings without loading the whole taxonomy. Rows are marked `curated` like the taxonomy's.
 */
type FixtureModel = [
  make: string,
  category: string,
  name: string,
  from: number,
  to: number | null,
  priceUsd: number,
  specs: Record<string, number>,
]

export const FIXTURE_MODELS: FixtureModel[] = [
  [
    'caterpillar',
    'excavators',
    '320',
    2017,
    null,
    310_000,
    {
      operatingWeightLb: 50_700,
      netHp: 170,
      bucketCapacityYd3: 1.4,
      maxDigDepthFt: 22,
      maxReachFt: 32,
    },
  ],
  [
    'caterpillar',
    'excavators',
    '336',
    2018,
    null,
    480_000,
    {
      operatingWeightLb: 81_000,
      netHp: 311,
      bucketCapacityYd3: 2.4,
      maxDigDepthFt: 25,
      maxReachFt: 36,
    },
  ],
  [
    'john-deere',
    'excavators',
    '350G LC',
    2013,
    2021,
    390_000,
    {
      operatingWeightLb: 79_400,
      netHp: 271,
      bucketCapacityYd3: 2.2,
      maxDigDepthFt: 25,
      maxReachFt: 36,
    },
  ],
  [
    'komatsu',
    'excavators',
    'PC210LC-11',
    2016,
    null,
    300_000,
    {
      operatingWeightLb: 52_000,
      netHp: 165,
      bucketCapacityYd3: 1.3,
      maxDigDepthFt: 22,
      maxReachFt: 32,
    },
  ],
  [
    'kubota',
    'mini-excavators',
    'KX040-4',
    2012,
    null,
    75_000,
    { operatingWeightLb: 9_100, netHp: 40, maxDigDepthFt: 11.5 },
  ],
  [
    'bobcat',
    'mini-excavators',
    'E35',
    2011,
    null,
    68_000,
    { operatingWeightLb: 7_900, netHp: 25, maxDigDepthFt: 10.2 },
  ],
  [
    'caterpillar',
    'wheel-loaders',
    '950M',
    2015,
    null,
    430_000,
    { operatingWeightLb: 41_000, netHp: 250, bucketCapacityYd3: 4 },
  ],
  [
    'john-deere',
    'wheel-loaders',
    '644K',
    2012,
    2019,
    380_000,
    { operatingWeightLb: 40_000, netHp: 229, bucketCapacityYd3: 3.75 },
  ],
  [
    'bobcat',
    'skid-steer-loaders',
    'S650',
    2012,
    null,
    62_000,
    { ratedOperatingCapacityLb: 2_690, netHp: 74, operatingWeightLb: 8_100 },
  ],
  [
    'caterpillar',
    'compact-track-loaders',
    '259D3',
    2019,
    null,
    82_000,
    { ratedOperatingCapacityLb: 2_850, netHp: 74, operatingWeightLb: 10_200 },
  ],
  [
    'john-deere',
    'backhoe-loaders',
    '310SL',
    2015,
    null,
    150_000,
    { maxDigDepthFt: 14.3, netHp: 100, operatingWeightLb: 15_500 },
  ],
  [
    'case',
    'backhoe-loaders',
    '580SN',
    2012,
    null,
    140_000,
    { maxDigDepthFt: 14.4, netHp: 97, operatingWeightLb: 15_900 },
  ],
  [
    'caterpillar',
    'bulldozers',
    'D6T',
    2008,
    2020,
    560_000,
    { netHp: 215, operatingWeightLb: 50_700 },
  ],
  [
    'john-deere',
    'bulldozers',
    '700K',
    2011,
    2020,
    260_000,
    { netHp: 130, operatingWeightLb: 30_000 },
  ],
  [
    'caterpillar',
    'motor-graders',
    '140M3',
    2015,
    null,
    420_000,
    { netHp: 218, moldboardWidthFt: 12, operatingWeightLb: 43_000 },
  ],
  [
    'caterpillar',
    'articulated-trucks',
    '745',
    2015,
    null,
    760_000,
    { payloadTons: 45, netHp: 505, heapedCapacityYd3: 32 },
  ],
  ['genie', 'lifts', 'S-65', 2005, null, 120_000, { platformHeightFt: 65 }],
  ['jlg', 'lifts', '600S', 2004, null, 125_000, { platformHeightFt: 60 }],
  ['genie', 'lifts', 'GS-1930', 2003, null, 15_000, { platformHeightFt: 19 }],
  [
    'jlg',
    'telehandlers',
    '1055',
    2012,
    null,
    165_000,
    { liftCapacityLb: 10_000, maxLiftHeightFt: 55, netHp: 74 },
  ],
  [
    'freightliner',
    'dump-trucks',
    '114SD',
    2012,
    null,
    190_000,
    { gvwrLb: 66_000, engineHp: 450, bodyCapacityYd3: 16 },
  ],
  [
    'peterbilt',
    'dump-trucks',
    '567',
    2014,
    null,
    210_000,
    { gvwrLb: 66_000, engineHp: 500, bodyCapacityYd3: 18 },
  ],
  [
    'mack',
    'dump-trucks',
    'Granite',
    2002,
    null,
    200_000,
    { gvwrLb: 66_000, engineHp: 425, bodyCapacityYd3: 16 },
  ],
  [
    'international',
    'service-trucks',
    'HV607',
    2016,
    null,
    160_000,
    { gvwrLb: 33_000, engineHp: 330 },
  ],
  ['freightliner', 'semi-trucks', 'Cascadia 126', 2008, null, 175_000, { engineHp: 455 }],
  ['kenworth', 'semi-trucks', 'T680', 2013, null, 185_000, { engineHp: 455 }],
  ['john-deere', 'tractors', '8R 410', 2020, null, 560_000, { engineHp: 410 }],
  ['case', 'tractors', 'Magnum 340', 2014, null, 420_000, { engineHp: 340 }],
  ['john-deere', 'combines', 'S780', 2018, null, 720_000, { grainTankBu: 400, engineHp: 473 }],
  ['caterpillar', 'generators', 'XQ230', 2014, null, 110_000, { kw: 210 }],
  ['tigercat', 'skidders', '620H', 2016, null, 390_000, { netHp: 260, operatingWeightLb: 41_000 }],
  ['fontaine', 'flatbed-trailers', 'Revolution', 2008, null, 60_000, { lengthFt: 48 }],
  [
    'fontaine',
    'equipment-trailers',
    'Magnitude 55H',
    2010,
    null,
    120_000,
    { capacityTons: 55, lengthFt: 48 },
  ],
]

/** Insert the fixture models (and the Fontaine trailer make) when the taxonomy is absent. */
export async function insertModelFixture(database: Database): Promise<void> {
  const { db } = database
  await db
    .insert(makes)
    .values({ slug: 'fontaine', name: 'Fontaine', firstLetter: 'F', featured: false })
    .onConflictDoNothing()
  const makeIds = new Map((await db.select().from(makes)).map((m) => [m.slug, m.id]))
  const categoryIds = new Map((await db.select().from(categories)).map((c) => [c.slug, c.id]))
  // Two multi-row statements, not three per model (each costs a few milliseconds on PGlite).
  const rows = FIXTURE_MODELS.map(([make, category, name, from, to, priceUsd, specs]) => ({
    model: {
      makeId: makeIds.get(make)!,
      categoryId: categoryIds.get(category)!,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      yearFrom: from,
      yearTo: to,
      provenance: 'curated' as const,
      source: 'test fixture: public product lines',
    },
    priceUsd,
    specs,
  }))
  const inserted = await db
    .insert(models)
    .values(rows.map((r) => r.model))
    .onConflictDoNothing({ target: [models.makeId, models.categoryId, models.slug] })
    .returning({
      id: models.id,
      makeId: models.makeId,
      categoryId: models.categoryId,
      slug: models.slug,
    })
  const key = (m: { makeId: number; categoryId: number | null; slug: string }) =>
    `${m.makeId}/${m.categoryId}/${m.slug}`
  const byKey = new Map(rows.map((r) => [key(r.model), r]))
  if (inserted.length === 0) return
  await db.insert(specSheets).values(
    inserted.map(({ id, ...m }) => {
      const { priceUsd, specs } = byKey.get(key(m))!
      return {
        modelId: id,
        modelPriceCents: priceUsd * 100,
        operatingWeightLb: specs.operatingWeightLb ?? null,
        specs,
        aiGenerated: false,
      }
    }),
  )
}
