/**
 * What a hand-made server-action call can hand an action once React's reply decoder has read it
 * (issue 31, finding 5): objects shaped like prototypes, arrays, primitives, and the values it
 * makes of `$` strings. The fuzz journeys send the same shapes over HTTP (web/e2e/fuzz-corpus.ts).
 */

/**
 * React's temporary client reference (`"$T"`): a function whose every property read throws
 * (react-server-dom's proxy handler), `toString` included, so even String() of it throws.
 */
export function temporaryReference(): unknown {
  const allowed = new Set<PropertyKey>(['$$typeof', 'name', 'displayName', 'toJSON', 'then'])
  return new Proxy(() => undefined, {
    get(_target, name) {
      if (allowed.has(name)) return undefined
      if (name === Symbol.toPrimitive || name === Symbol.toStringTag) return undefined
      throw new Error(`Cannot access ${String(name)} on the server`)
    },
  })
}

export const HOSTILE_ARGUMENTS: ReadonlyArray<readonly [label: string, value: unknown]> = [
  ['an object whose toString is not a function', { toString: 1 }],
  ['an object whose valueOf is not a function', { valueOf: 1 }],
  ['an object whose toString and valueOf are not functions', { toString: 1, valueOf: 1 }],
  ['an object whose toJSON is not a function', { toJSON: 1 }],
  ['a __proto__ key', JSON.parse('{"__proto__":{"toString":1}}')],
  ['constructor.prototype', { constructor: { prototype: { toString: 1 } } }],
  ['an array', ['1000']],
  ['nested arrays', [[['1000']]]],
  ['null', null],
  ['true', true],
  ['NaN', Number.NaN],
  ['a BigInt', BigInt(1000)],
  ['an invalid Date', new Date(Number.NaN)],
  ['a Map', new Map([['price', '1000']])],
  ['form data', new FormData()],
  ['a temporary reference', temporaryReference()],
]
