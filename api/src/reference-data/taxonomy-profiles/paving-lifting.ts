import { cfg, cls, type CategoryProfile } from './profile'

const INF = Number.POSITIVE_INFINITY

export const PAVING_LIFTING_PROFILES: CategoryProfile[] = [
  {
    slug: 'compactors',
    code: 'CR',
    nameScale: 1,
    classes: [cls('Up to 48 in', 20, 48), cls('54-66 in', 48, 70), cls('84 in', 70, 90)],
    // Cat CB2.7 (47 in, 6,000 lb, 33 hp) and Cat CS54B (84 in, 26,000 lb, 150 hp).
    laws: {
      operatingWeightLb: [
        [47, 6_000],
        [84, 26_000],
      ],
      netHp: [
        [47, 33],
        [84, 150],
      ],
    },
    defaultSub: 'single-drum-smooth-rollers',
    power: { field: 'netHp', loadFactor: 0.5 },
    configs: [
      cfg('Smooth Drum', 'single-drum-smooth-rollers', [1, 2]),
      cfg('Padfoot', 'single-drum-padfoot-rollers', [1, 2]),
      cfg('Double Drum', 'double-drum-asphalt-rollers'),
      cfg('Oscillatory', 'double-drum-asphalt-rollers', [1, 2]),
      cfg('Pneumatic', 'pneumatic-rollers', [1, 2]),
      cfg('Combi', 'double-drum-asphalt-rollers', [0]),
      cfg('Landfill', 'landfill-and-soil-compactors', [2]),
      cfg('Trench Roller', undefined, [0]),
    ],
  },
  {
    slug: 'pavers',
    code: 'PV',
    nameScale: 10,
    classes: [
      cls('Commercial (up to 14 ft)', 8, 14),
      cls('Highway class (14-26 ft)', 14, 26),
      cls('Large (26 ft+)', 26, 40),
    ],
    // Cat AP300 (13 ft max, 74 hp, 14,000 lb) and Cat AP1055 (30 ft, 250 hp, 46,000 lb).
    laws: {
      netHp: [
        [13, 74],
        [30, 250],
      ],
      operatingWeightLb: [
        [13, 14_000],
        [30, 46_000],
      ],
    },
    defaultSub: 'track-pavers',
    power: { field: 'netHp', loadFactor: 0.5 },
    configs: [
      cfg('Tracked', 'track-pavers', [1, 2]),
      cfg('Wheeled', 'wheel-pavers', [1, 2]),
      cfg('Commercial', 'commercial-pavers', [0]),
      cfg('Material Transfer', 'material-transfer-vehicles', [2]),
      cfg('Extended Screed', undefined, [1, 2]),
      cfg('Tamper Bar Screed'),
      cfg('Vibratory Screed'),
      cfg('Rubber Track', 'track-pavers', [0, 1]),
    ],
  },
  {
    slug: 'cold-planers',
    code: 'CP',
    nameScale: 1,
    classes: [
      cls('Small (under 1 m)', 12, 40),
      cls('Half-lane (1-1.5 m)', 40, 60),
      cls('Full-lane (2 m+)', 60, 150),
    ],
    // Wirtgen W 50 Ri (20 in, 74 hp, 15,000 lb) and Wirtgen W 210 Fi (79 in, 760 hp, 77,000 lb).
    laws: {
      netHp: [
        [20, 74],
        [79, 760],
      ],
      operatingWeightLb: [
        [20, 15_000],
        [79, 77_000],
      ],
    },
    subByPrimary: [
      [40, 'small-cold-planers-1-m'],
      [60, 'half-lane-cold-planers'],
      [INF, 'full-lane-cold-planers'],
    ],
    power: { field: 'netHp', loadFactor: 0.6 },
    configs: [
      cfg('Wheeled', undefined, [0, 1]),
      cfg('Tracked', undefined, [1, 2]),
      cfg('Front Loading'),
      cfg('Rear Loading', undefined, [0]),
      cfg('Fine Milling'),
      cfg('Rotor Change System', undefined, [1, 2]),
      cfg('Eco Mode'),
      cfg('Leveling Package'),
    ],
  },
  {
    slug: 'road-reclaimers',
    code: 'RR',
    nameScale: 1,
    classes: [cls('Up to 90 in', 60, 90), cls('90 in+', 90, 110)],
    // Cat RM300 (96 in, 402 hp) and Wirtgen WR 250 (94 in, 700 hp); weight 44,000-66,000 lb.
    laws: {
      netHp: [
        [80, 350],
        [100, 700],
      ],
      operatingWeightLb: [
        [80, 44_000],
        [100, 66_000],
      ],
    },
    defaultSub: 'reclaimers',
    power: { field: 'netHp', loadFactor: 0.6 },
    configs: [
      cfg('Reclaimer', 'reclaimers'),
      cfg('Soil Stabilizer', 'soil-stabilizers'),
      cfg('Rear Rotor'),
      cfg('Mid Rotor'),
      cfg('Spray System'),
      cfg('All-Wheel Drive'),
      cfg('Crab Steer'),
      cfg('Cab'),
    ],
  },
  {
    slug: 'telehandlers',
    code: 'TH',
    nameScale: 1 / 100,
    classes: [
      cls('Compact (under 6,000 lb)', 4_000, 6_000),
      cls('Standard (6,000-10,000 lb)', 6_000, 10_000),
      cls('High capacity (10,000 lb+)', 10_000, 22_000),
    ],
    // Genie GTH-644 (6,000 lb, 42 ft, 74 hp) and JLG 1255 (12,000 lb, 55 ft, 130 hp).
    laws: {
      maxLiftHeightFt: [
        [6_000, 42],
        [12_000, 55],
      ],
      netHp: [
        [6_000, 74],
        [12_000, 130],
      ],
    },
    subByPrimary: [
      [6_000, 'compact-telehandlers'],
      [10_000, 'standard-telehandlers'],
      [INF, 'high-capacity-telehandlers'],
    ],
    power: { field: 'netHp', loadFactor: 0.4 },
    weightLaw: [
      [6_000, 15_000],
      [12_000, 30_000],
    ],
    configs: [
      cfg('Standard'),
      cfg('Rotating', 'rotating-telehandlers', [1, 2]),
      cfg('High Reach', undefined, [1, 2]),
      cfg('Frame Leveling'),
      cfg('Stabilizers', undefined, [1, 2]),
      cfg('Enclosed Cab'),
      cfg('Open ROPS'),
      cfg('Ag Spec', undefined, [0, 1]),
    ],
  },
  {
    slug: 'forklifts',
    code: 'FL',
    nameScale: 1 / 100,
    classes: [
      cls('Up to 5,000 lb', 3_000, 5_000),
      cls('5,000-10,000 lb', 5_000, 10_000),
      cls('10,000-20,000 lb', 10_000, 20_000),
      cls('20,000 lb+', 20_000, 60_000),
    ],
    // Typical IC forklifts: 3,000 lb at 15 ft and 20,000 lb at 20 ft.
    laws: {
      maxLiftHeightFt: [
        [3_000, 15],
        [20_000, 20],
      ],
    },
    defaultSub: 'ic-pneumatic-tire-forklifts',
    power: {
      law: [
        [5_000, 50],
        [15_000, 110],
      ],
      loadFactor: 0.35,
    },
    noFuelSubs: ['electric-warehouse-forklifts', 'reach-trucks-and-order-pickers'],
    weightLaw: [
      [5_000, 8_800],
      [15_000, 22_000],
    ],
    configs: [
      cfg('Electric', 'electric-warehouse-forklifts', [0, 1]),
      cfg('LP Cushion', 'ic-cushion-tire-forklifts', [0, 1]),
      cfg('Diesel Pneumatic', 'ic-pneumatic-tire-forklifts'),
      cfg('Rough Terrain', 'rough-terrain-forklifts', [1, 2]),
      cfg('Reach Truck', 'reach-trucks-and-order-pickers', [0]),
      cfg('Dual Fuel', 'ic-pneumatic-tire-forklifts', [0, 1, 2]),
      cfg('Container Handler', undefined, [3]),
      cfg('Side Shift'),
    ],
  },
  {
    slug: 'lifts',
    code: 'AL',
    nameScale: 1,
    classes: [
      cls('Under 20 ft', 10, 20),
      cls('20-40 ft', 20, 40),
      cls('40-60 ft', 40, 60),
      cls('60-85 ft', 60, 85),
      cls('85 ft+', 85, 190),
    ],
    laws: {},
    subByPrimary: [
      [33, 'electric-scissor-lifts'],
      [INF, 'telescopic-boom-lifts'],
    ],
    // Boom lifts run 49-74 hp diesels; scissors and mast lifts run on batteries.
    power: {
      law: [
        [40, 49],
        [125, 74],
      ],
      loadFactor: 0.3,
    },
    noFuelSubs: ['electric-scissor-lifts', 'vertical-mast-lifts'],
    // Genie GS-1930 (19 ft, 2,600 lb, about $17,000 new) and Genie S-125 (125 ft, 45,000 lb,
    // about $260,000 new).
    weightLaw: [
      [19, 2_600],
      [125, 45_000],
    ],
    priceLaw: [
      [19, 17_000],
      [125, 260_000],
    ],
    configs: [
      cfg('Articulating', 'articulating-boom-lifts', [1, 2, 3, 4]),
      cfg('Telescopic', 'telescopic-boom-lifts', [2, 3, 4]),
      cfg('Electric Scissor', 'electric-scissor-lifts', [0, 1, 2]),
      cfg('RT Scissor', 'rough-terrain-scissor-lifts', [1, 2]),
      cfg('Towable', 'towable-boom-lifts', [1, 2]),
      cfg('Vertical Mast', 'vertical-mast-lifts', [0, 1]),
      cfg('Hybrid', 'articulating-boom-lifts', [1, 2, 3]),
      cfg('Jib', 'telescopic-boom-lifts', [2, 3, 4]),
    ],
  },
  {
    slug: 'cranes',
    code: 'CN',
    nameScale: 1,
    classes: [
      cls('Under 30 t', 5, 30),
      cls('30-60 t', 30, 60),
      cls('60-130 t', 60, 130),
      cls('130-300 t', 130, 300),
      cls('300 t+', 300, 1_400),
    ],
    laws: {},
    // Grove RT530E (30 t, 173 hp, 58,000 lb) and a 300 t crawler (600 hp, 500,000 lb).
    power: {
      law: [
        [30, 173],
        [300, 600],
      ],
      loadFactor: 0.35,
    },
    weightLaw: [
      [30, 58_000],
      [300, 500_000],
    ],
    defaultSub: 'rough-terrain-cranes',
    configs: [
      cfg('Rough Terrain', 'rough-terrain-cranes', [0, 1, 2]),
      cfg('All Terrain', 'all-terrain-cranes', [1, 2, 3, 4]),
      cfg('Truck Mounted', 'truck-mounted-cranes', [0, 1, 2]),
      cfg('Crawler', 'crawler-cranes', [1, 2, 3, 4]),
      cfg('Carry Deck', 'carry-deck-cranes', [0]),
      cfg('Knuckle Boom', 'knuckle-boom-cranes', [0]),
      cfg('Telescopic Crawler', 'crawler-cranes', [1, 2]),
      cfg('City', 'all-terrain-cranes', [1]),
    ],
  },
  {
    slug: 'material-handlers',
    code: 'MH',
    nameScale: 1 / 2200,
    classes: [
      cls('Under 60,000 lb', 35_000, 60_000),
      cls('60,000-100,000 lb', 60_000, 100_000),
      cls('100,000 lb+', 100_000, 300_000),
    ],
    // Liebherr LH 22 (50,000 lb, 32 ft, 160 hp) and LH 60 (130,000 lb, 56 ft, 320 hp).
    laws: {
      maxReachFt: [
        [50_000, 32],
        [130_000, 56],
      ],
      netHp: [
        [50_000, 160],
        [130_000, 320],
      ],
    },
    defaultSub: 'wheeled-material-handlers',
    power: { field: 'netHp', loadFactor: 0.5 },
    configs: [
      cfg('Wheeled', 'wheeled-material-handlers'),
      cfg('Crawler', 'crawler-material-handlers'),
      cfg('Scrap Handler', 'scrap-handlers'),
      cfg('Log Loader', 'log-loaders'),
      cfg('Elevating Cab'),
      cfg('Electric'),
      cfg('Pedestal', undefined, [1, 2]),
      cfg('Rail', undefined, [0, 1]),
    ],
  },
]
