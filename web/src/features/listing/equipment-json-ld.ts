import type { Locale } from '@/i18n/settings'
import type { ListingDetail } from './listing-data'
import { listingPath } from '@/lib/listing-path'
import { absoluteUrl } from '@/lib/seo'

const AVAILABILITY: Record<string, string> = {
  available: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  no_longer_available: 'https://schema.org/Discontinued',
}

const CONDITION = 'https://schema.org/UsedCondition'

/** schema.org Product with its Offer (price, availability, where the machine is, who sells it). */
export function equipmentJsonLd(l: ListingDetail, locale: Locale): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: l.title,
    sku: l.stockNumber,
    ...(l.serialNumber ? { serialNumber: l.serialNumber } : {}),
    brand: { '@type': 'Brand', name: l.make.name },
    model: l.model,
    category: l.category.name,
    ...(l.description ? { description: l.description } : {}),
    image: l.images.slice(0, 5).map((i) => i.url),
    itemCondition: CONDITION,
    productionDate: String(l.year),
    additionalProperty: l.specs.map((s) => ({
      '@type': 'PropertyValue',
      name: s.label,
      value: s.value,
      unitText: s.unit,
    })),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: (l.advertisedPriceCents / 100).toFixed(2),
      availability: AVAILABILITY[l.status] ?? AVAILABILITY.available,
      itemCondition: CONDITION,
      url: absoluteUrl(listingPath(l, locale)),
      seller: { '@type': 'Organization', name: l.seller.name },
      availableAtOrFrom: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: l.city,
          addressRegion: l.state,
          postalCode: l.zip,
          addressCountry: 'US',
        },
        geo: { '@type': 'GeoCoordinates', latitude: l.location.lat, longitude: l.location.lng },
      },
    },
  }
}

/** JSON for a <script> element: "<" escaped so a text field cannot close the element. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
