/**
 * Which of our categories a vPIC row belongs to, where that is defensible from its name alone.
 * vPIC says "Trailer" or "Truck", not "lowboy" or "tractor", so a row gets a category only when
 * the model (or, for a make-level record, the make) names the body type, or when the model is a
 * well-known highway tractor or refuse chassis of a featured truck make. Everything else stays
 * uncategorised rather than guessed.
 */

export interface VpicPlacement {
  category: string
  subcategory: string | null
}

const place = (category: string, subcategory: string | null = null): VpicPlacement => ({
  category,
  subcategory,
})

/** Body types named in trailer make or model names. Order matters: the first match wins. */
const TRAILER_RULES: Array<[RegExp, (m: RegExpExecArray) => VpicPlacement]> = [
  [
    /\b(belly|bottom|side|end|rear|gooseneck|frame|frameless)?[\s-]*dump\b/i,
    (m) => {
      const kind = (m[1] ?? '').toLowerCase()
      if (kind === 'belly' || kind === 'bottom')
        return place('dump-trailers', 'belly-dump-trailers')
      if (kind === 'side') return place('dump-trailers', 'side-dump-trailers')
      if (kind === 'gooseneck') return place('dump-trailers', 'gooseneck-dump-trailers')
      return place('dump-trailers', kind ? 'end-dump-trailers' : null)
    },
  ],
  [/\b(step[\s-]?deck|drop[\s-]?deck)\b/i, () => place('flatbed-trailers', 'step-deck-trailers')],
  [/\bdouble[\s-]?drop\b/i, () => place('flatbed-trailers', 'double-drop-trailers')],
  [/\bflat[\s-]?bed\b/i, () => place('flatbed-trailers', 'flatbed-trailers')],
  [/\bpole\s+trailer/i, () => place('log-trailers', 'pole-trailers')],
  [/\blog(ging)?\s+trailer|\blogging\b/i, () => place('log-trailers')],
  [
    /\blow[\s-]?boy|\brgn\b|detachable\s+gooseneck/i,
    () => place('equipment-trailers', 'lowboy-rgn-trailers'),
  ],
  [/\btilt\b|\btilts\b/i, () => place('equipment-trailers', 'tilt-deck-trailers')],
  [/\btag[\s-]?a?[\s-]?long/i, () => place('equipment-trailers', 'tag-along-equipment-trailers')],
  [/\btraveling\s+axle/i, () => place('equipment-trailers', 'traveling-axle-trailers')],
  [/\bequipment\s+trailer/i, () => place('equipment-trailers')],
  [/\bvacuum\b/i, () => place('tank-trailer-trucks', 'vacuum-tank-trailers')],
  [/\btank(er|ers|s)?\b/i, () => place('tank-trailer-trucks', 'tank-trailers')],
  [/\b(round\s+)?baler\b/i, () => place('hay-forage')],
  [/\btrencher\b/i, () => place('trenchers')],
  [/\bcompressors?\b|\b\d+\s*psi\b/i, () => place('air-compressors', 'towable-air-compressors')],
  [/\b\d+\s*(kva|kw)\b|\bgenerators?\b/i, () => place('generators', 'towable-diesel-generators')],
  [/\blight\s*towers?\b/i, () => place('light-towers')],
  [/\bboom\s+lift\b|\bz-boom\b/i, () => place('lifts', 'towable-boom-lifts')],
]

/** Known tractors and refuse chassis of featured truck makes (model families, by name). */
const TRUCK_RULES: Record<string, Array<[RegExp, VpicPlacement]>> = {
  freightliner: [
    [
      /^(ra\s+)?e?cascadia\b|^coronado\b|^columbia\b|^century|^classic\b|^argosy\b|^fld1(12|20|32)\b|^c1(12|20)\b|^cst1(12|20)\b/i,
      place('semi-trucks'),
    ],
    [/^condor\b/i, place('specialty-trucks', 'refuse-trucks')],
  ],
  peterbilt: [
    [/^(359|362|372|377|378|379|384|386|387|388|389|579)$/, place('semi-trucks')],
    [/^(320|520)$/, place('specialty-trucks', 'refuse-trucks')],
  ],
  kenworth: [[/^(t600|t660|t680|t700|t2000|w900|w990|k100)$/i, place('semi-trucks')]],
  mack: [
    [/^anthem$|pinnacle|vision|^(ch|chn|cl)$|^(rw|rwl|rws)$/i, place('semi-trucks')],
    [/terrapro|^(lr|mr|le|mre)$/i, place('specialty-trucks', 'refuse-trucks')],
  ],
  international: [
    [/^prostar$|^lonestar$|^lt\d|^9(200|400|900)(i|ix)?$|^8600$/i, place('semi-trucks')],
  ],
  volvo: [[/^(vnl|vnm|vnr|vn|vnx|vt|wia)(\s*\(4\))?$/i, place('semi-trucks')]],
  'western-star': [[/^(5700|57x chassis)$/i, place('semi-trucks')]],
  ford: [[/^(ltl9000|ltls9000|ltla9000|cl9000|clt9000)$/i, place('semi-trucks')]],
}

/** Terex light towers (AL4, AL5HT, RL4) are registered as trailers under bare model codes. */
const MAKE_MODEL_RULES: Record<string, Array<[RegExp, VpicPlacement]>> = {
  terex: [[/^(al|rl)\d/i, place('light-towers')]],
  vermeer: [
    [/^(504|605)[gh]\s+baler$/i, place('hay-forage', 'round-balers')],
    [/\brake\b|\btedder\b/i, place('hay-forage')],
    [/^(t-\d{3}[a-z]?|v-4[34]0|rt\d+)$/i, place('trenchers')],
  ],
  genie: [[/boom\s+lift\s+structure$/i, place('lifts', 'towable-boom-lifts')]],
}

export function placeVpicRow(opts: {
  makeSlug: string
  makeName: string
  model: string
  makeLevel: boolean
  vehicleTypes: string[]
}): VpicPlacement | null {
  const { makeSlug, model, makeLevel, vehicleTypes } = opts
  for (const [re, p] of MAKE_MODEL_RULES[makeSlug] ?? []) if (!makeLevel && re.test(model)) return p
  if (vehicleTypes.includes('Trailer')) {
    // A make-level record names no model: only the make's own name can say what it builds.
    const text = makeLevel ? opts.makeName : model
    if (/\bsplitter\b|\bcabin\b/i.test(text)) return null
    for (const [re, fn] of TRAILER_RULES) {
      const m = re.exec(text)
      if (m) return fn(m)
    }
    return null
  }
  if (!makeLevel && vehicleTypes.includes('Truck')) {
    for (const [re, p] of TRUCK_RULES[makeSlug] ?? []) if (re.test(model)) return p
  }
  return null
}
