import { slugify } from './slugify'

describe('slugify', () => {
  it('lower-cases, drops accents, reads & as "and" and joins words with dashes', () => {
    expect(slugify('Bobcat S650')).toBe('bobcat-s650')
    expect(slugify('Máquinas & Equipos')).toBe('maquinas-and-equipos')
    expect(slugify('  --John Deere--  ')).toBe('john-deere')
    expect(slugify('日本')).toBe('')
  })
})
