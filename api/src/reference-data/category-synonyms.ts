/**
 * What buyers call the machines (issue 35, point 2): one row per category and per subcategory
 * (subcategory slugs are `slugify(<English name>)` of categories.ts), with the words used in
 * English and in Mexican and US Spanish that the names in categories.ts do not already say.
 * The search's query reader (contract/src/search/read-query.ts, fed by
 * services/search/read-search-query.ts) turns a term into that row's filter: "cargador frontal"
 * reads as category wheel-loaders, "pata de cabra" as the padfoot rollers. Terms are written as
 * buyers type them (accents optional: the reader folds them); a term belongs to one row only
 * (api/test/search/category-synonyms.test.ts checks it).
 *
 * Sources: dealer and rental listings in the US, Mexico and Latin America (trade names such as
 * "trascabo", "mano de chango", "motoconformadora", "escrepa", "yucle", "volteo", "pipa",
 * "planta de luz", "quebradora"; US Spanish "dompe", "troca", "manlift").
 */
export interface CategorySynonymRow {
  category: string
  /** A subcategory slug of `category`, or null for the category itself. */
  subcategory: string | null
  en: readonly string[]
  es: readonly string[]
}

const row = (
  category: string,
  subcategory: string | null,
  en: string[],
  es: string[],
): CategorySynonymRow => ({ category, subcategory, en, es })

// One row a line: the table reads as a table.
// prettier-ignore
export const CATEGORY_SYNONYM_ROWS: readonly CategorySynonymRow[] = [
  // Excavators
  row('excavators', null, ['trackhoe', 'track hoe', 'hydraulic excavator', 'digger'], ['excavadora hidraulica', 'poclain', 'maquina excavadora', 'excavadora de cadenas']),
  row('excavators', 'crawler-excavators', ['crawler excavator', 'track excavator', 'tracked excavator'], ['excavadora de orugas', 'excavadora sobre orugas', 'excavadora de oruga']),
  row('excavators', 'wheeled-excavators', ['wheeled excavator', 'wheel excavator', 'rubber tire excavator', 'mobile excavator'], ['excavadora de ruedas', 'excavadora sobre ruedas', 'excavadora de llantas', 'excavadora movil']),
  row('excavators', 'long-reach-excavators', ['long reach excavator', 'long front excavator', 'long boom excavator'], ['excavadora de largo alcance', 'excavadora de brazo largo', 'excavadora de pluma larga']),
  row('excavators', 'demolition-excavators', ['demolition excavator', 'high reach excavator', 'high reach demolition'], ['excavadora de demolicion', 'excavadora demoledora', 'excavadora de gran alcance para demolicion']),
  row('excavators', 'amphibious-excavators', ['amphibious excavator', 'swamp excavator', 'marsh buggy', 'pontoon excavator'], ['excavadora anfibia', 'excavadora flotante', 'excavadora de pantano', 'excavadora sobre pontones']),

  // Mini excavators
  row('mini-excavators', null, ['mini ex', 'mini hoe', 'compact excavator', 'mini digger'], ['mini excavadora', 'excavadora compacta', 'mini retro', 'mini poclain']),
  row('mini-excavators', 'under-2-t', ['micro excavator', '1 ton mini excavator', 'one ton excavator'], ['micro excavadora', 'miniexcavadora de 1 tonelada', 'excavadora de 1 tonelada']),
  row('mini-excavators', '2-4-t', ['3 ton mini excavator', '3 ton excavator', 'three ton excavator'], ['miniexcavadora de 3 toneladas', 'excavadora de 3 toneladas', 'mini excavadora de 3 toneladas']),
  row('mini-excavators', '4-6-t', ['5 ton mini excavator', '5 ton excavator', 'five ton excavator'], ['miniexcavadora de 5 toneladas', 'excavadora de 5 toneladas', 'mini excavadora de 5 toneladas']),
  row('mini-excavators', '6-10-t-midi', ['midi excavator', 'midi ex', '8 ton excavator'], ['midi excavadora', 'midiexcavadora', 'excavadora de 8 toneladas']),
  row('mini-excavators', 'zero-tail-swing', ['zero tail swing', 'zero tail excavator', 'zts excavator', 'zero tail mini'], ['giro de cola cero', 'excavadora cola cero', 'miniexcavadora de giro cero', 'cola corta']),

  // Wheel loaders
  row('wheel-loaders', null, ['front end loader', 'front loader', 'payloader', 'rubber tire loader'], ['cargador frontal', 'pala cargadora', 'cargador de ruedas', 'trascabo', 'cargadora de ruedas']),
  row('wheel-loaders', 'compact-wheel-loaders', ['compact wheel loader', 'mini wheel loader', 'mini loader'], ['cargador compacto', 'mini cargador frontal', 'cargador frontal compacto']),
  row('wheel-loaders', 'small-wheel-loaders', ['small wheel loader', 'small loader', 'small front end loader'], ['cargador de ruedas pequeno', 'cargador frontal pequeno', 'trascabo chico']),
  row('wheel-loaders', 'mid-size-wheel-loaders', ['mid size wheel loader', 'midsize loader', 'medium wheel loader'], ['cargador de ruedas mediano', 'cargador frontal mediano', 'trascabo mediano']),
  row('wheel-loaders', 'large-wheel-loaders', ['large wheel loader', 'big wheel loader', 'mining loader', 'quarry loader'], ['cargador de ruedas grande', 'cargador frontal grande', 'trascabo grande', 'cargador minero']),
  row('wheel-loaders', 'integrated-tool-carriers', ['integrated tool carrier', 'tool carrier', 'it loader'], ['portaherramientas integrado', 'cargador portaherramientas', 'cargador con portaherramientas']),

  // Skid steers
  row('skid-steer-loaders', null, ['skid steer', 'skidsteer', 'skid loader', 'wheeled skid steer'], ['minicargador', 'mini cargador', 'minicargadora', 'cargador deslizante']),
  row('skid-steer-loaders', 'small-frame', ['small frame skid steer', 'small skid steer', 'compact skid steer'], ['minicargador chico', 'minicargador pequeno', 'minicargador de chasis pequeno']),
  row('skid-steer-loaders', 'medium-frame', ['medium frame skid steer', 'medium skid steer', 'mid size skid steer'], ['minicargador mediano', 'minicargador de chasis mediano', 'minicargador de tamano mediano']),
  row('skid-steer-loaders', 'large-frame', ['large frame skid steer', 'large skid steer', 'big skid steer'], ['minicargador grande', 'minicargador de chasis grande', 'minicargador de gran tamano']),
  row('skid-steer-loaders', 'radial-lift', ['radial lift skid steer', 'radial skid steer', 'radial path skid steer'], ['minicargador de elevacion radial', 'minicargador radial', 'minicargador de levante radial']),
  row('skid-steer-loaders', 'vertical-lift', ['vertical lift skid steer', 'vertical skid steer', 'vertical path skid steer'], ['minicargador de elevacion vertical', 'minicargador vertical', 'minicargador de levante vertical']),

  // Compact track loaders
  row('compact-track-loaders', null, ['ctl', 'track loader', 'tracked skid steer', 'track skid steer', 'multi terrain loader'], ['minicargador de orugas', 'cargador compacto de orugas', 'minicargador de oruga', 'minicargador sobre orugas']),
  row('compact-track-loaders', 'small-frame', ['small frame ctl', 'small track loader', 'small compact track loader'], ['minicargador de orugas chico', 'minicargador de orugas pequeno', 'cargador de orugas compacto pequeno']),
  row('compact-track-loaders', 'medium-frame', ['medium frame ctl', 'medium track loader', 'mid size track loader'], ['minicargador de orugas mediano', 'cargador de orugas compacto mediano', 'ctl mediano']),
  row('compact-track-loaders', 'large-frame', ['large frame ctl', 'large track loader', 'big track loader'], ['minicargador de orugas grande', 'cargador de orugas compacto grande', 'ctl grande']),
  row('compact-track-loaders', 'radial-lift', ['radial lift ctl', 'radial track loader', 'radial lift track loader'], ['minicargador de orugas radial', 'ctl de elevacion radial', 'cargador de orugas de elevacion radial']),
  row('compact-track-loaders', 'vertical-lift', ['vertical lift ctl', 'vertical track loader', 'vertical lift track loader'], ['minicargador de orugas vertical', 'ctl de elevacion vertical', 'cargador de orugas de elevacion vertical']),

  // Backhoes
  row('backhoe-loaders', null, ['backhoe', 'back hoe', 'tractor loader backhoe', 'tlb', 'loader backhoe'], ['mano de chango', 'retro', 'retroexcavadora cargadora', 'pala retroexcavadora']),
  row('backhoe-loaders', 'standard-backhoes', ['standard backhoe', 'standard stick backhoe', 'standard dipper backhoe'], ['retroexcavadora estandar', 'retro estandar', 'retro de brazo estandar']),
  row('backhoe-loaders', 'extendahoe-backhoes', ['extendahoe', 'extend a hoe', 'extendable stick backhoe', 'extendable dipper backhoe'], ['retroexcavadora con brazo extensible', 'retro con extensión', 'retro extensible', 'brazo extensible']),
  row('backhoe-loaders', 'side-shift-backhoes', ['side shift backhoe', 'sideshift backhoe', 'side shift'], ['retroexcavadora de desplazamiento lateral', 'retro de desplazamiento lateral', 'retro side shift']),
  row('backhoe-loaders', '4wd-backhoes', ['4wd backhoe', '4x4 backhoe', 'four wheel drive backhoe'], ['retroexcavadora 4x4', 'retro 4x4', 'retroexcavadora de doble traccion']),

  // Dozers
  row('bulldozers', null, ['dozer', 'crawler dozer', 'crawler tractor', 'track dozer'], ['tractor de orugas', 'topadora', 'buldozer', 'tractor de cadenas', 'dozer']),
  row('bulldozers', 'small-dozers-105-hp', ['small dozer', 'compact dozer', 'mini dozer'], ['bulldozer pequeno', 'buldozer chico', 'tractor de orugas pequeno']),
  row('bulldozers', 'medium-dozers-105-260-hp', ['medium dozer', 'mid size dozer', 'midsize dozer'], ['bulldozer mediano', 'buldozer mediano', 'tractor de orugas mediano']),
  row('bulldozers', 'large-dozers-260-hp', ['large dozer', 'big dozer', 'production dozer'], ['bulldozer grande', 'buldozer grande', 'tractor de orugas grande']),
  row('bulldozers', 'wheel-dozers', ['wheel dozer', 'rubber tire dozer', 'wheel tractor dozer'], ['bulldozer de ruedas', 'tractor de ruedas empujador', 'topadora de ruedas']),
  row('bulldozers', 'pipelayers', ['pipelayer', 'pipe layer', 'sideboom', 'side boom'], ['tiendetubos', 'tiende tubos', 'tractor tiende tubos', 'pluma lateral']),

  // Crawler loaders
  row('crawler-loaders', null, ['crawler loader', 'track loader dozer', 'traxcavator', 'tracked loader'], ['trascabo de orugas', 'cargador sobre orugas', 'cargador de cadenas', 'cargador de oruga']),
  row('crawler-loaders', 'small-crawler-loaders', ['small crawler loader', 'compact crawler loader', 'small traxcavator'], ['cargador de orugas pequeno', 'cargador de orugas chico', 'trascabo de orugas chico']),
  row('crawler-loaders', 'large-crawler-loaders', ['large crawler loader', 'big crawler loader', 'large traxcavator'], ['cargador de orugas grande', 'trascabo de orugas grande', 'cargador de cadenas grande']),

  // Motor graders
  row('motor-graders', null, ['grader', 'road grader', 'motorgrader', 'maintainer'], ['motoconformadora', 'conformadora', 'niveladora', 'patrol']),
  row('motor-graders', 'small-graders', ['small grader', 'compact grader', 'mini grader'], ['motoniveladora pequena', 'motoconformadora chica', 'niveladora pequena']),
  row('motor-graders', 'mid-size-graders', ['mid size grader', 'midsize grader', 'medium grader'], ['motoniveladora mediana', 'motoconformadora mediana', 'niveladora mediana']),
  row('motor-graders', 'large-graders', ['large grader', 'big grader', 'mining grader'], ['motoniveladora grande', 'motoconformadora grande', 'motoniveladora minera']),
  row('motor-graders', 'awd-graders', ['awd grader', 'all wheel drive grader', '6wd grader'], ['motoniveladora awd', 'motoniveladora de traccion total', 'motoconformadora awd']),

  // Scrapers
  row('scrapers', null, ['scraper', 'pan', 'earth scraper', 'wheel tractor scraper'], ['escrepa', 'traila', 'motoescrepa', 'mototraila']),
  row('scrapers', 'single-engine-wheel-tractor-scrapers', ['single engine scraper', 'open bowl scraper', 'single engine pan'], ['mototraila de un motor', 'escrepa de un motor', 'mototraila sencilla']),
  row('scrapers', 'tandem-powered-scrapers', ['tandem scraper', 'twin engine scraper', 'push pull scraper', 'twin engine pan'], ['mototraila de doble motor', 'escrepa de doble motor', 'mototraila tandem']),
  row('scrapers', 'elevating-scrapers', ['elevating scraper', 'elevating pan', 'self loading scraper'], ['mototraila autocargable', 'escrepa autocargable', 'mototraila elevadora']),
  row('scrapers', 'pull-type-scrapers', ['pull type scraper', 'tow scraper', 'pull scraper', 'ag scraper'], ['traila de arrastre', 'escrepa de arrastre', 'escrepa agricola']),

  // Skip loaders
  row('skip-loaders', null, ['skip loader', 'skiploader', 'industrial loader', 'tractor loader'], ['cargador industrial', 'tractor cargador', 'cargador skip', 'minicargador industrial']),
  row('skip-loaders', 'landscape-skip-loaders', ['landscape loader', 'landscape skip loader', 'landscape tractor'], ['cargador de paisajismo', 'cargador para jardineria', 'tractor de paisajismo']),
  row('skip-loaders', 'tractor-loaders-with-box-blade', ['box blade tractor', 'loader with box blade', 'box scraper loader'], ['cargador con caja niveladora', 'tractor con caja niveladora', 'cargador con escrepa trasera']),

  // Articulated trucks
  row('articulated-trucks', null, ['adt', 'articulated dump truck', 'rock truck', 'articulated hauler'], ['camion articulado', 'dumper articulado', 'volquete articulado', 'volteo articulado']),
  row('articulated-trucks', '25-30-ton', ['25 ton adt', '30 ton adt', '30 ton articulated truck'], ['articulado de 25 toneladas', 'articulado de 30 toneladas', 'camion articulado de 30 toneladas']),
  row('articulated-trucks', '35-40-ton', ['35 ton adt', '40 ton adt', '40 ton articulated truck'], ['articulado de 35 toneladas', 'articulado de 40 toneladas', 'camion articulado de 40 toneladas']),
  row('articulated-trucks', '45-ton', ['45 ton adt', '50 ton adt', '45 ton articulated truck'], ['articulado de 45 toneladas', 'articulado de 50 toneladas', 'camion articulado de 45 toneladas']),

  // Trenchers
  row('trenchers', null, ['ditcher', 'trench digger', 'trencher', 'trenching machine'], ['zanjadora', 'zanjeadora', 'excavadora de zanjas', 'cortadora de zanjas']),
  row('trenchers', 'walk-behind-trenchers', ['walk behind trencher', 'pedestrian trencher', 'push trencher'], ['zanjadora manual', 'zanjadora de empuje', 'zanjadora peatonal']),
  row('trenchers', 'ride-on-trenchers', ['ride on trencher', 'riding trencher', 'rubber tire trencher'], ['zanjadora con operador a bordo', 'zanjadora montable', 'zanjadora de ruedas']),
  row('trenchers', 'track-trenchers', ['track trencher', 'crawler trencher', 'tracked trencher'], ['zanjadora de orugas', 'zanjadora sobre orugas', 'zanjadora de cadenas']),
  row('trenchers', 'rock-saws', ['rock saw', 'rocksaw', 'rock wheel', 'rock trencher'], ['sierra para roca', 'sierra de roca', 'zanjadora de roca', 'rueda cortadora de roca']),
  row('trenchers', 'vibratory-plows', ['vibratory plow', 'vibe plow', 'cable plow'], ['arado vibratorio', 'arado para cable', 'arado vibratorio para cable']),

  // Compactors
  row('compactors', null, ['roller', 'compactor', 'compaction roller', 'vibratory roller'], ['aplanadora', 'vibrocompactador', 'rodillo compactador', 'compactador']),
  row('compactors', 'single-drum-smooth-rollers', ['smooth drum roller', 'single drum roller', 'soil roller', 'smooth drum compactor'], ['rodillo liso', 'vibrocompactador liso', 'compactador de rodillo liso', 'rodillo de un tambor']),
  row('compactors', 'single-drum-padfoot-rollers', ['padfoot roller', 'sheepsfoot roller', 'pad foot compactor', 'sheep foot'], ['pata de cabra', 'rodillo pata de cabra', 'vibrocompactador pata de cabra', 'compactador pata de cabra']),
  row('compactors', 'double-drum-asphalt-rollers', ['asphalt roller', 'double drum roller', 'tandem roller', 'steel wheel roller'], ['rodillo para asfalto', 'rodillo tandem', 'compactador de asfalto', 'aplanadora de asfalto']),
  row('compactors', 'pneumatic-rollers', ['pneumatic roller', 'rubber tire roller', 'pneumatic compactor', 'tire roller'], ['rodillo neumatico', 'compactador neumatico', 'compactador de llantas', 'rodillo de llantas']),
  row('compactors', 'plate-compactors-and-rammers', ['plate compactor', 'jumping jack', 'rammer', 'vibratory plate', 'tamper'], ['bailarina', 'placa compactadora', 'placa vibratoria', 'apisonador', 'canguro']),
  row('compactors', 'landfill-and-soil-compactors', ['landfill compactor', 'trash compactor', 'soil compactor', 'refuse compactor'], ['compactador de relleno sanitario', 'compactadora de basura', 'compactador de suelos', 'compactador de basura']),

  // Pavers
  row('pavers', null, ['asphalt paver', 'paving machine', 'blacktop paver', 'laydown machine'], ['pavimentadora', 'terminadora de asfalto', 'extendedora de asfalto', 'finisher']),
  row('pavers', 'track-pavers', ['track paver', 'tracked paver', 'crawler paver'], ['pavimentadora de orugas', 'terminadora de orugas', 'extendedora de orugas']),
  row('pavers', 'wheel-pavers', ['wheel paver', 'rubber tire paver', 'wheeled paver'], ['pavimentadora de ruedas', 'terminadora de ruedas', 'extendedora de ruedas']),
  row('pavers', 'commercial-pavers', ['commercial paver', 'parking lot paver', 'small paver'], ['pavimentadora comercial', 'pavimentadora para estacionamientos', 'pavimentadora pequena']),
  row('pavers', 'material-transfer-vehicles', ['material transfer vehicle', 'mtv', 'shuttle buggy'], ['vehiculo de transferencia de material', 'alimentador de asfalto', 'transferidor de material']),

  // Cold planers
  row('cold-planers', null, ['milling machine', 'asphalt milling machine', 'road planer', 'cold mill'], ['fresadora', 'fresadora de asfalto', 'perfiladora', 'fresadora de pavimento']),
  row('cold-planers', 'small-cold-planers-1-m', ['small milling machine', 'small cold planer', 'compact milling machine'], ['fresadora pequena', 'fresadora compacta', 'perfiladora pequena']),
  row('cold-planers', 'half-lane-cold-planers', ['half lane milling machine', 'half lane planer', 'half lane mill'], ['fresadora de medio carril', 'perfiladora de medio carril', 'fresadora mediana']),
  row('cold-planers', 'full-lane-cold-planers', ['full lane milling machine', 'full lane planer', 'full lane mill'], ['fresadora de carril completo', 'perfiladora de carril completo', 'fresadora grande']),

  // Road reclaimers
  row('road-reclaimers', null, ['road reclaimer', 'pulverizer', 'recycler', 'full depth reclaimer'], ['recicladora de caminos', 'recuperadora de caminos', 'pulverizadora', 'recicladora de pavimento']),
  row('road-reclaimers', 'reclaimers', ['reclaimer', 'asphalt reclaimer', 'road recycler'], ['recicladora', 'recicladora de asfalto', 'recuperadora de pavimento']),
  row('road-reclaimers', 'soil-stabilizers', ['soil stabilizer', 'stabilizer', 'soil mixer'], ['estabilizadora de suelo', 'estabilizadora', 'estabilizador de suelos']),

  // Telehandlers
  row('telehandlers', null, ['telehandler', 'reach forklift', 'zoom boom', 'telescopic handler', 'rough terrain telehandler'], ['manipulador telescopico', 'montacargas telescopico', 'telescopica', 'cargador telescopico']),
  row('telehandlers', 'compact-telehandlers', ['compact telehandler', 'mini telehandler', 'small telehandler'], ['manipulador telescopico compacto', 'telehandler compacto', 'manipulador compacto']),
  row('telehandlers', 'standard-telehandlers', ['standard telehandler', 'construction telehandler', '10k telehandler'], ['manipulador telescopico estandar', 'telehandler estandar', 'manipulador estandar']),
  row('telehandlers', 'high-capacity-telehandlers', ['high capacity telehandler', 'heavy telehandler', 'large telehandler'], ['manipulador de alta capacidad', 'telehandler de alta capacidad', 'manipulador telescopico pesado']),
  row('telehandlers', 'rotating-telehandlers', ['rotating telehandler', 'roto telehandler', 'rotary telehandler', '360 telehandler'], ['manipulador rotativo', 'manipulador telescopico giratorio', 'telehandler rotativo']),

  // Forklifts
  row('forklifts', null, ['fork lift', 'lift truck', 'fork truck', 'hi lo'], ['montacarga', 'montacargas', 'autoelevador', 'grua horquilla', 'elevador de carga']),
  row('forklifts', 'electric-warehouse-forklifts', ['electric forklift', 'warehouse forklift', 'battery forklift'], ['montacargas electrico', 'montacargas de bateria', 'montacargas de almacen']),
  row('forklifts', 'ic-cushion-tire-forklifts', ['cushion tire forklift', 'cushion forklift', 'solid tire forklift'], ['montacargas de llanta solida', 'montacargas de llanta maciza', 'montacargas de llanta cushion']),
  row('forklifts', 'ic-pneumatic-tire-forklifts', ['pneumatic tire forklift', 'pneumatic forklift', 'propane forklift', 'lpg forklift'], ['montacargas de llanta neumatica', 'montacargas de gas', 'montacargas de combustion', 'montacargas neumatico']),
  row('forklifts', 'rough-terrain-forklifts', ['rough terrain forklift', 'all terrain forklift', 'straight mast forklift', 'rt forklift'], ['montacargas todo terreno', 'montacargas para terreno irregular', 'montacargas 4x4']),
  row('forklifts', 'reach-trucks-and-order-pickers', ['reach truck', 'order picker', 'stand up reach truck', 'cherry picker forklift'], ['montacargas retractil', 'recogepedidos', 'montacargas de pasillo angosto', 'preparador de pedidos']),

  // Aerial lifts
  row('lifts', null, ['aerial lift', 'manlift', 'man lift', 'aerial work platform', 'awp', 'cherry picker'], ['plataforma elevadora', 'elevador de personal', 'plataforma de elevacion', 'manlift', 'canastilla elevadora']),
  row('lifts', 'articulating-boom-lifts', ['articulating boom lift', 'knuckle boom lift', 'articulated boom', 'z boom'], ['plataforma articulada', 'brazo articulado', 'manlift articulado', 'elevador articulado']),
  row('lifts', 'telescopic-boom-lifts', ['telescopic boom lift', 'stick boom', 'straight boom lift', 'boom lift', 'telescopic boom'], ['plataforma telescopica', 'brazo telescopico', 'manlift telescopico', 'elevador telescopico']),
  row('lifts', 'towable-boom-lifts', ['towable boom lift', 'trailer mounted boom lift', 'tow behind lift'], ['plataforma remolcable', 'brazo remolcable', 'elevador remolcable']),
  row('lifts', 'electric-scissor-lifts', ['electric scissor lift', 'slab scissor lift', 'scissor lift', 'indoor scissor lift'], ['tijera electrica', 'plataforma de tijera', 'elevador de tijera', 'plataforma de tijera electrica']),
  row('lifts', 'rough-terrain-scissor-lifts', ['rough terrain scissor lift', 'rt scissor lift', 'diesel scissor lift', 'all terrain scissor'], ['tijera todo terreno', 'tijera diesel', 'plataforma de tijera todo terreno']),
  row('lifts', 'vertical-mast-lifts', ['vertical mast lift', 'personnel lift', 'mast lift', 'one man lift'], ['plataforma de mastil vertical', 'elevador de mastil', 'elevador unipersonal']),

  // Cranes
  row('cranes', null, ['crane', 'mobile crane', 'hydraulic crane', 'lattice crane'], ['grua', 'grua movil', 'grua hidraulica', 'grua pluma']),
  row('cranes', 'rough-terrain-cranes', ['rough terrain crane', 'rt crane', 'cherry picker crane'], ['grua todo terreno', 'grua rt', 'grua de terreno irregular']),
  row('cranes', 'all-terrain-cranes', ['all terrain crane', 'at crane', 'hydraulic all terrain crane'], ['grua multiterreno', 'grua at', 'grua todo camino']),
  row('cranes', 'truck-mounted-cranes', ['truck crane', 'truck mounted crane', 'boom truck crane', 'boom truck'], ['grua sobre camion', 'camion grua', 'grua titan', 'grua montada en camion']),
  row('cranes', 'crawler-cranes', ['crawler crane', 'lattice boom crawler', 'track crane'], ['grua sobre orugas', 'grua de orugas', 'grua de celosia']),
  row('cranes', 'carry-deck-cranes', ['carry deck crane', 'deck crane', 'industrial crane', 'pick and carry crane'], ['grua de plataforma', 'grua industrial', 'grua de patio']),
  row('cranes', 'knuckle-boom-cranes', ['knuckle boom crane', 'knuckleboom', 'articulating crane'], ['grua articulada', 'grua de brazo articulado', 'grua de nudillo']),

  // Material handlers
  row('material-handlers', null, ['material handler', 'materials handler', 'high rise handler', 'rehandler'], ['manipulador de materiales', 'manipuladora de materiales', 'manipulador de material', 'grua manipuladora']),
  row('material-handlers', 'wheeled-material-handlers', ['wheeled material handler', 'rubber tire material handler', 'wheel material handler'], ['manipulador de materiales de ruedas', 'manipulador sobre ruedas', 'manipulador de llantas']),
  row('material-handlers', 'crawler-material-handlers', ['crawler material handler', 'tracked material handler', 'track material handler'], ['manipulador de materiales de orugas', 'manipulador sobre orugas', 'manipulador de cadenas']),
  row('material-handlers', 'scrap-handlers', ['scrap handler', 'scrap yard handler', 'scrap material handler'], ['manipulador de chatarra', 'manipulador para chatarra', 'maquina de chatarrera', 'grua de chatarra']),
  row('material-handlers', 'log-loaders', ['log loader', 'knuckleboom loader', 'log handler', 'timber loader'], ['cargador de troncos', 'cargador forestal de troncos', 'cargador de madera', 'grua forestal']),

  // Dump trucks
  row('dump-trucks', null, ['dump truck', 'dumper', 'tipper', 'dump'], ['camion de volteo', 'volteo', 'volqueta', 'dompe', 'troca de volteo']),
  row('dump-trucks', 'single-axle', ['single axle dump truck', 'single axle dump', '5 yard dump truck'], ['volteo de un eje', 'camion de volteo sencillo', 'volteo sencillo']),
  row('dump-trucks', 'tandem-axle', ['tandem axle dump truck', 'tandem dump truck', 'tandem dump', '10 wheeler'], ['volteo de doble eje', 'camion de volteo tandem', 'volteo tandem', 'torton de volteo']),
  row('dump-trucks', 'tri-axle', ['tri axle dump truck', 'triaxle dump truck', 'tri axle dump'], ['volteo de triple eje', 'volteo de tres ejes', 'camion de volteo de 3 ejes']),
  row('dump-trucks', 'quad-axle', ['quad axle dump truck', 'quad axle dump', 'quad dump'], ['volteo de cuatro ejes', 'volteo de 4 ejes', 'camion de volteo de cuatro ejes']),
  row('dump-trucks', 'super-dump', ['super dump', 'super dump truck', 'strong arm dump'], ['super volteo', 'volteo super dump', 'camion super dump']),
  row('dump-trucks', 'transfer-and-side-dump-trucks', ['transfer dump truck', 'side dump truck', 'transfer truck'], ['volteo lateral', 'camion de transferencia', 'volteo de transferencia']),

  // Haul trucks
  row('haul-trucks', null, ['haul truck', 'rigid dump truck', 'mining truck', 'quarry truck', 'rigid hauler'], ['yucle', 'camion minero', 'camion de acarreo', 'camion rigido', 'camion de cantera']),
  row('haul-trucks', 'quarry-trucks-40-100-t', ['quarry haul truck', '40 ton rigid truck', '60 ton haul truck'], ['camion de cantera rigido', 'yucle de cantera', 'camion de acarreo de cantera']),
  row('haul-trucks', 'mining-trucks-100-t', ['mining haul truck', 'ultra class truck', '100 ton haul truck'], ['camion minero rigido', 'yucle minero', 'camion de acarreo minero']),

  // Off-highway trucks
  row('off-highway-trucks', null, ['off highway truck', 'off road truck', 'ohv truck'], ['camion fuera de carretera', 'camion fuera de ruta', 'camion todo terreno', 'camion off road']),
  row('off-highway-trucks', 'off-highway-water-trucks', ['off highway water truck', 'water wagon', 'mine water truck'], ['pipa de agua fuera de carretera', 'pipa minera', 'regadora de agua minera']),
  row('off-highway-trucks', 'off-highway-tractors', ['off highway tractor', 'off road tractor truck', 'tow tractor'], ['tractocamion fuera de carretera', 'tractor fuera de carretera', 'tractocamion minero']),
  row('off-highway-trucks', 'off-highway-fuel-and-lube-trucks', ['off highway fuel truck', 'off highway lube truck', 'mine fuel truck'], ['camion de combustible fuera de carretera', 'pipa de diesel minera', 'camion lubricador minero']),

  // Service trucks
  row('service-trucks', null, ['service truck', 'service body truck', 'utility truck', 'work truck'], ['camion de servicio', 'camion taller', 'unidad de servicio', 'troca de servicio']),
  row('service-trucks', 'mechanic-service-trucks', ['mechanic truck', 'mechanic service truck', 'field service truck'], ['camion de servicio mecanico', 'taller movil', 'camion mecanico']),
  row('service-trucks', 'fuel-and-lube-trucks', ['fuel and lube truck', 'lube truck', 'fuel lube truck'], ['camion de combustible y lubricacion', 'camion lubricador', 'camion de lubricacion']),
  row('service-trucks', 'crane-service-trucks', ['crane service truck', 'crane body truck', 'service crane truck'], ['camion de servicio con grua', 'camion taller con grua', 'troca con grua']),
  row('service-trucks', 'flatbed-and-stake-trucks', ['flatbed truck', 'stake truck', 'stake bed truck', 'flat bed truck'], ['camion de redilas', 'camion de plataforma', 'redilas', 'troca de redilas']),

  // Specialty trucks
  row('specialty-trucks', null, ['specialty truck', 'vocational truck', 'special purpose truck'], ['camion especializado', 'camion vocacional', 'camion de uso especial']),
  row('specialty-trucks', 'vacuum-trucks', ['vacuum truck', 'vac truck', 'hydro excavator', 'hydrovac'], ['camion de vacio', 'camion hidroexcavador', 'hidroexcavadora', 'camion succionador']),
  row('specialty-trucks', 'roll-off-trucks', ['roll off truck', 'rolloff', 'roll off'], ['camion roll off', 'camion portacontenedores', 'camion de contenedores']),
  row('specialty-trucks', 'concrete-mixer-trucks', ['concrete mixer', 'cement mixer', 'mixer truck', 'ready mix truck', 'cement truck'], ['revolvedora', 'olla revolvedora', 'camion revolvedor', 'camion mezclador', 'trompo']),
  row('specialty-trucks', 'street-sweepers', ['street sweeper', 'road sweeper', 'sweeper truck', 'sweeper'], ['barredora', 'barredora de calles', 'camion barredor', 'barredora vial']),
  row('specialty-trucks', 'refuse-trucks', ['garbage truck', 'trash truck', 'refuse truck', 'rear loader', 'side loader'], ['camion de basura', 'camion recolector', 'recolector de basura', 'camion compactador']),

  // Tank trucks and trailers
  row('tank-trailer-trucks', null, ['tank truck', 'tanker', 'tanker truck', 'tank trucks and trailers'], ['pipa', 'cisterna', 'autotanque', 'camion cisterna']),
  row('tank-trailer-trucks', 'water-tank-trucks', ['water truck', 'water tanker', 'water tank truck'], ['pipa de agua', 'camion cisterna de agua', 'carro tanque de agua']),
  row('tank-trailer-trucks', 'fuel-tank-trucks', ['fuel truck', 'fuel tanker', 'diesel truck', 'fuel delivery truck'], ['pipa de combustible', 'pipa de diesel', 'pipa de gasolina', 'camion de combustible']),
  row('tank-trailer-trucks', 'tank-trailers', ['tank trailer', 'tanker trailer', 'fuel trailer', 'water trailer'], ['remolque cisterna', 'remolque tanque', 'tanque remolque', 'jaula cisterna']),
  row('tank-trailer-trucks', 'vacuum-tank-trailers', ['vacuum trailer', 'vac trailer', 'vacuum tank trailer'], ['remolque de vacio', 'remolque cisterna de vacio', 'tanque de vacio']),

  // Bucket trucks
  row('bucket-trucks', null, ['bucket truck', 'cherry picker truck', 'lineman truck', 'utility bucket truck'], ['camion canastilla', 'grua canastilla', 'camion con canastilla', 'hidroelevador']),
  row('bucket-trucks', 'bucket-trucks', ['bucket boom truck', 'insulated bucket truck', 'material handling bucket truck'], ['canastilla aislada', 'camion canastilla aislado', 'camion de canastilla']),
  row('bucket-trucks', 'digger-derricks', ['digger derrick', 'pole truck', 'auger truck'], ['camion perforador de postes', 'camion ahoyador', 'perforadora de postes']),
  row('bucket-trucks', 'aerial-device-trucks', ['aerial device truck', 'aerial lift truck', 'boom lift truck'], ['camion con equipo aereo', 'camion con plataforma aerea', 'camion elevador']),

  // Semi trucks
  row('semi-trucks', null, ['semi', 'semi truck', 'tractor trailer', 'road tractor', '18 wheeler', 'big rig'], ['tractocamion', 'camion quinta rueda', 'quinta rueda', 'tracto', 'troca de carga']),
  row('semi-trucks', 'sleeper-trucks', ['sleeper', 'sleeper truck', 'sleeper cab', 'condo sleeper'], ['tractocamion con dormitorio', 'tracto con camarote', 'tractocamion con cabina dormitorio']),
  row('semi-trucks', 'day-cab-trucks', ['day cab', 'day cab truck', 'daycab'], ['tractocamion sin dormitorio', 'cabina de dia', 'tracto cabina sencilla']),
  row('semi-trucks', 'heavy-haul-trucks', ['heavy haul truck', 'heavy haul tractor', 'heavy hauler'], ['tractocamion de carga pesada', 'tracto de carga pesada', 'tractocamion para carga sobredimensionada']),

  // Dump trailers
  row('dump-trailers', null, ['dump trailer', 'tipper trailer', 'dumping trailer'], ['gondola', 'remolque de volteo', 'caja de volteo', 'tolva']),
  row('dump-trailers', 'end-dump-trailers', ['end dump', 'end dump trailer', 'frameless dump trailer'], ['remolque de volteo trasero', 'gondola de volteo trasero', 'volteo trasero']),
  row('dump-trailers', 'belly-dump-trailers', ['belly dump', 'bottom dump', 'bottom dump trailer', 'belly dump trailer'], ['remolque de descarga inferior', 'tolva de descarga inferior', 'gondola de fondo']),
  row('dump-trailers', 'side-dump-trailers', ['side dump trailer', 'side dump', 'side tipper'], ['remolque de volteo lateral', 'gondola de volteo lateral', 'volteo lateral remolque']),
  row('dump-trailers', 'gooseneck-dump-trailers', ['gooseneck dump trailer', 'gooseneck dump', 'gn dump trailer'], ['remolque de volteo cuello de ganso', 'volteo cuello de ganso', 'gondola cuello de ganso']),

  // Flatbed trailers
  row('flatbed-trailers', null, ['flatbed', 'flat deck trailer', 'flatbed trailer', 'deck trailer'], ['plataforma', 'remolque plataforma', 'caja plana', 'plataforma plana']),
  row('flatbed-trailers', 'flatbed-trailers', ['48 ft flatbed', '53 ft flatbed', 'combo flatbed'], ['plataforma de 48 pies', 'plataforma de 53 pies', 'plataforma sencilla']),
  row('flatbed-trailers', 'step-deck-trailers', ['step deck', 'drop deck', 'single drop trailer', 'stepdeck'], ['plataforma de escalon', 'plataforma escalonada', 'plataforma de una caida']),
  row('flatbed-trailers', 'double-drop-trailers', ['double drop', 'double drop trailer', 'low boy double drop'], ['plataforma de doble caida', 'doble caida', 'plataforma doble escalon']),

  // Log trailers
  row('log-trailers', null, ['log trailer', 'logging trailer', 'timber trailer'], ['remolque maderero', 'remolque para troncos', 'jaula maderera', 'remolque forestal']),
  row('log-trailers', 'tri-axle-log-trailers', ['tri axle log trailer', 'triaxle log trailer', 'three axle log trailer'], ['remolque maderero de tres ejes', 'remolque para troncos de 3 ejes', 'maderero triple eje']),
  row('log-trailers', 'pole-trailers', ['pole trailer', 'pup log trailer', 'stretch pole trailer'], ['remolque de poste', 'remolque para postes', 'remolque poste extensible']),

  // Equipment trailers
  row('equipment-trailers', null, ['equipment trailer', 'machinery trailer', 'lowboy', 'low boy', 'heavy haul trailer'], ['cama baja', 'remolque para maquinaria', 'lowboy', 'remolque de carga pesada']),
  row('equipment-trailers', 'lowboy-rgn-trailers', ['rgn', 'removable gooseneck', 'rgn trailer', 'detachable gooseneck'], ['cama baja cuello desmontable', 'cuello desmontable', 'cama baja rgn']),
  row('equipment-trailers', 'tilt-deck-trailers', ['tilt deck', 'tilt trailer', 'tilt deck trailer', 'tilt bed trailer'], ['remolque basculante', 'plataforma basculante', 'remolque de piso inclinable']),
  row('equipment-trailers', 'tag-along-equipment-trailers', ['tag along trailer', 'tagalong', 'bumper pull equipment trailer', 'pintle hitch trailer'], ['remolque de arrastre', 'remolque de gancho', 'remolque tag along']),
  row('equipment-trailers', 'traveling-axle-trailers', ['traveling axle', 'traveling axle trailer', 'sliding axle trailer'], ['remolque de eje deslizable', 'eje deslizable', 'remolque con eje viajero']),

  // Generators
  row('generators', null, ['generator', 'genset', 'gen set', 'power generator'], ['planta de luz', 'planta electrica', 'generador electrico', 'generador', 'generadora']),
  row('generators', 'towable-diesel-generators', ['towable generator', 'diesel generator', 'mobile generator', 'trailer generator'], ['generador diesel', 'planta de luz diesel', 'generador remolcable', 'planta electrica remolcable']),
  row('generators', 'standby-generators', ['standby generator', 'backup generator', 'emergency generator'], ['generador de respaldo', 'planta de emergencia', 'generador de emergencia']),
  row('generators', 'portable-generators', ['portable generator', 'small generator', 'inverter generator'], ['generador portatil', 'planta de luz portatil', 'planta portatil']),
  row('generators', 'gas-and-bi-fuel-generators', ['natural gas generator', 'bi fuel generator', 'gas generator', 'dual fuel generator'], ['generador a gas', 'generador de gas natural', 'generador bicombustible', 'planta de gas']),

  // Air compressors
  row('air-compressors', null, ['compressor', 'air compressor', 'tow behind compressor'], ['compresor', 'compresora', 'compresor de aire', 'compresora de aire']),
  row('air-compressors', 'towable-air-compressors', ['towable compressor', 'tow compressor', '185 cfm compressor', 'trailer compressor'], ['compresor remolcable', 'compresor de arrastre', 'compresora remolcable']),
  row('air-compressors', 'portable-air-compressors', ['portable compressor', 'portable air compressor', 'small compressor'], ['compresor portatil', 'compresora portatil', 'compresor de aire portatil']),
  row('air-compressors', 'stationary-air-compressors', ['stationary compressor', 'rotary screw compressor', 'industrial air compressor'], ['compresor estacionario', 'compresor de tornillo', 'compresor industrial']),

  // Light towers
  row('light-towers', null, ['light tower', 'light plant', 'light tower trailer', 'portable light tower'], ['torre de luz', 'torre de iluminacion', 'torre de alumbrado', 'lampara de torre']),
  row('light-towers', 'diesel-light-towers', ['diesel light tower', 'diesel light plant', 'metal halide light tower'], ['torre de iluminacion diesel', 'torre de luz diesel', 'torre de alumbrado diesel']),
  row('light-towers', 'solar-light-towers', ['solar light tower', 'solar light plant', 'solar tower'], ['torre de iluminacion solar', 'torre de luz solar', 'torre solar']),
  row('light-towers', 'led-battery-light-towers', ['led light tower', 'battery light tower', 'led light plant'], ['torre de iluminacion led', 'torre de luz led', 'torre led de bateria']),

  // Drills
  row('drills', null, ['drill rig', 'drilling rig', 'drill', 'boring machine'], ['perforadora', 'barrenadora', 'maquina perforadora', 'equipo de perforacion']),
  row('drills', 'horizontal-directional-drills', ['hdd', 'directional drill', 'directional boring machine', 'horizontal drill'], ['perforadora direccional', 'perforadora horizontal', 'perforacion direccional', 'topo direccional']),
  row('drills', 'surface-rock-drills', ['rock drill', 'blasthole drill', 'surface drill rig', 'air track drill'], ['perforadora de roca', 'track drill', 'barrenadora de roca', 'perforadora de barrenos']),
  row('drills', 'foundation-drills', ['foundation drill', 'piling rig', 'caisson drill', 'auger drill'], ['perforadora de cimentacion', 'piloteadora', 'perforadora de pilas', 'perforadora de pilotes']),
  row('drills', 'water-well-drills', ['water well drill', 'well drilling rig', 'water well rig'], ['perforadora de pozos', 'perforadora de pozos de agua', 'maquina para pozos']),

  // Crushers and screens
  row('crushers-screens', null, ['crusher', 'rock crusher', 'screener', 'screening plant', 'crushing plant'], ['trituradora', 'quebradora', 'chancadora', 'criba', 'planta trituradora']),
  row('crushers-screens', 'jaw-crushers', ['jaw crusher', 'jaw plant', 'mobile jaw crusher'], ['trituradora de quijada', 'quebradora de quijada', 'chancadora de mandibula']),
  row('crushers-screens', 'cone-crushers', ['cone crusher', 'cone plant', 'mobile cone crusher'], ['trituradora de cono', 'quebradora de cono', 'chancadora de cono']),
  row('crushers-screens', 'impact-crushers', ['impact crusher', 'impactor', 'horizontal shaft impactor', 'hsi crusher'], ['trituradora de impacto', 'quebradora de impacto', 'chancadora de impacto']),
  row('crushers-screens', 'screening-plants', ['screen plant', 'trommel', 'scalper', 'vibrating screen'], ['zaranda', 'planta de cribado', 'criba vibratoria', 'cribadora']),
  row('crushers-screens', 'conveyors-and-stackers', ['conveyor', 'stacker', 'radial stacker', 'stacking conveyor'], ['banda transportadora', 'apiladora', 'transportador', 'banda apiladora']),

  // Tractors
  row('tractors', null, ['farm tractor', 'ag tractor', 'agricultural tractor', 'farming tractor'], ['tractor agricola', 'tractor de granja', 'tractor para campo', 'tractor de labranza']),
  row('tractors', 'compact-tractors-40-hp', ['compact tractor', 'subcompact tractor', 'small tractor', 'garden tractor'], ['tractor compacto', 'tractor chico', 'minitractor', 'tractor pequeno']),
  row('tractors', 'utility-tractors-40-100-hp', ['utility tractor', 'loader tractor', 'mid size tractor'], ['tractor utilitario', 'tractor mediano', 'tractor de uso general']),
  row('tractors', 'row-crop-tractors-100-300-hp', ['row crop tractor', 'rowcrop', 'row crop'], ['tractor de cultivo en hileras', 'tractor de surcos', 'tractor para cultivos en hilera']),
  row('tractors', '4wd-and-track-tractors-300-hp', ['4wd tractor', 'articulated tractor', 'tracked tractor', 'four wheel drive tractor'], ['tractor articulado', 'tractor 4x4', 'tractor de orugas agricola', 'tractor de doble traccion']),

  // Combines
  row('combines', null, ['combine', 'combine harvester', 'grain combine', 'harvester'], ['cosechadora', 'combinada', 'trilladora', 'cosechadora de granos']),
  row('combines', 'combines', ['rotary combine', 'axial flow combine', 'conventional combine'], ['cosechadora rotativa', 'cosechadora axial', 'combinada rotativa']),
  row('combines', 'grain-platforms-and-draper-heads', ['draper head', 'grain platform', 'flex head', 'grain head', 'draper'], ['plataforma draper', 'plataforma de grano', 'cabezal flexible', 'plataforma de corte']),
  row('combines', 'corn-heads', ['corn head', 'corn header', 'chopping corn head'], ['cabezal maicero', 'cabezal de maiz', 'plataforma maicera']),

  // Hay and forage
  row('hay-forage', null, ['hay equipment', 'haying equipment', 'forage equipment', 'baler'], ['empacadora', 'equipo de forraje', 'maquinaria para heno', 'embaladora']),
  row('hay-forage', 'round-balers', ['round baler', 'round bale baler', 'net wrap baler'], ['empacadora redonda', 'embaladora redonda', 'rotoempacadora', 'enfardadora redonda']),
  row('hay-forage', 'large-square-balers', ['large square baler', 'big square baler', 'square baler'], ['empacadora de pacas grandes', 'empacadora cuadrada', 'macroempacadora', 'enfardadora cuadrada']),
  row('hay-forage', 'windrowers', ['windrower', 'swather', 'self propelled windrower'], ['segadora hileradora', 'hileradora', 'segadora autopropulsada']),
  row('hay-forage', 'mower-conditioners', ['mower conditioner', 'discbine', 'haybine', 'disc mower'], ['segadora acondicionadora', 'acondicionadora', 'segadora de discos']),
  row('hay-forage', 'forage-harvesters', ['forage harvester', 'chopper', 'silage chopper', 'self propelled forager'], ['cosechadora de forraje', 'picadora de forraje', 'ensiladora', 'picadora']),

  // Feller bunchers
  row('feller-bunchers', null, ['feller buncher', 'feller', 'buncher', 'tree harvester'], ['taladora', 'taladora apiladora', 'cosechadora forestal', 'tumbadora de arboles']),
  row('feller-bunchers', 'tracked-feller-bunchers', ['tracked feller buncher', 'track feller buncher', 'track feller'], ['taladora de orugas', 'taladora sobre orugas', 'taladora apiladora de orugas']),
  row('feller-bunchers', 'wheeled-feller-bunchers', ['wheeled feller buncher', 'wheel feller buncher', 'rubber tire feller buncher'], ['taladora de ruedas', 'taladora sobre ruedas', 'taladora apiladora de ruedas']),
  row('feller-bunchers', 'leveling-feller-bunchers', ['leveling feller buncher', 'self leveling feller buncher', 'leveling feller'], ['taladora con nivelacion', 'taladora autonivelante', 'taladora nivelante']),

  // Skidders and forestry
  row('skidders', null, ['skidder', 'log skidder', 'forestry skidder', 'logging skidder'], ['arrastrador forestal', 'arrastrador', 'tractor arrastrador', 'skidder forestal']),
  row('skidders', 'grapple-skidders', ['grapple skidder', 'dual arch skidder', 'grapple skidder forestry'], ['arrastrador de garra', 'skidder de garra', 'arrastrador con pinza']),
  row('skidders', 'cable-skidders', ['cable skidder', 'winch skidder', 'choker skidder'], ['arrastrador de cable', 'skidder de cable', 'arrastrador con malacate']),
  row('skidders', 'forwarders', ['forwarder', 'log forwarder', 'forestry forwarder'], ['autocargador forestal', 'autocargador', 'transportador forestal']),
  row('skidders', 'forestry-mulchers', ['forestry mulcher', 'mulcher', 'brush mulcher', 'land clearing mulcher'], ['trituradora forestal', 'desbrozadora forestal', 'mulcher forestal', 'trituradora de maleza']),
]
