import {
  createListingSchema,
  isStockNumber,
  listingFormValue,
  listingInputFromForm,
  staffOnlyFieldsIn,
  stockNumberSchema,
  updateListingSchema,
} from './admin-listing'

describe('the console listing form', () => {
  const typed = {
    stockNumber: 'ab-12',
    categorySlug: 'excavators',
    subcategorySlug: '',
    make: 'Caterpillar',
    model: '320',
    year: '2019',
    hours: '4,200',
    miles: '',
    secondaryHours: 'lots',
    serialNumber: 'CAT0320X',
    advertisedPriceCents: '$125,000.50',
    originalPriceCents: '',
    floorPriceCents: '99000',
    zip: '78701',
    condition: 'Good',
    emissionTier: '',
    flair: 'NotSet',
    agreementType: '32',
    isPartnerSeller: 'on',
    hasWarranty: '',
    description: 'Clean machine',
    descriptionEs: '',
    fleetAdvisor: '',
    listingCompany: '',
    listingSellerCompany: '',
  }

  it('turns typed text into the createListing input', () => {
    const input = listingInputFromForm(typed, 'create')
    expect(input).toMatchObject({
      stockNumber: 'ab-12',
      year: 2019,
      hours: 4200,
      miles: null,
      advertisedPriceCents: 12_500_050,
      originalPriceCents: null,
      floorPriceCents: 9_900_000,
      agreementType: 32,
      isPartnerSeller: true,
      hasWarranty: false,
      subcategorySlug: null,
      emissionTier: null,
    })
    // What cannot be read is sent as -1, so the api names the field.
    expect(input.secondaryHours).toBe(-1)
    const parsed = createListingSchema.safeParse(input)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['secondaryHours'])
    const fixed = createListingSchema.parse({ ...input, secondaryHours: 10 })
    expect(fixed.stockNumber).toBe('AB-12')
  })

  it('leaves the stock number and the price out of an edit, and keeps an unchosen agreement', () => {
    // An edit shows the stored prices: the original price is there.
    const input = listingInputFromForm(
      { ...typed, agreementType: '', originalPriceCents: '125000' },
      'update',
    )
    expect(input).not.toHaveProperty('stockNumber')
    expect(input).not.toHaveProperty('advertisedPriceCents')
    expect(input).not.toHaveProperty('agreementType')
    expect(updateListingSchema.safeParse({ ...input, secondaryHours: 1 }).success).toBe(true)
  })

  it('sends an emptied price of an edit as null, which the schema names (a listing always has one)', () => {
    const input = listingInputFromForm({ ...typed, originalPriceCents: '' }, 'update')
    expect(input.originalPriceCents).toBeNull()
    const parsed = updateListingSchema.safeParse({ ...input, secondaryHours: 1 })
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['originalPriceCents', 'key:validation.priceRequired'],
    ])
  })

  it('refuses null on an edit of a field a listing always has; a new listing takes the default', () => {
    for (const field of ['flair', 'isPartnerSeller', 'hasWarranty', 'agreementType']) {
      const parsed = updateListingSchema.safeParse({ [field]: null })
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        [field, 'key:validation.required'],
      ])
    }
    expect(updateListingSchema.safeParse({ hours: null, fleetAdvisor: null }).success).toBe(true)
    expect(updateListingSchema.safeParse({}).success).toBe(true)
    const input = listingInputFromForm(typed, 'create')
    const nulls = {
      flair: null,
      isPartnerSeller: null,
      hasWarranty: null,
      agreementType: null,
      originalPriceCents: null,
      floorPriceCents: null,
      stockNumber: null,
    }
    expect(createListingSchema.safeParse({ ...input, secondaryHours: 1, ...nulls }).success).toBe(
      true,
    )
  })

  it('names the staff-only fields an input sends, null included', () => {
    expect(
      staffOnlyFieldsIn({ flair: null, hours: 3, listingCompany: 'x', hasWarranty: undefined }),
    ).toEqual(['flair', 'listingCompany'])
    expect(staffOnlyFieldsIn(null)).toEqual([])
    expect(staffOnlyFieldsIn('flair')).toEqual([])
  })

  it('names every empty required field, sending values GraphQL accepts (no null for String!)', () => {
    const input = listingInputFromForm(
      { ...typed, year: '', advertisedPriceCents: '', categorySlug: '', make: '', zip: ' ' },
      'create',
    )
    expect(input).toMatchObject({ categorySlug: '', make: '', zip: '', year: -1 })
    const parsed = createListingSchema.safeParse({ ...input, secondaryHours: 1 })
    expect([...new Set(parsed.error?.issues.map((i) => i.path.join('.')))].sort()).toEqual([
      'advertisedPriceCents',
      'categorySlug',
      'make',
      'year',
      'zip',
    ])
    expect(parsed.error?.issues.find((i) => i.path[0] === 'make')?.message).toBe(
      'key:validation.makeRequired',
    )
  })

  it('shows stored values back as typed text', () => {
    expect(listingFormValue('advertisedPriceCents', 12_500_000)).toBe('125000')
    expect(listingFormValue('advertisedPriceCents', 12_500_050)).toBe('125000.50')
    expect(listingFormValue('isPartnerSeller', true)).toBe('on')
    expect(listingFormValue('isPartnerSeller', false)).toBe('')
    expect(listingFormValue('hours', null)).toBe('')
    expect(listingFormValue('agreementType', 2)).toBe('2')
  })

  it("reads a Spanish form's money in either writing, and shows it back the Spanish way", () => {
    const es = { ...typed, advertisedPriceCents: '245.000,50', floorPriceCents: '200.000' }
    expect(listingInputFromForm(es, 'create', 'es')).toMatchObject({
      advertisedPriceCents: 24_500_050,
      floorPriceCents: 20_000_000,
    })
    const mx = { ...typed, advertisedPriceCents: '245,000.50', floorPriceCents: '200,000' }
    expect(listingInputFromForm(mx, 'create', 'es')).toMatchObject({
      advertisedPriceCents: 24_500_050,
      floorPriceCents: 20_000_000,
    })
    // Not an amount in any writing: -1, so the api names the field.
    expect(
      listingInputFromForm({ ...es, floorPriceCents: '200.000.5' }, 'create', 'es'),
    ).toMatchObject({ floorPriceCents: -1 })
    expect(listingFormValue('advertisedPriceCents', 24_500_050, 'es')).toBe('245000,50')
  })

  it('refuses a floor above the price, on the floor field (issue 36, defect 5)', () => {
    const input = { ...listingInputFromForm(typed, 'create'), secondaryHours: 10 }
    const above = createListingSchema.safeParse({ ...input, floorPriceCents: 12_500_051 })
    expect(above.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['floorPriceCents', 'key:validation.floorAbovePrice'],
    ])
    expect(createListingSchema.safeParse({ ...input, floorPriceCents: 12_500_050 }).success).toBe(
      true,
    )
  })

  it('names the allowed conditions when one is not', () => {
    const bad = updateListingSchema.safeParse({ condition: 'Mint' })
    expect(bad.error?.issues[0].message).toBe('key:validation.conditionInvalid')
  })

  it('has one stock number rule', () => {
    expect(isStockNumber('IY-100001')).toBe(true)
    expect(isStockNumber('IY 1')).toBe(false)
    expect(isStockNumber('x'.repeat(41))).toBe(false)
    expect(stockNumberSchema.parse(' iy-7 ')).toBe('IY-7')
    expect(stockNumberSchema.safeParse('a/b').success).toBe(false)
  })
})
