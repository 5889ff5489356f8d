/**
 * Numeric machine specifications behind the dynamic, category-specific search facets
 * (spec §2: "capacity, horsepower, operating weight, reach"). Buckets are facet range edges.
 */
export interface SpecFieldDef {
  key: string
  en: string
  es: string
  unit: string
  /** Ascending edges: facet ranges are [-inf,e0), [e0,e1), ..., [eN,+inf). */
  buckets: number[]
}

const f = (key: string, en: string, es: string, unit: string, buckets: number[]): SpecFieldDef => ({
  key,
  en,
  es,
  unit,
  buckets,
})

export const SPEC_FIELDS: Record<string, SpecFieldDef> = Object.fromEntries(
  [
    f(
      'operatingWeightLb',
      'Operating weight',
      'Peso operativo',
      'lb',
      [5000, 10000, 20000, 40000, 60000, 80000, 120000, 200000],
    ),
    f('netHp', 'Horsepower', 'Potencia', 'hp', [50, 75, 100, 150, 200, 300, 400, 600]),
    f(
      'bucketCapacityYd3',
      'Bucket capacity',
      'Capacidad del cucharón',
      'yd³',
      [0.5, 1, 2, 3, 5, 8],
    ),
    f('maxDigDepthFt', 'Dig depth', 'Profundidad de excavación', 'ft', [8, 12, 16, 20, 25, 30]),
    f('maxReachFt', 'Reach', 'Alcance', 'ft', [15, 20, 25, 30, 40, 50]),
    f(
      'ratedOperatingCapacityLb',
      'Rated operating capacity',
      'Capacidad operativa nominal',
      'lb',
      [1500, 2000, 2500, 3000, 3500, 4000],
    ),
    f(
      'liftCapacityLb',
      'Lift capacity',
      'Capacidad de elevación',
      'lb',
      [3000, 5000, 6000, 8000, 10000, 12000, 15000],
    ),
    f('maxLiftHeightFt', 'Lift height', 'Altura de elevación', 'ft', [15, 20, 30, 40, 50, 60]),
    f(
      'platformHeightFt',
      'Platform height',
      'Altura de plataforma',
      'ft',
      [20, 30, 40, 60, 80, 100, 135],
    ),
    f(
      'maxCapacityTons',
      'Lifting capacity',
      'Capacidad de carga',
      'tons',
      [10, 20, 40, 60, 100, 200],
    ),
    f('payloadTons', 'Payload', 'Carga útil', 'tons', [25, 30, 40, 60, 100, 200]),
    f('heapedCapacityYd3', 'Heaped capacity', 'Capacidad colmada', 'yd³', [10, 15, 20, 30, 45]),
    f('moldboardWidthFt', 'Moldboard width', 'Ancho de la hoja', 'ft', [10, 12, 14, 16]),
    f('maxTrenchDepthIn', 'Trench depth', 'Profundidad de zanja', 'in', [24, 36, 48, 60, 72, 96]),
    f('drumWidthIn', 'Drum width', 'Ancho del tambor', 'in', [36, 54, 66, 84]),
    f('pavingWidthFt', 'Paving width', 'Ancho de pavimentación', 'ft', [8, 10, 16, 20, 30]),
    f('millingWidthIn', 'Milling width', 'Ancho de fresado', 'in', [20, 40, 80, 100, 150]),
    f('gvwrLb', 'GVWR', 'Peso bruto vehicular', 'lb', [19500, 26000, 33000, 52000, 66000, 80000]),
    f('engineHp', 'Engine horsepower', 'Potencia del motor', 'hp', [100, 200, 300, 400, 500, 600]),
    f('workingHeightFt', 'Working height', 'Altura de trabajo', 'ft', [35, 45, 55, 65, 80]),
    f('bodyCapacityYd3', 'Body capacity', 'Capacidad de la caja', 'yd³', [5, 10, 15, 20, 25]),
    f(
      'tankCapacityGal',
      'Tank capacity',
      'Capacidad del tanque',
      'gal',
      [1000, 2000, 4000, 6000, 9000],
    ),
    f('capacityYd3', 'Capacity', 'Capacidad', 'yd³', [10, 15, 20, 25, 30, 40]),
    f('lengthFt', 'Length', 'Longitud', 'ft', [16, 24, 32, 40, 48, 53]),
    f('capacityTons', 'Capacity', 'Capacidad', 'tons', [20, 35, 50, 60, 80]),
    f('kw', 'Power output', 'Potencia eléctrica', 'kW', [20, 50, 100, 200, 500, 1000]),
    f('cfm', 'Air flow', 'Caudal de aire', 'cfm', [100, 185, 375, 750, 1000, 1600]),
    f('mastHeightFt', 'Mast height', 'Altura del mástil', 'ft', [20, 25, 30, 35]),
    f('pullbackLb', 'Pullback', 'Fuerza de retroceso', 'lb', [10000, 24000, 40000, 80000, 200000]),
    f('capacityTph', 'Capacity', 'Capacidad', 't/h', [100, 200, 300, 500, 800]),
    f('grainTankBu', 'Grain tank', 'Tanque de grano', 'bu', [200, 300, 400, 500]),
    f('cuttingWidthFt', 'Cutting width', 'Ancho de corte', 'ft', [9, 12, 16, 30]),
  ].map((d) => [d.key, d]),
)

/**
 * Specifications where more serves a buyer comparing two machines of a kind (power, capacity,
 * reach, depth, width worked): compare marks the higher value. The others (operating weight, GVWR,
 * length, mast height) are a size, not a merit: compare shows them unmarked.
 */
export const HIGHER_IS_BETTER_SPECS: ReadonlySet<string> = new Set([
  'netHp',
  'engineHp',
  'bucketCapacityYd3',
  'maxDigDepthFt',
  'maxReachFt',
  'ratedOperatingCapacityLb',
  'liftCapacityLb',
  'maxLiftHeightFt',
  'platformHeightFt',
  'maxCapacityTons',
  'payloadTons',
  'heapedCapacityYd3',
  'maxTrenchDepthIn',
  'pavingWidthFt',
  'millingWidthIn',
  'workingHeightFt',
  'bodyCapacityYd3',
  'tankCapacityGal',
  'capacityYd3',
  'capacityTons',
  'kw',
  'cfm',
  'pullbackLb',
  'capacityTph',
  'grainTankBu',
  'cuttingWidthFt',
])
