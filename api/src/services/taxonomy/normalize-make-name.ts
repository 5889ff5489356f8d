/**
 * Display names for vPIC makes, which are registered legal names ("FONTAINE TRAILER CO.",
 * "3&1 Enterprises, LLC dba Impact Trailers"). A make is shown by its trade name: the "dba" name
 * when there is one, without legal forms, parentheses or a trailing "Trailer(s)".
 */

/** Trailing words dropped as legal forms ("Inc", "S.A. de C.V.") or a country of registration. */
const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'ltda',
  'limited',
  'co',
  'company',
  'corp',
  'corporation',
  'cv',
  'de',
  'sa',
  'rl',
  's',
  'gmbh',
  'ag',
  'plc',
  'ulc',
  'usa',
])

/** Trailing words dropped after the legal forms when something distinctive is left. */
const TRADE_WORDS = new Set([
  'mfg',
  'manufacturing',
  'manufacturer',
  'manufacturers',
  'industries',
  'ind',
  'enterprises',
  'enterprise',
  'trailer',
  'trailers',
  'sales',
])

/** Short all-caps words that are ordinary words, not acronyms, when a name is shouted. */
const SHORT_WORDS = new Set(
  'and the of big top one two red sun ace new old bay bar hot dog box car fox ice oak pro max all jet sea sky way'.split(
    ' ',
  ),
)

const bare = (word: string) => word.toLowerCase().replace(/[^a-z0-9]/g, '')

function titleWord(word: string): string {
  const letters = word.replace(/[^A-Za-z]/g, '')
  if (/\d/.test(word) || letters.length === 0) return word
  if (letters.length <= 3 && !SHORT_WORDS.has(letters.toLowerCase())) return word
  return word
    .toLowerCase()
    .replace(/(^|[-/.(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
}

/** Title-case names registered in capitals, keeping short acronyms (PJ, MAC, CMI). */
export function fixShouting(name: string, minLetters = 0): string {
  const letters = name.replace(/[^A-Za-z]/g, '')
  const allCaps = letters.length > 0 && letters === letters.toUpperCase()
  return name
    .split(' ')
    .map((w) => {
      const l = w.replace(/[^A-Za-z]/g, '')
      const shout = allCaps || (minLetters > 0 && l.length >= minLetters && l === l.toUpperCase())
      return shout ? titleWord(w) : w
    })
    .join(' ')
}

function dropTrailing(words: string[], drop: Set<string>): string[] {
  const out = words.slice()
  while (out.length > 1) {
    const last = bare(out[out.length - 1])
    if (last === '' || last === 'and' || drop.has(last)) out.pop()
    else break
  }
  return out
}

/**
 * Candidate display names, best first: the trade name without trade words, then with them, then
 * the cleaned legal name. The caller takes the first one that does not collide with a featured
 * make it is not the same company as.
 */
export function makeNameCandidates(legal: string): string[] {
  let name = legal.replace(/\s+/g, ' ').trim()
  const dba = /\bd\/?b\/?a\b\.?\s+(.+)$/i.exec(name)
  if (dba && dba[1].replace(/[^A-Za-z0-9]/g, '').length >= 3) name = dba[1]
  name = name
    .replace(/\s*\([^)]*\)?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const words = name.split(' ').map((w) => w.replace(/,$/, ''))
  const legalStripped = dropTrailing(words, LEGAL_FORMS)
  const tradeStripped = dropTrailing(dropTrailing(legalStripped, TRADE_WORDS), LEGAL_FORMS)
  const tidy = (ws: string[]) => {
    let s = ws.join(' ').replace(/[\s,&/-]+$/, '')
    // Keep the period of an initial ("James W."), drop the one of an abbreviation ("Mfg.").
    if (s.endsWith('.') && !/\b[A-Za-z]\.$/.test(s)) s = s.slice(0, -1)
    return fixShouting(s).trim()
  }
  const out: string[] = []
  for (const c of [tidy(tradeStripped), tidy(legalStripped), tidy(words)]) {
    if (c && !out.includes(c)) out.push(c)
  }
  return out.length > 0 ? out : [legal.trim()]
}

/** Makes index letter: 'A'..'Z', or '#' for a digit or symbol. */
export function firstLetterOf(name: string): string {
  const c = name.normalize('NFKD').charAt(0).toUpperCase()
  return c >= 'A' && c <= 'Z' ? c : '#'
}
