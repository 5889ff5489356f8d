import { hashString, type Rng } from './rng'

/**
 * Serial numbers in the formats makers actually use: 17-character VINs with a valid check digit
 * for on-road trucks and trailers (49 CFR 565), 17-character ISO 10261 PINs for machines built
 * since 2011 by the big makers, and the shorter prefix + sequence serials they used before.
 */

const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ'

const TRANSLIT: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const ch = vin[i]
    const v = /[0-9]/.test(ch) ? Number(ch) : TRANSLIT[ch]
    sum += v * WEIGHTS[i]
  }
  const r = sum % 11
  return r === 10 ? 'X' : String(r)
}

export const vinYearCode = (year: number): string =>
  VIN_YEAR_CODES[(((year - 1980) % 30) + 30) % 30]

/** Characters derived from a name, so every unit of one model shares them. */
function codeFrom(text: string, length: number, alphabet = VIN_CHARS): string {
  let h = hashString(text)
  let out = ''
  for (let i = 0; i < length; i++) {
    out += alphabet[h % alphabet.length]
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0
  }
  return out
}

const digits = (rng: Rng, n: number): string =>
  Array.from({ length: n }, () => String(rng.int(0, 9))).join('')

/** World manufacturer identifiers of truck makers (public, NHTSA). */
const TRUCK_WMI: Record<string, string[]> = {
  freightliner: ['1FU', '3AK'],
  kenworth: ['1XK', '2XK'],
  peterbilt: ['1XP', '2NP'],
  mack: ['1M1', '1M2'],
  international: ['1HT', '3HA'],
  ford: ['1FD', '3FR'],
  chevrolet: ['1GB'],
  gmc: ['1GD'],
  'western-star': ['5KJ'],
  volvo: ['4V4'],
}

export function vin(rng: Rng, makeSlug: string, model: string, year: number): string {
  const wmis = TRUCK_WMI[makeSlug]
  // Makers of fewer than 1,000 vehicles a year: a '9' in position 3 and their code in 12-14.
  const small = !wmis
  const wmi = wmis ? rng.pick(wmis) : `1${codeFrom(makeSlug, 1, LETTERS)}9`
  const vds = codeFrom(`${makeSlug}|${model}`, 5)
  const plant = codeFrom(`${makeSlug}|plant`, 1, LETTERS)
  const seq = small
    ? `${String(hashString(makeSlug) % 1000).padStart(3, '0')}${digits(rng, 3)}`
    : digits(rng, 6)
  const draft = `${wmi}${vds}0${vinYearCode(year)}${plant}${seq}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}

/** Model code as makers stamp it in a PIN: alphanumerics of the model name, padded to `n`. */
function modelCode(model: string, n: number): string {
  const alnum = model.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return alnum.length >= n ? alnum.slice(0, n) : alnum.padStart(n, '0')
}

/** ISO 10261 product identification number: WMI, model, check, plant/prefix, sequence. */
function pin17(rng: Rng, wmi: string, model: string, year: number, makeSlug: string): string {
  const body = `${wmi}${modelCode(model, 4)}${rng.pick(LETTERS.split(''))}${codeFrom(`${makeSlug}|${model}|p`, 2, LETTERS)}${vinYearCode(year)}`
  return `${body}${digits(rng, 17 - body.length)}`
}

type SerialFormat = (rng: Rng, model: string, year: number, makeSlug: string) => string

const prefixSerial =
  (prefixLength: number, seqLength: number): SerialFormat =>
  (rng, model, _year, makeSlug) =>
    `${codeFrom(`${makeSlug}|${model}|prefix`, prefixLength, 'ABCDEFGHJKLMNPRSTVWXYZ0123456789')}${digits(rng, seqLength)}`

const modernPin =
  (wmis: string[], legacy: SerialFormat): SerialFormat =>
  (rng, model, year, makeSlug) =>
    year >= 2011
      ? pin17(rng, rng.pick(wmis), model, year, makeSlug)
      : legacy(rng, model, year, makeSlug)

const SERIAL_FORMATS: Record<string, SerialFormat> = {
  caterpillar: modernPin(['CAT'], prefixSerial(3, 5)),
  'john-deere': modernPin(['1T0', '1DW', '1FF'], prefixSerial(3, 6)),
  komatsu: modernPin(['KMT'], prefixSerial(1, 5)),
  volvo: modernPin(['VCE'], prefixSerial(2, 5)),
  case: modernPin(['JAF', 'NAM', 'JJG'], (rng) => `JAF${digits(rng, 7)}`),
  'new-holland': modernPin(['NHC'], (rng) => `N${digits(rng, 7)}`),
  hitachi: modernPin(['HCM'], prefixSerial(2, 6)),
  liebherr: modernPin(['VAT', 'WLH'], prefixSerial(2, 5)),
  doosan: modernPin(['DWG', 'DHK'], prefixSerial(2, 5)),
  hyundai: modernPin(['HHK'], prefixSerial(2, 5)),
  jcb: modernPin(['JCB'], prefixSerial(3, 7)),
  bobcat: (rng, model, _y, make) =>
    `${codeFrom(`${make}|${model}`, 4, 'ABCDEFGHJKLMNPRSTVWXYZ0123456789')}${digits(rng, 5)}`,
  kubota: (rng) => digits(rng, 5 + rng.int(0, 1)),
  takeuchi: (rng) => `${rng.int(1, 2)}${digits(rng, 8)}`,
  jlg: (rng, model) => `${String(hashString(model) % 100).padStart(2, '0')}${digits(rng, 8)}`,
  genie: (rng, model) => `${modelCode(model, 5).replace(/^0+/, '')}-${digits(rng, 5)}`,
  skyjack: (rng) => `${digits(rng, 8)}`,
  manitou: (rng) => `MAN${digits(rng, 8)}`,
  terex: (rng, model, _y, make) => `${codeFrom(`${make}|${model}`, 3, LETTERS)}${digits(rng, 7)}`,
  sany: modernPin(['SY0', 'SYA'], prefixSerial(3, 6)),
  xcmg: modernPin(['XUG'], prefixSerial(3, 6)),
  kobelco: prefixSerial(2, 5),
  'wacker-neuson': (rng) => `WNCE${digits(rng, 4)}${rng.pick(LETTERS.split(''))}${digits(rng, 5)}`,
  bell: (rng) => `${rng.pick(['B', 'D'])}${digits(rng, 9)}`,
  wirtgen: (rng) => `${digits(rng, 2)}.${digits(rng, 2)}.${digits(rng, 4)}`,
  tigercat: (rng, model) => `${modelCode(model, 4).replace(/^0+/, '')}${digits(rng, 4)}`,
  vermeer: (rng) =>
    `1VR${digits(rng, 2)}${rng.pick(LETTERS.split(''))}${digits(rng, 11)}`.slice(0, 17),
  'atlas-copco': (rng) => `${rng.pick(['APF', 'AII', 'BAI'])}${digits(rng, 6)}`,
}

export interface SerialInput {
  makeSlug: string
  model: string
  year: number
  /** Road vehicles (trucks, trailers, truck cranes) carry VINs. */
  onRoad: boolean
}

export function serialNumber(rng: Rng, s: SerialInput): string {
  if (s.onRoad) return vin(rng, s.makeSlug, s.model, s.year)
  const fmt = SERIAL_FORMATS[s.makeSlug] ?? prefixSerial(3, 6)
  return fmt(rng, s.model, s.year, s.makeSlug)
}

/**
 * Unique 7-digit stock numbers: an affine bijection of the listing index over the 9,000,000
 * seven-digit numbers (the multiplier is coprime with 9,000,000), offset by the seed.
 */
const STOCK_SPACE = 9_000_000
const STOCK_MULTIPLIER = 7_919_117
export function stockNumber(seed: number, index: number): string {
  const offset = hashString(`stock|${seed}`) % STOCK_SPACE
  const n =
    (Number((BigInt(index) * BigInt(STOCK_MULTIPLIER)) % BigInt(STOCK_SPACE)) + offset) %
    STOCK_SPACE
  return String(1_000_000 + n)
}
