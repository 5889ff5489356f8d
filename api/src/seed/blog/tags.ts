import type { ContentTagInput } from '../../services/content/content.schema'

/** Tags of the seed articles, named in both languages. */
export const SEED_TAGS: ContentTagInput[] = [
  { slug: 'buying', nameEn: 'Buying', nameEs: 'Compra' },
  { slug: 'selling', nameEn: 'Selling', nameEs: 'Venta' },
  { slug: 'inspection', nameEn: 'Inspection', nameEs: 'Inspección' },
  { slug: 'maintenance', nameEn: 'Maintenance', nameEs: 'Mantenimiento' },
  { slug: 'financing', nameEn: 'Financing', nameEs: 'Financiamiento' },
  { slug: 'valuation', nameEn: 'Valuation', nameEs: 'Valuación' },
  { slug: 'market-data', nameEn: 'Market data', nameEs: 'Datos de mercado' },
  { slug: 'shipping', nameEn: 'Shipping', nameEs: 'Envíos' },
  { slug: 'cross-border', nameEn: 'Cross-border', nameEs: 'Comercio transfronterizo' },
  { slug: 'excavators', nameEn: 'Excavators', nameEs: 'Excavadoras' },
  { slug: 'wheel-loaders', nameEn: 'Wheel loaders', nameEs: 'Cargadores frontales' },
  { slug: 'pavers', nameEn: 'Pavers', nameEs: 'Pavimentadoras' },
  { slug: 'tractors', nameEn: 'Tractors', nameEs: 'Tractores' },
  { slug: 'search', nameEn: 'Search', nameEs: 'Búsqueda' },
  { slug: 'performance', nameEn: 'Performance', nameEs: 'Rendimiento' },
  { slug: 'reliability', nameEn: 'Reliability', nameEs: 'Confiabilidad' },
  { slug: 'forms', nameEn: 'Forms', nameEs: 'Formularios' },
  { slug: 'taxonomy', nameEn: 'Taxonomy', nameEs: 'Taxonomía' },
]
