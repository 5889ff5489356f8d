import { categoryIntro } from '../../src/services/catalog/load-catalog'
import { CATEGORIES } from '../../src/reference-data/categories'

// Issue 37: "Every used excavators listed here": category names are plural, the text must agree.
describe('the intro of a category page', () => {
  it('reads as English with the plural name', () => {
    expect(categoryIntro('en', 'Excavators', 'Dig.')).toBe(
      'Dig. Every listing of used excavators shows its hours, location and price up front; inspected machines include a 150-point report.',
    )
  })

  it.each(CATEGORIES.map((c) => [c.en, c.es] as const))(
    'names %s without "Every used <plural>", in Spanish too',
    (en, es) => {
      expect(categoryIntro('en', en, '')).not.toMatch(/Every used/)
      expect(categoryIntro('en', en, '')).toContain(`used ${en.toLowerCase()}`)
      expect(categoryIntro('es', es, '')).toContain(es.toLowerCase())
    },
  )
})
