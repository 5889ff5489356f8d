import type { Locale } from '../../context'

type Labels = Record<string, { en: string; es: string }>

/** Bilingual labels of the enumerated facet values (the web may still use its own keys). */
export const FACET_LABELS: Record<
  'conditions' | 'flairs' | 'statuses' | 'showOnly' | 'daysOnMarket' | 'partnerSeller',
  Labels
> = {
  conditions: {
    Poor: { en: 'Poor', es: 'Malo' },
    Fair: { en: 'Fair', es: 'Regular' },
    Good: { en: 'Good', es: 'Bueno' },
    Great: { en: 'Great', es: 'Muy bueno' },
    Excellent: { en: 'Excellent', es: 'Excelente' },
  },
  flairs: {
    AsIsWhereIs: { en: 'As is, where is', es: 'Tal cual, donde está' },
    ComingSoon: { en: 'Coming soon', es: 'Próximamente' },
    Demo: { en: 'Demo', es: 'Demostración' },
    FreeShipping: { en: 'Free shipping', es: 'Envío gratis' },
    PartnerSeller: { en: 'Partner seller', es: 'Vendedor asociado' },
    PriceReduced: { en: 'Price reduced', es: 'Precio reducido' },
    SoldWithAttachments: { en: 'Sold with attachments', es: 'Se vende con accesorios' },
    WarrantyAvailable: { en: 'Warranty available', es: 'Garantía disponible' },
    WarrantyIncluded: { en: 'Warranty included', es: 'Garantía incluida' },
    None: { en: 'None', es: 'Ninguno' },
    NotSet: { en: 'Not set', es: 'Sin definir' },
  },
  statuses: {
    available: { en: 'Available', es: 'Disponible' },
    coming_soon: { en: 'Coming soon', es: 'Próximamente' },
    sold: { en: 'Sold', es: 'Vendido' },
    no_longer_available: { en: 'No longer available', es: 'Ya no disponible' },
    removed: { en: 'Removed', es: 'Retirado' },
  },
  showOnly: {
    INSPECTED: { en: 'Inspected', es: 'Inspeccionado' },
    PRICE_REDUCED: { en: 'Price reduced', es: 'Precio reducido' },
    WARRANTY: { en: 'Warranty', es: 'Garantía' },
    COMING_SOON: { en: 'Coming soon', es: 'Próximamente' },
    PARTNER_SELLER: { en: 'Partner seller', es: 'Vendedor asociado' },
  },
  daysOnMarket: {
    all: { en: 'All', es: 'Todos' },
    last_week: { en: 'Last week', es: 'Última semana' },
    last_month: { en: 'Last month', es: 'Último mes' },
    last_3_months: { en: 'Last 3 months', es: 'Últimos 3 meses' },
    last_6_months: { en: 'Last 6 months', es: 'Últimos 6 meses' },
  },
  partnerSeller: {
    partner: { en: 'Partner seller', es: 'Vendedor asociado' },
    standard: { en: 'Sold by us', es: 'Vendido por nosotros' },
  },
}

export function facetLabel(kind: keyof typeof FACET_LABELS, value: string, locale: Locale): string {
  return FACET_LABELS[kind][value]?.[locale] ?? value
}
