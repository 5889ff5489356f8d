import { badgeReplacedBy, flairAfterPriceChange } from './listing-flair'

describe('the badge a step leaves, and the one it replaces (issue 36, defect 5)', () => {
  const house = (flair: Parameters<typeof badgeReplacedBy>[1]['flair']) => ({
    flair,
    isPartnerSeller: false,
  })

  it('a cut on house inventory replaces Free shipping with Price reduced, and says so', () => {
    expect(flairAfterPriceChange(house('FreeShipping'), true)).toBe('PriceReduced')
    expect(badgeReplacedBy('changePrice', house('FreeShipping'))).toBe('FreeShipping')
    expect(badgeReplacedBy('markComingSoon', house('WarrantyIncluded'))).toBe('WarrantyIncluded')
  })

  it('replaces nothing where there is no badge, the same one, or partner inventory', () => {
    expect(badgeReplacedBy('changePrice', house('NotSet'))).toBeNull()
    expect(badgeReplacedBy('changePrice', house('PriceReduced'))).toBeNull()
    expect(badgeReplacedBy('markComingSoon', house('ComingSoon'))).toBeNull()
    expect(
      badgeReplacedBy('changePrice', { flair: 'PartnerSeller', isPartnerSeller: true }),
    ).toBeNull()
  })

  it('a raise takes Price reduced away and keeps any other badge', () => {
    expect(flairAfterPriceChange(house('PriceReduced'), false)).toBe('NotSet')
    expect(flairAfterPriceChange(house('FreeShipping'), false)).toBeUndefined()
  })
})
