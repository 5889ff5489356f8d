/**
 * The vocabulary the query reader's tests read with (./read-query*.test.ts): a few makes,
 * categories with their singular names, the trade's words for some of them, and model numbers.
 */
import { buildQueryVocabulary } from './query-vocabulary'
import { readSearchQuery, type QueryReading } from './read-query'

export const vocab = buildQueryVocabulary({
  makes: [
    { slug: 'caterpillar', name: 'Caterpillar', aliases: ['Cat', 'CAT'] },
    { slug: 'john-deere', name: 'John Deere', aliases: ['Deere', 'JD'] },
    { slug: 'komatsu', name: 'Komatsu' },
    { slug: 'bobcat', name: 'Bobcat' },
    { slug: 'case', name: 'Case' },
    { slug: 'case-ih', name: 'Case IH' },
    { slug: 'new-holland', name: 'New Holland' },
    { slug: 'skytrak', name: 'SkyTrak' },
    { slug: 'genie', name: 'Genie' },
    { slug: 'jlg', name: 'JLG' },
    { slug: 'kwik-dump-trailer-supply', name: 'Kwik Dump Trailer Supply' },
    { slug: 'gc', name: 'GC' },
  ],
  categories: [
    {
      slug: 'excavators',
      en: 'Excavators',
      es: 'Excavadoras',
      singularEn: 'Excavator',
      singularEs: 'Excavadora',
      subcategories: [
        { slug: 'crawler-excavators', en: 'Crawler Excavators', es: 'Excavadoras de orugas' },
      ],
    },
    {
      slug: 'wheel-loaders',
      en: 'Wheel Loaders',
      es: 'Cargadores de ruedas',
      singularEn: 'Wheel Loader',
      singularEs: 'Cargador de ruedas',
    },
    {
      slug: 'bulldozers',
      en: 'Bulldozers',
      es: 'Bulldozers',
      singularEn: 'Bulldozer',
      singularEs: 'Bulldozer',
    },
    {
      slug: 'tractors',
      en: 'Tractors',
      es: 'Tractores',
      singularEn: 'Tractor',
      singularEs: 'Tractor',
    },
    {
      slug: 'forklifts',
      en: 'Forklifts',
      es: 'Montacargas',
      singularEn: 'Forklift',
      singularEs: 'Montacargas',
    },
    {
      slug: 'lifts',
      en: 'Lifts',
      es: 'Plataformas elevadoras',
      singularEn: 'Lift',
      singularEs: 'Plataforma elevadora',
      subcategories: [
        {
          slug: 'telescopic-boom-lifts',
          en: 'Telescopic Boom Lifts',
          es: 'Plataformas telescópicas',
        },
        { slug: 'electric-scissor-lifts', en: 'Electric Scissor Lifts', es: 'Tijeras eléctricas' },
      ],
    },
    {
      slug: 'dump-trucks',
      en: 'Dump Trucks',
      es: 'Camiones de volteo',
      singularEn: 'Dump Truck',
      singularEs: 'Camión de volteo',
    },
    {
      slug: 'backhoe-loaders',
      en: 'Backhoe Loaders',
      es: 'Retroexcavadoras',
      singularEn: 'Backhoe Loader',
      singularEs: 'Retroexcavadora',
    },
    {
      slug: 'dump-trailers',
      en: 'Dump Trailers',
      es: 'Remolques de volteo',
      singularEn: 'Dump Trailer',
      singularEs: 'Remolque de volteo',
    },
    {
      slug: 'road-reclaimers',
      en: 'Road Reclaimers',
      es: 'Recicladoras de camino',
      singularEn: 'Road Reclaimer',
      singularEs: 'Recicladora de camino',
    },
  ],
  synonyms: [
    { category: 'excavators', subcategory: null, en: ['trackhoe', 'track hoe'], es: ['poclain'] },
    {
      category: 'excavators',
      subcategory: 'crawler-excavators',
      en: ['crawler excavator', 'track excavator'],
      es: ['excavadora de orugas', 'excavadora sobre orugas'],
    },
    {
      category: 'wheel-loaders',
      subcategory: null,
      en: ['front end loader', 'payloader'],
      es: ['cargador frontal', 'pala cargadora', 'cargador de ruedas', 'trascabo'],
    },
    {
      category: 'bulldozers',
      subcategory: null,
      en: ['dozer', 'crawler dozer'],
      es: ['tractor de orugas', 'topadora'],
    },
    { category: 'tractors', subcategory: null, en: ['farm tractor'], es: ['tractor agrícola'] },
    {
      category: 'forklifts',
      subcategory: null,
      en: ['fork lift', 'lift truck'],
      es: ['montacarga', 'autoelevador'],
    },
    {
      category: 'lifts',
      subcategory: null,
      en: ['manlift', 'aerial lift'],
      es: ['manlift', 'elevador de personal'],
    },
    {
      category: 'lifts',
      subcategory: 'telescopic-boom-lifts',
      en: ['boom lift', 'stick boom'],
      es: ['brazo telescopico'],
    },
    {
      category: 'lifts',
      subcategory: 'electric-scissor-lifts',
      en: ['scissor lift'],
      es: ['plataforma de tijera', 'tijera electrica'],
    },
    {
      category: 'dump-trucks',
      subcategory: null,
      en: ['dump truck', 'tipper'],
      es: ['volteo', 'dompe', 'camion de volteo'],
    },
    {
      category: 'backhoe-loaders',
      subcategory: null,
      en: ['backhoe'],
      es: ['mano de chango', 'retro'],
    },
  ],
  // Model numbers the search knows, run together.
  isModel: (joined) => ['320gc', 'd6t', 'pc210lc', 't770'].includes(joined),
})

export const YEAR = 2026

export const read = (text: string, locale: 'en' | 'es' = 'en') =>
  readSearchQuery(text, vocab, { locale, currentYear: YEAR })

/** An example: the text, the filters it reads as, the text left. */
export type Row = [text: string, filters: QueryReading['filters'], q: string]
