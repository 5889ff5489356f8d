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
