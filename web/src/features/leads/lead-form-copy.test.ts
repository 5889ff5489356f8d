import { getT } from '@/i18n/server'

describe('lead form copy (issue 16, defect 15)', () => {
  it.each(['camiones de volteo', 'plataformas elevadoras', 'bulldozers'])(
    'the Spanish newsletter intro agrees with any category (%s)',
    (category) => {
      const intro = getT('es', 'forms')('forms.equipment_newsletter.intro', { category })
      expect(intro).not.toContain(`nuevas ${category}`)
      expect(intro).toContain(`máquinas nuevas en ${category}`)
    },
  )
})

// Issue 37: the Spanish "Name your price" warnings said "Su oferta… Puede comprar" (usted) where
// the rest of the site speaks "tú".
describe('Name your price in Spanish speaks tú', () => {
  const USTED = /\b(su|sus|usted|ustedes|puede|desea|ingrese|escriba|elija)\b/i

  it('in the likelihood and the warning above the asking price', () => {
    const t = getT('es', 'forms')
    const texts = [
      t('likelihood.aboveAsking', { price: '$100.000' }),
      t('likelihood.prompt'),
      t('likelihood.unavailable'),
      t('forms.name_your_price.intro'),
    ]
    for (const text of texts) expect(text).not.toMatch(USTED)
    expect(texts[0]).toBe(
      'Tu oferta supera el precio de venta de $100.000. Puedes comprar esta máquina ahora al precio de venta.',
    )
  })
})
