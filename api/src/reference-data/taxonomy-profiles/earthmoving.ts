import { cfg, cls, type CategoryProfile } from './profile'

const INF = Number.POSITIVE_INFINITY

export const EARTHMOVING_PROFILES: CategoryProfile[] = [
  {
    slug: 'excavators',
    code: 'EX',
    nameScale: 1 / 220,
    classes: [
      cls('10-19 t', 22_000, 42_000),
      cls('19-32 t', 42_000, 70_000),
      cls('32-55 t', 70_000, 121_000),
      cls('55-100 t', 121_000, 220_000),
      cls('100 t+', 220_000, 450_000),
    ],
    // Cat 313 (29,800 lb, 99 hp, 0.75 yd3, 19.6 ft) and Cat 390F (198,000 lb, 524 hp, 6 yd3).
    laws: {
      netHp: [
        [29_800, 99],
        [198_000, 524],
      ],
      bucketCapacityYd3: [
        [29_800, 0.75],
        [198_000, 6],
      ],
      maxDigDepthFt: [
        [29_800, 19.6],
        [198_000, 36],
      ],
      maxReachFt: [
        [29_800, 28.3],
        [198_000, 48.5],
      ],
    },
    defaultSub: 'crawler-excavators',
    power: { field: 'netHp', loadFactor: 0.5 },
    configs: [
      cfg('Standard'),
      cfg('Long Undercarriage'),
      cfg('Long Reach', 'long-reach-excavators', [1, 2, 3]),
      cfg('Demolition', 'demolition-excavators', [1, 2, 3]),
      cfg('Wheeled', 'wheeled-excavators', [0, 1]),
      cfg('Short Radius', undefined, [0, 1, 2]),
      cfg('Hybrid', undefined, [1, 2, 3]),
      cfg('Amphibious', 'amphibious-excavators', [1, 2]),
    ],
  },
  {
    slug: 'mini-excavators',
    code: 'ME',
    nameScale: 1 / 220,
    classes: [
      cls('Under 2 t', 1_500, 4_400),
      cls('2-4 t', 4_400, 8_800),
      cls('4-6 t', 8_800, 13_200),
      cls('6-10 t', 13_200, 22_000),
    ],
    // Cat 301.7 (3,858 lb, 21.5 hp, 7.6 ft) and Cat 308 CR (18,000 lb, 70 hp, 15.2 ft).
    laws: {
      netHp: [
        [3_858, 21.5],
        [18_000, 70],
      ],
      maxDigDepthFt: [
        [3_858, 7.6],
        [18_000, 15.2],
      ],
    },
    // Kubota K008 class (2,000 lb, about $25,000) and Cat 309 class (20,000 lb, about $150,000).
    priceLaw: [
      [2_000, 25_000],
      [20_000, 150_000],
    ],
    subByPrimary: [
      [4_409, 'under-2-t'],
      [8_818, '2-4-t'],
      [13_228, '4-6-t'],
      [INF, '6-10-t-midi'],
    ],
    power: { field: 'netHp', loadFactor: 0.45 },
    configs: [
      cfg('Standard'),
      cfg('Zero Tail Swing', 'zero-tail-swing'),
      cfg('Long Arm'),
      cfg('Cab'),
      cfg('Canopy'),
      cfg('Angle Blade'),
      cfg('Electric', undefined, [0, 1]),
      cfg('Tiltrotator', undefined, [2, 3]),
    ],
  },
  {
    slug: 'wheel-loaders',
    code: 'WL',
    nameScale: 1 / 220,
    classes: [
      cls('Compact (8-20k lb)', 8_000, 20_000),
      cls('Small (20-40k lb)', 20_000, 40_000),
      cls('Mid-size (40-80k lb)', 40_000, 80_000),
      cls('Large (80k lb+)', 80_000, 230_000),
    ],
    // Cat 906 (12,000 lb, 74 hp, 1.2 yd3) and Cat 988K (110,000 lb, 541 hp, 8 yd3).
    laws: {
      netHp: [
        [12_000, 74],
        [110_000, 541],
      ],
      bucketCapacityYd3: [
        [12_000, 1.2],
        [110_000, 8],
      ],
    },
    // Compact loaders sell far below the category's low end: Kubota R530 (10,000 lb, about
    // $75,000) and Cat 988K (110,000 lb, about $1.2M).
    priceLaw: [
      [10_000, 75_000],
      [110_000, 1_200_000],
    ],
    subByPrimary: [
      [20_000, 'compact-wheel-loaders'],
      [40_000, 'small-wheel-loaders'],
      [80_000, 'mid-size-wheel-loaders'],
      [INF, 'large-wheel-loaders'],
    ],
    power: { field: 'netHp', loadFactor: 0.5 },
    configs: [
      cfg('Standard'),
      cfg('High Lift'),
      cfg('Tool Carrier', 'integrated-tool-carriers', [1, 2]),
      cfg('Aggregate Handler', undefined, [2, 3]),
      cfg('Waste Handler', undefined, [1, 2, 3]),
      cfg('Forestry', undefined, [2, 3]),
      cfg('Parallel Lift', undefined, [0, 1]),
      cfg('Snow Package', undefined, [0, 1, 2]),
    ],
  },
  {
    slug: 'skid-steer-loaders',
    code: 'SL',
    nameScale: 1 / 10,
    classes: [
      cls('Small frame', 700, 1_750),
      cls('Medium frame', 1_750, 2_200),
      cls('Large frame', 2_200, 3_700),
    ],
    // Bobcat S450 (1,300 lb ROC, 49 hp, 5,860 lb) and S770 (3,350 lb ROC, 92 hp, 8,440 lb).
    laws: {
      netHp: [
        [1_300, 49],
        [3_350, 92],
      ],
      operatingWeightLb: [
        [1_300, 5_860],
        [3_350, 8_440],
      ],
    },
    subByPrimary: [
      [1_750, 'small-frame'],
      [2_200, 'medium-frame'],
      [INF, 'large-frame'],
    ],
    power: { field: 'netHp', loadFactor: 0.5 },
    configs: [
      cfg('Radial Lift', 'radial-lift'),
      cfg('Vertical Lift', 'vertical-lift'),
      cfg('High Flow', undefined, [1, 2]),
      cfg('Two-Speed'),
      cfg('Enclosed Cab'),
      cfg('Open ROPS'),
      cfg('Joystick Controls'),
      cfg('Forestry Package', undefined, [2]),
    ],
  },
  {
    slug: 'compact-track-loaders',
    code: 'TL',
    nameScale: 1 / 10,
    classes: [
      cls('Small frame', 1_000, 2_000),
      cls('Medium frame', 2_000, 2_900),
      cls('Large frame', 2_900, 4_500),
    ],
    // Bobcat T450 (1,490 lb ROC, 61 hp, 6,400 lb) and T870 (3,475 lb ROC, 100 hp, 10,500 lb).
    laws: {
      netHp: [
        [1_490, 61],
        [3_475, 100],
      ],
      operatingWeightLb: [
        [1_490, 6_400],
        [3_475, 10_500],
      ],
    },
    subByPrimary: [
      [2_000, 'small-frame'],
      [2_900, 'medium-frame'],
      [INF, 'large-frame'],
    ],
    power: { field: 'netHp', loadFactor: 0.5 },
    configs: [
      cfg('Radial Lift', 'radial-lift'),
      cfg('Vertical Lift', 'vertical-lift'),
      cfg('High Flow', undefined, [1, 2]),
      cfg('Two-Speed'),
      cfg('Enclosed Cab'),
      cfg('Wide Track'),
      cfg('Joystick Controls'),
      cfg('Forestry Package', undefined, [2]),
    ],
  },
  {
    slug: 'backhoe-loaders',
    code: 'BH',
    nameScale: 10,
    classes: [
      cls('14-15.5 ft dig', 13, 15.5),
      cls('15.5-17.5 ft dig', 15.5, 17.5),
      cls('17.5 ft+ dig', 17.5, 20),
    ],
    // John Deere 310L (14.3 ft, 93 hp, 15,600 lb) and Cat 450 (17 ft, 130 hp, 24,000 lb).
    laws: {
      netHp: [
        [14.3, 93],
        [17, 130],
      ],
      operatingWeightLb: [
        [14.3, 15_600],
        [17, 24_000],
      ],
    },
    defaultSub: 'standard-backhoes',
    power: { field: 'netHp', loadFactor: 0.4 },
    configs: [
      cfg('2WD', 'standard-backhoes', [0, 1]),
      cfg('4WD', '4wd-backhoes'),
      cfg('Extendahoe', 'extendahoe-backhoes'),
      cfg('Side-Shift', 'side-shift-backhoes'),
      cfg('Pilot Controls'),
      cfg('Ride Control'),
      cfg('Enclosed Cab'),
      cfg('Canopy', undefined, [0, 1]),
    ],
  },
  {
    slug: 'bulldozers',
    code: 'DZ',
    nameScale: 1,
    classes: [
      cls('Small (under 105 hp)', 60, 105),
      cls('Medium (105-260 hp)', 105, 260),
      cls('Large (260 hp+)', 260, 900),
    ],
    // Cat D3 (80 hp, 17,500 lb) and Cat D11 (850 hp, 230,000 lb).
    laws: {
      operatingWeightLb: [
        [80, 17_500],
        [850, 230_000],
      ],
    },
    subByPrimary: [
      [105, 'small-dozers-105-hp'],
      [260, 'medium-dozers-105-260-hp'],
      [INF, 'large-dozers-260-hp'],
    ],
    power: { field: 'netHp', loadFactor: 0.55 },
    configs: [
      cfg('Standard'),
      cfg('XL'),
      cfg('LGP'),
      cfg('VPAT', undefined, [0, 1]),
      cfg('SU Blade', undefined, [1, 2]),
      cfg('Ripper', undefined, [1, 2]),
      cfg('Pipelayer', 'pipelayers', [1, 2]),
      cfg('Wheel Dozer', 'wheel-dozers', [2]),
    ],
  },
  {
    slug: 'crawler-loaders',
    code: 'CL',
    nameScale: 1 / 220,
    classes: [cls('Small (20-40k lb)', 20_000, 40_000), cls('Large (40k lb+)', 40_000, 80_000)],
    // Cat 953K (35,000 lb, 153 hp, 2.5 yd3) and Cat 973K (60,000 lb, 263 hp, 4.4 yd3).
    laws: {
      netHp: [
        [35_000, 153],
        [60_000, 263],
      ],
      bucketCapacityYd3: [
        [35_000, 2.5],
        [60_000, 4.4],
      ],
    },
    subByPrimary: [
      [40_000, 'small-crawler-loaders'],
      [INF, 'large-crawler-loaders'],
    ],
    power: { field: 'netHp', loadFactor: 0.55 },
    configs: [
      cfg('Standard'),
      cfg('LGP'),
      cfg('Waste Handler'),
      cfg('Multi-Purpose Bucket'),
      cfg('Ripper'),
      cfg('Steel Mill'),
      cfg('Forestry'),
      cfg('Slope'),
    ],
  },
  {
    slug: 'motor-graders',
    code: 'MG',
    nameScale: 1,
    classes: [
      cls('Small (under 160 hp)', 100, 160),
      cls('Mid-size (160-250 hp)', 160, 250),
      cls('Large (250 hp+)', 250, 550),
    ],
    // Cat 120 (150 hp, 12 ft, 33,000 lb) and Cat 24M (533 hp, 24 ft, 138,000 lb).
    laws: {
      moldboardWidthFt: [
        [150, 12],
        [533, 24],
      ],
      operatingWeightLb: [
        [150, 33_000],
        [533, 138_000],
      ],
    },
    subByPrimary: [
      [160, 'small-graders'],
      [250, 'mid-size-graders'],
      [INF, 'large-graders'],
    ],
    power: { field: 'netHp', loadFactor: 0.45 },
    configs: [
      cfg('Standard'),
      cfg('AWD', 'awd-graders', [0, 1]),
      cfg('Joystick'),
      cfg('Ripper'),
      cfg('Snow Wing', undefined, [0, 1]),
      cfg('Cross Slope'),
      cfg('Extended Moldboard'),
      cfg('Push Block'),
    ],
  },
  {
    slug: 'scrapers',
    code: 'SC',
    nameScale: 1,
    classes: [cls('Under 20 yd³', 8, 20), cls('20-30 yd³', 20, 30), cls('30 yd³+', 30, 60)],
    // Cat 621K (22 yd3, 407 hp, 77,000 lb) and Cat 657G push-pull (44 yd3, 1,050 hp combined).
    laws: {
      netHp: [
        [22, 407],
        [44, 1_050],
      ],
      operatingWeightLb: [
        [22, 77_000],
        [44, 160_000],
      ],
    },
    defaultSub: 'single-engine-wheel-tractor-scrapers',
    power: { field: 'netHp', loadFactor: 0.55 },
    configs: [
      cfg('Single Engine', 'single-engine-wheel-tractor-scrapers', [1, 2]),
      cfg('Tandem Powered', 'tandem-powered-scrapers', [1, 2]),
      cfg('Elevating', 'elevating-scrapers', [0, 1]),
      cfg('Push-Pull', 'tandem-powered-scrapers', [2]),
      cfg('Pull-Type', 'pull-type-scrapers', [0, 1]),
      cfg('Coal Bowl', undefined, [2]),
      cfg('Auger', 'elevating-scrapers', [1]),
      cfg('Cushion Hitch', undefined, [1, 2]),
    ],
  },
  {
    slug: 'skip-loaders',
    code: 'SK',
    nameScale: 1,
    classes: [cls('Under 80 hp', 50, 80), cls('80 hp+', 80, 130)],
    // Case 570N Tractor Loader (74 hp, 8,800 lb) and John Deere 210L EP (110 hp, 11,500 lb).
    laws: {
      operatingWeightLb: [
        [74, 8_800],
        [110, 11_500],
      ],
    },
    defaultSub: 'landscape-skip-loaders',
    power: { field: 'netHp', loadFactor: 0.4 },
    configs: [
      cfg('Landscape', 'landscape-skip-loaders'),
      cfg('Box Blade', 'tractor-loaders-with-box-blade'),
      cfg('4WD'),
      cfg('2WD'),
      cfg('Cab'),
      cfg('ROPS'),
      cfg('Scarifier'),
      cfg('Power Shuttle'),
    ],
  },
  {
    slug: 'articulated-trucks',
    code: 'AT',
    nameScale: 1,
    classes: [cls('25-30 ton', 22, 31), cls('35-40 ton', 31, 42), cls('45 ton+', 42, 65)],
    // Cat 725 (25 t, 320 hp, 19.6 yd3) and Cat 745 (45 t, 505 hp, 32 yd3).
    laws: {
      netHp: [
        [25, 320],
        [45, 505],
      ],
      heapedCapacityYd3: [
        [25, 19.6],
        [45, 32],
      ],
    },
    // Empty weights: Cat 725 (25 t, 50,000 lb) and Cat 745 (45 t, 73,000 lb).
    weightLaw: [
      [25, 50_000],
      [45, 73_000],
    ],
    subByPrimary: [
      [31, '25-30-ton'],
      [42, '35-40-ton'],
      [INF, '45-ton'],
    ],
    power: { field: 'netHp', loadFactor: 0.45 },
    configs: [
      cfg('Standard'),
      cfg('Tailgate'),
      cfg('Ejector'),
      cfg('Water Tanker'),
      cfg('Heated Body'),
      cfg('Low Profile'),
      cfg('Wide Tire'),
      cfg('Hybrid'),
    ],
  },
  {
    slug: 'trenchers',
    code: 'TR',
    nameScale: 1,
    classes: [cls('Walk-behind', 18, 40), cls('Ride-on', 40, 84), cls('Track', 84, 240)],
    // Vermeer RTX100 walk-behind (36 in, 13 hp, 1,300 lb) and Vermeer T1255 (168 in, 300 hp).
    laws: {
      netHp: [
        [36, 13],
        [168, 300],
      ],
      operatingWeightLb: [
        [36, 1_300],
        [168, 90_000],
      ],
    },
    subByPrimary: [
      [40, 'walk-behind-trenchers'],
      [84, 'ride-on-trenchers'],
      [INF, 'track-trenchers'],
    ],
    power: { field: 'netHp', loadFactor: 0.6 },
    configs: [
      cfg('Chain'),
      cfg('Rock Saw', 'rock-saws', [1, 2]),
      cfg('Vibratory Plow', 'vibratory-plows', [1]),
      cfg('Microtrencher', undefined, [0, 1]),
      cfg('Combo', undefined, [1]),
      cfg('Terrain Leveler', undefined, [2]),
      cfg('Backhoe Attachment', undefined, [1]),
      cfg('Tracked', undefined, [1, 2]),
    ],
  },
]
