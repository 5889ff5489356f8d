import {
  estimateSpecSheet,
  HOURS_PER_MONTH,
  typicalPrimary,
} from '../../src/services/taxonomy/estimate'
import { profileOf } from '../../src/services/taxonomy/profiles'

describe('spec sheet maintenance per month (issue 16, defect 15)', () => {
  it.each([214_465, 310_000, 87_777, 1_234_567])(
    'is the hourly cents shown times the hours (new price $%d)',
    (newPriceUsd) => {
      const profile = profileOf('excavators')
      const sheet = estimateSpecSheet({
        profile,
        primary: typicalPrimary(profile),
        specs: {},
        subcategory: null,
        newPriceUsd,
      })
      expect(sheet.maintenanceCostPerMonthCents).toBe(
        sheet.maintenanceCostPerHourCents * HOURS_PER_MONTH,
      )
    },
  )

  it('prints $15.01/h as $2,641.76 a month', () => {
    const profile = profileOf('excavators')
    const sheet = estimateSpecSheet({
      profile,
      primary: typicalPrimary(profile),
      specs: {},
      subcategory: null,
      newPriceUsd: 214_465,
    })
    expect(sheet.maintenanceCostPerHourCents).toBe(1501)
    expect(sheet.maintenanceCostPerMonthCents).toBe(264_176)
  })
})
