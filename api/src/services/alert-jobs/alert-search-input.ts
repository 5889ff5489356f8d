/**
 * An inventory alert watches the search page's URL parameters (services/alerts). This reads them
 * the way the search page does (web/src/lib/search-params.ts: parseSearchState + toSearchInput)
 * into the input of `searchListings`, so an alert finds exactly what its search page shows.
 * Malformed values are dropped rather than refused, as on the page.
 */

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const SHOW_ONLY: Record<string, string> = {
  inspected: 'INSPECTED',
  price_reduced: 'PRICE_REDUCED',
  warranty: 'WARRANTY',
  coming_soon: 'COMING_SOON',
  partner_seller: 'PARTNER_SELLER',
}
const CONDITIONS = ['Excellent', 'Great', 'Good', 'Fair', 'Poor']
const FLAIRS = [
  'AsIsWhereIs',
  'ComingSoon',
  'Demo',
  'FreeShipping',
  'PartnerSeller',
  'PriceReduced',
  'SoldWithAttachments',
  'WarrantyAvailable',
  'WarrantyIncluded',
]
const STATUSES = ['available', 'coming_soon', 'sold', 'no_longer_available']
const DAYS_ON_MARKET = ['last_week', 'last_month', 'last_3_months', 'last_6_months']
const PRICE_THRESHOLDS = [
  5_000, 10_000, 20_000, 25_000, 30_000, 50_000, 75_000, 100_000, 150_000, 200_000,
]

function int(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value.replace(/[,\s$]/g, ''))
  if (!Number.isFinite(n)) return undefined
  const i = Math.round(n)
  return i < min || i > max ? undefined : i
}

function list(value: string | undefined, ok: (v: string) => boolean, map = (v: string) => v) {
  const out: string[] = []
  for (const raw of (value ?? '').split(',')) {
    const v = map(raw.trim())
    if (v && ok(v) && !out.includes(v)) out.push(v)
    if (out.length >= 50) break
  }
  return out.length ? out : undefined
}

export function alertSearchInput(
  filters: Record<string, string>,
  currentYear: number,
): Record<string, unknown> {
  const f = (k: string) => filters[k]
  const slugs = (k: string) =>
    list(
      f(k),
      (v) => SLUG.test(v),
      (v) => v.toLowerCase(),
    )
  const priceMin = int(f('priceMin'), 0, 1e9)
  const priceMax = int(f('priceMax'), 0, 1e9)
  const under = int(f('under'), 0, 1e9)
  const zip = f('zip')?.trim()
  const radius = int(f('radius'), 1, 1000)
  const partner = f('partner')
  const specs = Object.keys(filters)
    .flatMap((key) => {
      const m = /^spec\.([A-Za-z][A-Za-z0-9]{0,47})$/.exec(key)
      if (!m) return []
      const [lo, hi] = (filters[key] ?? '').split('-')
      const num = (v: string | undefined) =>
        v === undefined || v.trim() === '' || !Number.isFinite(Number(v)) ? null : Number(v)
      const min = num(lo)
      const max = num(hi)
      return min === null && max === null ? [] : [{ key: m[1], min, max }]
    })
    .sort((a, b) => a.key.localeCompare(b.key))
  const broad = f('broad')?.toLowerCase()
  const input: Record<string, unknown> = {
    q: f('q')?.replace(/\s+/g, ' ').trim().slice(0, 200) || undefined,
    broadCategory: broad && SLUG.test(broad) ? broad : undefined,
    categories: slugs('category'),
    subcategories: slugs('sub'),
    makes: slugs('make'),
    models: slugs('model'),
    yearMin: int(f('yearMin'), 1900, currentYear + 1),
    yearMax: int(f('yearMax'), 1900, currentYear + 1),
    priceMinCents: priceMin !== undefined ? priceMin * 100 : undefined,
    priceMaxCents: priceMax !== undefined ? priceMax * 100 : undefined,
    priceUnder: under !== undefined && PRICE_THRESHOLDS.includes(under) ? under : undefined,
    hoursMin: int(f('hoursMin'), 0, 1_000_000),
    hoursMax: int(f('hoursMax'), 0, 1_000_000),
    milesMin: int(f('milesMin'), 0, 10_000_000),
    milesMax: int(f('milesMax'), 0, 10_000_000),
    conditions: list(f('condition'), (v) => CONDITIONS.includes(v)),
    flairs: list(f('flair'), (v) => FLAIRS.includes(v)),
    partnerSeller: partner === 'only' ? true : partner === 'exclude' ? false : undefined,
    showOnly: list(f('show'), (v) => v in SHOW_ONLY)?.map((s) => SHOW_ONLY[s]),
    statuses: list(f('status'), (v) => STATUSES.includes(v)),
    daysOnMarket: DAYS_ON_MARKET.includes(f('dom') ?? '') ? f('dom') : undefined,
    priceReducedWithin: DAYS_ON_MARKET.includes(f('reduced') ?? '') ? f('reduced') : undefined,
    states: list(
      f('state'),
      (v) => /^[A-Z]{2}$/.test(v),
      (v) => v.toUpperCase(),
    ),
    city: f('city')?.trim().slice(0, 100) || undefined,
    zip: zip && /^\d{5}$/.test(zip) ? zip : undefined,
    radiusMiles: zip && radius ? radius : undefined,
    specs: specs.length ? specs : undefined,
  }
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
}

/** Input fields a search refused (VALIDATION paths like "makes.0"), dropped for a retry. */
export function withoutFields(input: Record<string, unknown>, paths: string[]) {
  const drop = new Set(paths.map((p) => p.split('.')[0]))
  if (drop.has('zip')) drop.add('radiusMiles')
  return Object.fromEntries(Object.entries(input).filter(([k]) => !drop.has(k)))
}
