import { cfg, cls, type CategoryProfile } from './profile'

const INF = Number.POSITIVE_INFINITY

export const POWER_AG_FORESTRY_PROFILES: CategoryProfile[] = [
  {
    slug: 'generators',
    code: 'G',
    nameScale: 1,
    classes: [
      cls('Under 50 kW', 5, 50),
      cls('50-150 kW', 50, 150),
      cls('150-500 kW', 150, 500),
      cls('500 kW+', 500, 2_500),
    ],
    laws: {},
    subByPrimary: [
      [15, 'portable-generators'],
      [INF, 'towable-diesel-generators'],
    ],
    power: { kw: true },
    // A 20 kW towable (2,500 lb) and a 500 kW towable (20,000 lb).
    weightLaw: [
      [20, 2_500],
      [500, 20_000],
    ],
    configs: [
      cfg('Towable', 'towable-diesel-generators', [0, 1, 2]),
      cfg('Standby', 'standby-generators'),
      cfg('Portable', 'portable-generators', [0]),
      cfg('Natural Gas', 'gas-and-bi-fuel-generators', [1, 2, 3]),
      cfg('Bi-Fuel', 'gas-and-bi-fuel-generators', [2, 3]),
      cfg('Tier 4 Final', 'towable-diesel-generators', [1, 2, 3]),
      cfg('Sound Attenuated'),
      cfg('Prime Power', undefined, [2, 3]),
    ],
  },
  {
    slug: 'air-compressors',
    code: 'AC',
    nameScale: 1,
    classes: [
      cls('Under 200 cfm', 60, 200),
      cls('200-600 cfm', 200, 600),
      cls('600 cfm+', 600, 1_700),
    ],
    laws: {},
    defaultSub: 'towable-air-compressors',
    // Doosan P185 (185 cfm, 49 hp) and Sullair 1600H (1,600 cfm, 540 hp).
    power: {
      law: [
        [185, 49],
        [1_600, 540],
      ],
      loadFactor: 0.6,
    },
    weightLaw: [
      [185, 2_000],
      [1_600, 15_000],
    ],
    configs: [
      cfg('Towable', 'towable-air-compressors'),
      cfg('Portable', 'portable-air-compressors', [0]),
      cfg('Stationary', 'stationary-air-compressors'),
      cfg('High Pressure', undefined, [1, 2]),
      cfg('Aftercooled', undefined, [1, 2]),
      cfg('Tier 4 Final', undefined, [1, 2]),
      cfg('Generator Combo', undefined, [0, 1]),
      cfg('Skid Mount'),
    ],
  },
  {
    slug: 'light-towers',
    code: 'LT',
    nameScale: 1,
    classes: [cls('Under 25 ft', 15, 25), cls('25-30 ft', 25, 30), cls('30 ft+', 30, 40)],
    laws: {},
    defaultSub: 'diesel-light-towers',
    power: {
      law: [
        [25, 8],
        [30, 13],
      ],
      loadFactor: 0.6,
    },
    noFuelSubs: ['solar-light-towers', 'led-battery-light-towers'],
    weightLaw: [
      [25, 1_400],
      [30, 1_800],
    ],
    configs: [
      cfg('Metal Halide', 'diesel-light-towers'),
      cfg('LED', 'diesel-light-towers'),
      cfg('Solar', 'solar-light-towers'),
      cfg('Battery', 'led-battery-light-towers'),
      cfg('Hybrid', 'diesel-light-towers'),
      cfg('Vertical Mast', 'diesel-light-towers'),
      cfg('Hydraulic Mast', 'diesel-light-towers', [1, 2]),
      cfg('Manual Mast', 'diesel-light-towers', [0, 1]),
    ],
  },
  {
    slug: 'drills',
    code: 'D',
    nameScale: 1 / 1000,
    classes: [
      cls('Under 25,000 lb', 5_000, 25_000),
      cls('25,000-60,000 lb', 25_000, 60_000),
      cls('60,000-150,000 lb', 60_000, 150_000),
      cls('150,000 lb+', 150_000, 1_000_000),
    ],
    laws: {},
    defaultSub: 'horizontal-directional-drills',
    // Vermeer D20x22 S3 (20,000 lb pullback, 125 hp) and D100x140 S3 (100,000 lb, 350 hp).
    power: {
      law: [
        [20_000, 125],
        [100_000, 350],
      ],
      loadFactor: 0.5,
    },
    weightLaw: [
      [20_000, 20_000],
      [100_000, 62_000],
    ],
    configs: [
      cfg('HDD', 'horizontal-directional-drills'),
      cfg('Rock Drill', 'surface-rock-drills', [0, 1, 2]),
      cfg('Foundation', 'foundation-drills', [1, 2, 3]),
      cfg('Water Well', 'water-well-drills', [0, 1, 2]),
      cfg('Rod Loader', 'horizontal-directional-drills'),
      cfg('All Terrain', 'horizontal-directional-drills', [1, 2, 3]),
      cfg('Compact', 'horizontal-directional-drills', [0]),
      cfg('Tracked'),
    ],
  },
  {
    slug: 'crushers-screens',
    code: 'CS',
    nameScale: 1,
    classes: [
      cls('Under 200 t/h', 50, 200),
      cls('200-400 t/h', 200, 400),
      cls('400 t/h+', 400, 1_200),
    ],
    laws: {},
    power: {
      law: [
        [200, 300],
        [800, 600],
      ],
      loadFactor: 0.6,
    },
    weightLaw: [
      [200, 70_000],
      [800, 150_000],
    ],
    configs: [
      cfg('Jaw', 'jaw-crushers'),
      cfg('Cone', 'cone-crushers'),
      cfg('Impact', 'impact-crushers'),
      cfg('Screen', 'screening-plants'),
      cfg('Scalper', 'screening-plants'),
      cfg('Conveyor', 'conveyors-and-stackers', [0, 1]),
      cfg('Tracked'),
      cfg('Wheeled'),
    ],
  },
  {
    slug: 'tractors',
    code: 'T',
    nameScale: 1,
    classes: [
      cls('Compact (under 40 hp)', 20, 40),
      cls('Utility (40-100 hp)', 40, 100),
      cls('Row crop (100-300 hp)', 100, 300),
      cls('4WD & track (300 hp+)', 300, 700),
    ],
    laws: {},
    // John Deere 1025R (25 hp, about $20,000) and a 600 hp 4WD (about $650,000).
    priceLaw: [
      [25, 20_000],
      [600, 650_000],
    ],
    subByPrimary: [
      [40, 'compact-tractors-40-hp'],
      [100, 'utility-tractors-40-100-hp'],
      [300, 'row-crop-tractors-100-300-hp'],
      [INF, '4wd-and-track-tractors-300-hp'],
    ],
    power: { field: 'engineHp', loadFactor: 0.45 },
    // John Deere 5075E (75 hp, 6,000 lb) and 8R 410 (410 hp, 27,000 lb).
    weightLaw: [
      [75, 6_000],
      [410, 27_000],
    ],
    configs: [
      cfg('MFWD', undefined, [1, 2]),
      cfg('2WD', undefined, [0, 1, 2]),
      cfg('4WD', undefined, [0, 1, 3]),
      cfg('Track', undefined, [2, 3]),
      cfg('Cab'),
      cfg('ROPS', undefined, [0, 1]),
      cfg('PowerShift', undefined, [1, 2, 3]),
      cfg('CVT'),
    ],
  },
  {
    slug: 'combines',
    code: 'CB',
    nameScale: 1,
    classes: [cls('Under 300 bu', 150, 300), cls('300-400 bu', 300, 400), cls('400 bu+', 400, 500)],
    // Class 7 (300 bu, 360 hp, 33,000 lb) and class 9 (450 bu, 645 hp, 48,000 lb) combines.
    laws: {
      engineHp: [
        [300, 360],
        [450, 645],
      ],
    },
    defaultSub: 'combines',
    power: { field: 'engineHp', loadFactor: 0.6 },
    weightLaw: [
      [300, 33_000],
      [450, 48_000],
    ],
    configs: [
      cfg('Rotary'),
      cfg('Conventional', undefined, [0, 1]),
      cfg('Track', undefined, [1, 2]),
      cfg('Hillside', undefined, [0, 1]),
      cfg('Level Land'),
      cfg('Rice Special', undefined, [1, 2]),
      cfg('Duals'),
      cfg('Chopper'),
    ],
  },
  {
    slug: 'hay-forage',
    code: 'HF',
    nameScale: 10,
    classes: [cls('Under 10 ft', 5, 10), cls('10-16 ft', 10, 16), cls('16 ft+', 16, 45)],
    laws: {},
    // Only windrowers and forage harvesters carry an engine; balers and mowers are towed.
    power: {
      law: [
        [16, 200],
        [30, 800],
      ],
      loadFactor: 0.55,
    },
    noFuelSubs: ['round-balers', 'large-square-balers', 'mower-conditioners'],
    weightLaw: [
      [8, 5_000],
      [30, 30_000],
    ],
    configs: [
      cfg('Round Baler', 'round-balers', [0]),
      cfg('Large Square Baler', 'large-square-balers', [0]),
      cfg('Windrower', 'windrowers', [1, 2]),
      cfg('Mower Conditioner', 'mower-conditioners', [0, 1]),
      cfg('Forage Harvester', 'forage-harvesters', [1, 2]),
      cfg('Net Wrap', 'round-balers', [0]),
      cfg('Pre-Cutter', 'large-square-balers', [0]),
      cfg('Disc Header', 'windrowers', [1, 2]),
    ],
  },
  {
    slug: 'feller-bunchers',
    code: 'FX',
    nameScale: 1,
    classes: [cls('Under 230 hp', 150, 230), cls('230-300 hp', 230, 300), cls('300 hp+', 300, 420)],
    // Tigercat 724G (200 hp, 40,000 lb) and a 300 hp tracked buncher (62,000 lb).
    laws: {
      operatingWeightLb: [
        [200, 40_000],
        [300, 62_000],
      ],
    },
    defaultSub: 'tracked-feller-bunchers',
    power: { field: 'netHp', loadFactor: 0.6 },
    configs: [
      cfg('Tracked', 'tracked-feller-bunchers'),
      cfg('Wheeled', 'wheeled-feller-bunchers', [0, 1]),
      cfg('Leveling', 'leveling-feller-bunchers', [1, 2]),
      cfg('Zero Tail Swing', 'tracked-feller-bunchers'),
      cfg('Hot Saw'),
      cfg('Shear Head', undefined, [0, 1]),
      cfg('Disc Saw'),
      cfg('Tilting Cab', undefined, [1, 2]),
    ],
  },
  {
    slug: 'skidders',
    code: 'SD',
    nameScale: 1,
    classes: [cls('Under 200 hp', 120, 200), cls('200-260 hp', 200, 260), cls('260 hp+', 260, 350)],
    // John Deere 640L (180 hp, 30,000 lb) and Tigercat 635H (280 hp, 45,000 lb).
    laws: {
      operatingWeightLb: [
        [180, 30_000],
        [280, 45_000],
      ],
    },
    defaultSub: 'grapple-skidders',
    power: { field: 'netHp', loadFactor: 0.55 },
    configs: [
      cfg('Grapple', 'grapple-skidders'),
      cfg('Cable', 'cable-skidders', [0, 1]),
      cfg('Forwarder', 'forwarders', [0, 1]),
      cfg('Mulcher', 'forestry-mulchers'),
      cfg('Dual Arch', 'grapple-skidders', [1, 2]),
      cfg('Swing Grapple', 'grapple-skidders', [1, 2]),
      cfg('6-Wheel', undefined, [1, 2]),
      cfg('Winch'),
    ],
  },
]
