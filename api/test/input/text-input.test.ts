import {
  findControlCharacters,
  hasForbiddenControl,
  MULTILINE_FIELDS,
} from '../../src/lib/text-input'

/** The one text rule (lib/text-input.ts, docs/decisions/021), per kind of field. */
describe('the control-character rule', () => {
  const c0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i))

  it('single-line text refuses every C0 character and DEL, and nothing printable', () => {
    for (const ch of [...c0, '\u007f'])
      expect(hasForbiddenControl(`a${ch}b`, ['firstName'])).toBe(true)
    for (const ok of ['Ana García', '🚜', '\u0080', '\u00a0', '\u202e', 'שלום', ''])
      expect(hasForbiddenControl(ok, ['firstName'])).toBe(false)
  })

  it('multi-line fields (by name, anywhere in a path) allow tab, LF and CR only', () => {
    expect([...MULTILINE_FIELDS]).toEqual(expect.arrayContaining(['message']))
    for (const ch of ['\t', '\n', '\r']) {
      expect(hasForbiddenControl(`a${ch}b`, ['message'])).toBe(false)
      expect(hasForbiddenControl(`a${ch}b`, ['batch', 0, 'description'])).toBe(false)
      expect(hasForbiddenControl(`a${ch}b`, ['name'])).toBe(true)
    }
    for (const ch of c0.filter((ch) => !'\t\n\r'.includes(ch)))
      expect(hasForbiddenControl(`a${ch}b`, ['message'])).toBe(true)
  })

  it('walks values of any depth, keys included, in linear time', () => {
    let deep: unknown = { message: 'fine\n', name: 'bad\n' }
    for (let i = 0; i < 200_000; i++) deep = [deep]
    const started = performance.now()
    const found = findControlCharacters({ outer: deep, 'k\u0000': 1 }, ['input'])
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(found.map((p) => p.slice(0, 2).concat(p.at(-1)!))).toEqual([
      ['input', 'k\u0000', 'k\u0000'],
      ['input', 'outer', 'name'],
    ])
    expect(found[1]).toHaveLength(2 + 200_000 + 1)
  })
})
