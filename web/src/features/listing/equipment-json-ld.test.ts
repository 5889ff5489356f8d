import { EQUIPMENT_STATES, listingDetailFixture } from '@/fixtures/equipment'
import { equipmentJsonLd, jsonLdText } from './equipment-json-ld'

/** The parts of the document the tests read. */
type Ld = Record<string, unknown> & {
  offers: Record<string, unknown> & { url: string; availability: string }
  additionalProperty: unknown[]
}

describe('equipment structured data (schema.org Product/Offer)', () => {
  it('describes the machine and its offer', () => {
    const ld = equipmentJsonLd(listingDetailFixture(), 'es') as Ld
    expect(ld['@type']).toBe('Product')
    expect(ld).toMatchObject({
      name: '2022 Komatsu WA600-8',
      sku: '9614943',
      brand: { '@type': 'Brand', name: 'Komatsu' },
      model: 'WA600-8',
      itemCondition: 'https://schema.org/UsedCondition',
    })
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: '753000.00',
      availability: 'https://schema.org/InStock',
      seller: { name: 'Bauer Contracting Group' },
      availableAtOrFrom: {
        address: { addressLocality: 'Berkley', addressRegion: 'MA', postalCode: '02779' },
      },
    })
    expect(ld.offers.url).toMatch(/\/es\/for-sale\/2022-komatsu-wa600-8-9614943$/)
    expect(ld.additionalProperty[0]).toEqual({
      '@type': 'PropertyValue',
      name: 'Operating weight',
      value: 109_100,
      unitText: 'lb',
    })
  })

  it.each([
    ['sold', 'https://schema.org/SoldOut'],
    ['comingSoon', 'https://schema.org/PreOrder'],
    ['noLongerAvailable', 'https://schema.org/Discontinued'],
  ] as const)('%s is %s', (state, availability) => {
    expect((equipmentJsonLd(EQUIPMENT_STATES[state], 'en') as Ld).offers.availability).toBe(
      availability,
    )
  })

  it('cannot be closed early by a description', () => {
    const text = jsonLdText(
      equipmentJsonLd(listingDetailFixture({ description: '</script><b>' }), 'en'),
    )
    expect(text).not.toContain('</script>')
  })
})
