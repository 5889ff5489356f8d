import {
  findControlCharacters,
  hasControlCharacter,
  hasForbiddenControl,
} from './control-characters'
import { jsonBytes, utf8Length } from './json-size'

describe('the control-character rule', () => {
  it('refuses C0 and DEL in single-line text; tab, CR and LF pass only in multi-line fields', () => {
    expect(hasForbiddenControl('a\u0000b')).toBe(true)
    expect(hasForbiddenControl('a\u007fb')).toBe(true)
    expect(hasForbiddenControl('a\tb', ['name'])).toBe(true)
    expect(hasForbiddenControl('a\r\n\tb', ['message'])).toBe(false)
    expect(hasForbiddenControl('a\u001bb', ['message'])).toBe(true)
    expect(hasControlCharacter('a\tb', true)).toBe(false)
    expect(hasControlCharacter('Grúa 🚜', false)).toBe(false)
  })

  it('names every offending value or key by its path; list items take their list name', () => {
    const body = {
      batch: [{ description: 'line\none', properties: { 'k\u0007': 'v', label: 'a\tb' } }],
      leads: { message: ['ok\n', 'bad\u0000'] },
    }
    expect(findControlCharacters(body)).toEqual([
      ['batch', 0, 'properties', 'k\u0007'],
      ['batch', 0, 'properties', 'label'],
      ['leads', 'message', 1],
    ])
  })

  it('walks JSON nested far deeper than the call stack', () => {
    const deep = JSON.parse(
      `${'['.repeat(100_000)}"\u0000"${']'.repeat(100_000)}`.replace('\u0000', '\\u0000'),
    )
    expect(findControlCharacters(deep)).toHaveLength(1)
  })
})

describe('JSON size', () => {
  it('weighs UTF-8 bytes as written, and unwritable values as Infinity', () => {
    expect(utf8Length('García €🚜')).toBe(1 + 1 + 1 + 1 + 2 + 1 + 1 + 3 + 4)
    expect(jsonBytes({ a: 'é' })).toBe(10)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(jsonBytes(cyclic)).toBe(Infinity)
  })
})

describe('lone surrogates', () => {
  it('are refused like control characters; whole pairs (emoji) are text', () => {
    expect(hasControlCharacter('a\udfffb', false)).toBe(true)
    expect(hasControlCharacter('a\ud800', true)).toBe(true)
    expect(hasControlCharacter('excavadora 🚜', false)).toBe(false)
  })
})
