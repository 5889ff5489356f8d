import { cfg, cls, type CategoryProfile } from './profile'

const INF = Number.POSITIVE_INFINITY

export const TRUCK_TRAILER_PROFILES: CategoryProfile[] = [
  {
    slug: 'dump-trucks',
    code: 'DT',
    nameScale: 1 / 1000,
    classes: [
      cls('Class 6-7', 19_501, 33_001),
      cls('Class 8', 33_001, 70_000),
      cls('Class 8 heavy', 70_000, 92_000),
    ],
    // Single-axle Class 7 (33,000 lb, 300 hp, 6 yd3) and tri-axle Class 8 (80,000 lb, 505 hp).
    laws: {
      engineHp: [
        [33_000, 300],
        [80_000, 505],
      ],
      bodyCapacityYd3: [
        [33_000, 6],
        [66_000, 15],
      ],
    },
    subByPrimary: [
      [40_000, 'single-axle'],
      [70_000, 'tandem-axle'],
      [82_000, 'tri-axle'],
      [INF, 'quad-axle'],
    ],
    power: { field: 'engineHp', loadFactor: 0.35 },
    weightLaw: [
      [33_000, 15_000],
      [80_000, 33_000],
    ],
    configs: [
      cfg('Single Axle', 'single-axle', [0, 1]),
      cfg('Tandem Axle', 'tandem-axle', [1, 2]),
      cfg('Tri-Axle', 'tri-axle', [2]),
      cfg('Quad Axle', 'quad-axle', [2]),
      cfg('Super Dump', 'super-dump', [2]),
      cfg('Transfer', 'transfer-and-side-dump-trucks', [2]),
      cfg('Side Dump', 'transfer-and-side-dump-trucks', [1, 2]),
      cfg('Steel Body'),
    ],
  },
  {
    slug: 'haul-trucks',
    code: 'HT',
    nameScale: 1,
    classes: [cls('40-100 t', 35, 100), cls('100-200 t', 100, 200), cls('200 t+', 200, 450)],
    // Cat 773G (60 t, 758 hp, 100,000 lb empty) and Cat 797F (400 t, 4,000 hp, 560,000 lb).
    laws: {
      netHp: [
        [60, 740],
        [400, 4_000],
      ],
    },
    subByPrimary: [
      [100, 'quarry-trucks-40-100-t'],
      [INF, 'mining-trucks-100-t'],
    ],
    power: { field: 'netHp', loadFactor: 0.5 },
    weightLaw: [
      [60, 100_000],
      [400, 560_000],
    ],
    configs: [
      cfg('Mechanical Drive'),
      cfg('Electric Drive', undefined, [1, 2]),
      cfg('Trolley Assist', undefined, [2]),
      cfg('Autonomous Ready', undefined, [1, 2]),
      cfg('Coal Body', undefined, [1, 2]),
      cfg('Rock Body'),
      cfg('Dual Slope Body'),
      cfg('Quarry Body', undefined, [0]),
    ],
  },
  {
    slug: 'off-highway-trucks',
    code: 'OH',
    nameScale: 1,
    classes: [cls('Under 50 t', 20, 50), cls('50-100 t', 50, 100), cls('100 t+', 100, 250)],
    // Water trucks on a Cat 773 (60 t, 740 hp, 10,000 gal) and a Cat 777 (100 t, 1,000 hp, 20,000 gal).
    laws: {
      netHp: [
        [60, 740],
        [100, 1_000],
      ],
      tankCapacityGal: [
        [60, 10_000],
        [100, 20_000],
      ],
    },
    defaultSub: 'off-highway-water-trucks',
    power: { field: 'netHp', loadFactor: 0.45 },
    weightLaw: [
      [60, 100_000],
      [100, 150_000],
    ],
    configs: [
      cfg('Water Truck', 'off-highway-water-trucks'),
      cfg('Tractor', 'off-highway-tractors'),
      cfg('Fuel & Lube', 'off-highway-fuel-and-lube-trucks'),
      cfg('Service', 'off-highway-fuel-and-lube-trucks'),
      cfg('Tire Handler', 'off-highway-tractors'),
      cfg('Spray Bar', 'off-highway-water-trucks'),
      cfg('Fire Suppression', 'off-highway-water-trucks'),
      cfg('Tow Tractor', 'off-highway-tractors'),
    ],
  },
  {
    slug: 'service-trucks',
    code: 'ST',
    nameScale: 1 / 1000,
    classes: [
      cls('Class 3-5', 10_001, 19_501),
      cls('Class 6-7', 19_501, 33_001),
      cls('Class 8', 33_001, 70_000),
    ],
    // Ford F-550 mechanics truck (19,500 lb, 330 hp) and a Class 8 lube truck (52,000 lb, 450 hp).
    laws: {
      engineHp: [
        [14_000, 300],
        [52_000, 450],
      ],
    },
    defaultSub: 'mechanic-service-trucks',
    power: { field: 'engineHp', loadFactor: 0.3 },
    weightLaw: [
      [14_000, 7_500],
      [52_000, 20_000],
    ],
    configs: [
      cfg('Mechanic Body', 'mechanic-service-trucks'),
      cfg('Fuel & Lube', 'fuel-and-lube-trucks', [1, 2]),
      cfg('Crane Body', 'crane-service-trucks'),
      cfg('Flatbed', 'flatbed-and-stake-trucks'),
      cfg('Stake Bed', 'flatbed-and-stake-trucks', [0, 1]),
      cfg('Utility Body', 'mechanic-service-trucks', [0, 1]),
      cfg('4x4', undefined, [0, 1]),
      cfg('Crew Cab', undefined, [0, 1]),
    ],
  },
  {
    slug: 'specialty-trucks',
    code: 'SP',
    nameScale: 1 / 1000,
    classes: [
      cls('Class 6-7', 19_501, 33_001),
      cls('Class 8', 33_001, 70_000),
      cls('Class 8 heavy', 70_000, 90_000),
    ],
    // Class 7 sweeper chassis (33,000 lb, 300 hp) and a mixer chassis (80,000 lb, 455 hp).
    laws: {
      engineHp: [
        [33_000, 300],
        [80_000, 455],
      ],
    },
    power: { field: 'engineHp', loadFactor: 0.35 },
    weightLaw: [
      [33_000, 15_000],
      [80_000, 32_000],
    ],
    configs: [
      cfg('Vacuum', 'vacuum-trucks', [1, 2]),
      cfg('Hydro Excavator', 'vacuum-trucks', [1, 2]),
      cfg('Roll-Off', 'roll-off-trucks', [1, 2]),
      cfg('Concrete Mixer', 'concrete-mixer-trucks', [1, 2]),
      cfg('Street Sweeper', 'street-sweepers', [0, 1]),
      cfg('Rear Loader', 'refuse-trucks', [1, 2]),
      cfg('Side Loader', 'refuse-trucks', [1]),
      cfg('Front Loader', 'refuse-trucks', [1, 2]),
    ],
  },
  {
    slug: 'tank-trailer-trucks',
    code: 'TK',
    nameScale: 1 / 100,
    classes: [
      cls('Up to 2,500 gal', 1_000, 2_500),
      cls('2,500-4,500 gal', 2_500, 4_500),
      cls('4,500 gal+', 4_500, 11_000),
    ],
    // A 2,000 gal water truck (33,000 lb GVWR) and a 9,000 gal tank trailer (80,000 lb GVWR).
    laws: {
      gvwrLb: [
        [2_000, 33_000],
        [9_000, 80_000],
      ],
    },
    defaultSub: 'water-tank-trucks',
    power: {
      law: [
        [2_000, 300],
        [4_000, 450],
      ],
      loadFactor: 0.35,
    },
    noFuelSubs: ['tank-trailers', 'vacuum-tank-trailers'],
    weightLaw: [
      [2_000, 14_000],
      [9_000, 14_000],
    ],
    configs: [
      cfg('Water Truck', 'water-tank-trucks', [0, 1]),
      cfg('Fuel Truck', 'fuel-tank-trucks', [0, 1]),
      cfg('Tank Trailer', 'tank-trailers', [2]),
      cfg('Vacuum Trailer', 'vacuum-tank-trailers', [1, 2]),
      cfg('Stainless', 'tank-trailers', [2]),
      cfg('Aluminum', 'fuel-tank-trucks', [0, 1]),
      cfg('Spray Bar', 'water-tank-trucks', [0, 1]),
      cfg('Crude Oil', 'tank-trailers', [2]),
    ],
  },
  {
    slug: 'bucket-trucks',
    code: 'BT',
    nameScale: 1,
    classes: [cls('Under 40 ft', 25, 40), cls('40-60 ft', 40, 60), cls('60 ft+', 60, 130)],
    // A 40 ft bucket on a Class 5 (19,500 lb) and a 60 ft unit on a Class 7 chassis (37,000 lb).
    laws: {
      gvwrLb: [
        [40, 19_500],
        [60, 37_000],
      ],
    },
    defaultSub: 'bucket-trucks',
    power: {
      law: [
        [40, 300],
        [60, 330],
      ],
      loadFactor: 0.3,
    },
    weightLaw: [
      [40, 14_000],
      [60, 26_000],
    ],
    configs: [
      cfg('Bucket', 'bucket-trucks'),
      cfg('Digger Derrick', 'digger-derricks', [1, 2]),
      cfg('Material Handling', 'bucket-trucks', [1, 2]),
      cfg('Insulated', 'bucket-trucks'),
      cfg('Non-Insulated', 'bucket-trucks'),
      cfg('Aerial Device', 'aerial-device-trucks'),
      cfg('Over Center', 'bucket-trucks', [1, 2]),
      cfg('Telescopic', 'aerial-device-trucks', [0, 1]),
    ],
  },
  {
    slug: 'semi-trucks',
    code: 'SM',
    nameScale: 1,
    classes: [cls('Under 400 hp', 300, 400), cls('400-500 hp', 400, 500), cls('500 hp+', 500, 620)],
    laws: {},
    defaultSub: 'sleeper-trucks',
    power: { field: 'engineHp', loadFactor: 0.37 },
    weightLaw: [
      [400, 18_000],
      [600, 21_000],
    ],
    configs: [
      cfg('Sleeper', 'sleeper-trucks', [1, 2]),
      cfg('Day Cab', 'day-cab-trucks'),
      cfg('Heavy Haul', 'heavy-haul-trucks', [2]),
      cfg('Raised Roof', 'sleeper-trucks', [1, 2]),
      cfg('Mid Roof', 'sleeper-trucks', [1, 2]),
      cfg('Flat Top', 'sleeper-trucks'),
      cfg('6x4'),
      cfg('4x2', 'day-cab-trucks', [0, 1]),
    ],
  },
  {
    slug: 'dump-trailers',
    code: 'DR',
    nameScale: 1,
    classes: [cls('Under 20 yd³', 8, 20), cls('20-30 yd³', 20, 30), cls('30 yd³+', 30, 50)],
    // A 16 yd3 end dump (28 ft) and a 25 yd3 end dump (39 ft).
    laws: {
      lengthFt: [
        [16, 28],
        [25, 39],
      ],
    },
    defaultSub: 'end-dump-trailers',
    power: null,
    weightLaw: [
      [20, 9_000],
      [30, 12_000],
    ],
    configs: [
      cfg('End Dump', 'end-dump-trailers'),
      cfg('Belly Dump', 'belly-dump-trailers', [1, 2]),
      cfg('Side Dump', 'side-dump-trailers', [1, 2]),
      cfg('Gooseneck', 'gooseneck-dump-trailers', [0]),
    ],
  },
  {
    slug: 'flatbed-trailers',
    code: 'FB',
    nameScale: 1,
    classes: [cls('Under 40 ft', 20, 40), cls('40-48 ft', 40, 48), cls('48-53 ft', 48, 54)],
    laws: {},
    defaultSub: 'flatbed-trailers',
    power: null,
    weightLaw: [
      [48, 10_000],
      [53, 11_000],
    ],
    configs: [
      cfg('Flatbed', 'flatbed-trailers'),
      cfg('Step Deck', 'step-deck-trailers'),
      cfg('Double Drop', 'double-drop-trailers', [1, 2]),
    ],
  },
  {
    slug: 'log-trailers',
    code: 'LG',
    nameScale: 1,
    classes: [cls('Under 40 ft', 20, 40), cls('40 ft+', 40, 55)],
    laws: {},
    defaultSub: 'tri-axle-log-trailers',
    power: null,
    weightLaw: [
      [40, 9_000],
      [50, 11_000],
    ],
    configs: [cfg('Tri-Axle', 'tri-axle-log-trailers'), cfg('Pole', 'pole-trailers')],
  },
  {
    slug: 'equipment-trailers',
    code: 'EQ',
    nameScale: 1,
    classes: [
      cls('Up to 20 t', 5, 20),
      cls('20-40 t', 20, 40),
      cls('40-60 t', 40, 60),
      cls('60 t+', 60, 120),
    ],
    // A 10 t tag-along (20 ft deck) and a 55 t lowboy (48 ft overall).
    laws: {
      lengthFt: [
        [10, 20],
        [55, 48],
      ],
    },
    defaultSub: 'lowboy-rgn-trailers',
    power: null,
    weightLaw: [
      [20, 9_000],
      [55, 21_000],
    ],
    configs: [
      cfg('RGN', 'lowboy-rgn-trailers', [2, 3]),
      cfg('Tilt Deck', 'tilt-deck-trailers', [0, 1]),
      cfg('Tag-Along', 'tag-along-equipment-trailers', [0, 1]),
      cfg('Traveling Axle', 'traveling-axle-trailers', [1, 2]),
    ],
  },
]
