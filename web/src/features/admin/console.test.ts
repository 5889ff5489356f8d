import { LIFECYCLE_STEPS } from '@ironyard/contract/listing-enums'
import { consoleHasField, consoleListingInput, consoleSteps, STAFF_ONLY_FIELDS } from './console'

describe('the admin and partner consoles share the listing pages', () => {
  it('offers partners every step on their own listings but coming soon', () => {
    expect(consoleSteps('partner', LIFECYCLE_STEPS).sort()).toEqual(
      [
        'changePrice',
        'markSold',
        'publish',
        'remove',
        // Issue 36: the ways back.
        'restore',
        'backOnSale',
        'discardDraft',
      ].sort(),
    )
    expect(consoleSteps('admin', LIFECYCLE_STEPS)).toEqual(LIFECYCLE_STEPS)
    expect(consoleSteps('partner', ['restore', 'markComingSoon'])).toEqual(['restore'])
  })

  it('leaves the staff-only fields out of what a partner form shows and sends', () => {
    const input = {
      make: 'Deere',
      flair: 'NotSet',
      isPartnerSeller: false,
      hasWarranty: false,
      agreementType: 1,
      fleetAdvisor: null,
      listingCompany: null,
      listingSellerCompany: null,
      descriptionEs: 'Excavadora',
    }
    expect(consoleListingInput('partner', input)).toEqual({
      make: 'Deere',
      descriptionEs: 'Excavadora',
    })
    expect(consoleListingInput('admin', input)).toBe(input)
    for (const f of STAFF_ONLY_FIELDS) {
      expect(consoleHasField('partner', f)).toBe(false)
      expect(consoleHasField('admin', f)).toBe(true)
    }
    expect(consoleHasField('partner', 'advertisedPriceCents')).toBe(true)
  })
})
