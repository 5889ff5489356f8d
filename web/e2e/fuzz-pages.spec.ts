import enErrors from '../src/i18n/locales/en/errors.json'
import esErrors from '../src/i18n/locales/es/errors.json'
import { BRAND } from '@ironyard/contract'
import { MORE_PARAM, SEARCH_PARAMS } from '@ironyard/contract/search-url'
import {
  appRoutes,
  assertNoFailures,
  fetchPages,
  hasControl,
  HOSTILE,
  listingPathFrom,
  LONG_100KB,
  nth,
  PROTOTYPE_KEYS,
  RAW_URL_PARTS,
  renderedProblems,
  runCases,
  type FuzzCase,
} from './fuzz-corpus'
import { expect, test } from './fixtures'
import { signIn } from './helpers'

/**
 * Issue 12: hostile input in a URL is a client error, never a 5xx. Plain HTTP requests against
 * the production server (fuzz-corpus.ts); each failing case is reported. Search URLs are distinct,
 * so the search page's micro-cache (decision 006) serves none of them from an earlier answer.
 */

const enc = encodeURIComponent
const ERRORS = { en: enErrors, es: esErrors }

/** What a hostile value in a URL must get: 400 when the server refuses it outright. */
const expectFor = (value: string) => (hasControl(value) ? [400] : undefined)

/** The search pages: the search, a landing page, and the Spanish search. */
const SEARCH_PAGES = ['/equipment', '/excavators', '/es/equipment']

function searchCases(): FuzzCase[] {
  // Every parameter the parser reads (its own list), and spec ranges with good and bad keys.
  const names = [
    ...Object.values(SEARCH_PARAMS),
    'spec.operatingWeightLb',
    'spec.__proto__',
    `spec.${'a'.repeat(60)}`,
  ]
  const cases: FuzzCase[] = []
  names.forEach((name, i) => {
    // Four corpus values per parameter, spread so every value meets several parameters.
    for (let j = 0; j < 4; j++) {
      const [label, value] = nth(HOSTILE, i * 4 + j)
      const page = nth(SEARCH_PAGES, i + j)
      cases.push({
        label: `${name}=${label}`,
        path: `${page}?${enc(name)}=${enc(value)}`,
        expect: expectFor(value),
      })
    }
    const [label, raw] = nth(RAW_URL_PARTS, i)
    cases.push({
      label: `${name}=${label}`,
      path: `${nth(SEARCH_PAGES, i)}?${name}=${raw}`,
      expect: [400],
    })
  })
  // Every parameter at once with the same value.
  HOSTILE.forEach(([label, value], j) => {
    const query = names.map((n) => `${enc(n)}=${enc(value)}`).join('&')
    cases.push({
      label: `every parameter=${label}`,
      path: `${nth(SEARCH_PAGES, j)}?${query}`,
      expect: expectFor(value),
    })
  })
  for (const page of SEARCH_PAGES) {
    // The cases: prototype keys as values and as names are ignored (the page renders).
    for (const key of PROTOTYPE_KEYS) {
      cases.push({ label: `show=${key}`, path: `${page}?show=${key}`, expect: [200] })
    }
    const names = PROTOTYPE_KEYS.map((k) => `${k}=x`).join('&')
    cases.push({
      label: 'prototype keys as names',
      path: `${page}?${names}&__proto__[show]=inspected`,
      expect: [200],
    })
    cases.push({
      label: 'repeated parameters',
      path: `${page}?page=2&page=x&sort=a&sort=year_asc&show=inspected&show=inspected`,
    })
    // Over Node's header limit (16 KB): 431 is fine, a 5xx is not.
    cases.push({ label: '100 KB query', path: `${page}?q=${LONG_100KB}` })
    // Nearest first (issue 37): with a ZIP, and without one (the order falls back, the page renders).
    cases.push({
      label: 'sort=distance_asc without a ZIP',
      path: `${page}?sort=distance_asc`,
      expect: [200],
    })
    cases.push({
      label: 'sort=distance_asc with a ZIP',
      path: `${page}?sort=distance_asc&zip=78701`,
      expect: [200],
    })
  }
  // Nearest first with every hostile ZIP, and a ZIP no one has.
  const zips = [...HOSTILE, ['unknown ZIP', '99999'] as const]
  for (const [j, [label, value]] of zips.entries()) {
    cases.push({
      label: `sort=distance_asc&zip=${label}`,
      path: `${nth(SEARCH_PAGES, j)}?sort=distance_asc&zip=${enc(value)}`,
      expect: expectFor(value),
    })
  }
  return cases
}

test('Hostile search URLs (every parameter the search reads, on /equipment, /excavators and /es/equipment) are answered without a 5xx', async ({
  baseURL,
}) => {
  const cases = searchCases()
  expect(cases.length > 200, `${cases.length} search cases`).toBeTruthy()
  assertNoFailures('search URLs', await runCases(baseURL, cases))
})

/** ZIP look-alikes for the all-in cost form, beside the corpus (none is a known five-digit ZIP). */
const ZIP_LOOKALIKES: ReadonlyArray<readonly [label: string, value: string]> = [
  ['four digits', '7870'],
  ['six digits', '787011'],
  ['ZIP+4', '78701-1234'],
  ['unknown ZIP', '99999'],
  ['zeros', '00000'],
  ['full-width digits', '７８７０１'],
  ['Arabic-Indic digits', '٧٨٧٠١'],
  ['digits and a script tag', '78701<script>alert(1)</script>'],
]

/**
 * Issue 17: the listing page's all-in cost form is a GET form, so `?zip=` is whatever a link
 * says. A hostile ZIP is answered on the field (the page renders, with the form and its error)
 * and never reaches the api; a control character is refused by the server (400).
 */
test("Hostile ZIPs in a listing page's ?zip= (the all-in cost form) are answered on the field, in English and Spanish, without a 5xx", async ({
  baseURL,
}) => {
  const listing = await listingPathFrom(baseURL)
  expect(listing, 'a machine for sale in the search results').toBeTruthy()
  const values = [...HOSTILE, ...ZIP_LOOKALIKES]
  const cases: FuzzCase[] = values.map(([label, value], i) => ({
    label: `zip=${label}`,
    path: `${nth(['', '/es'], i)}${listing}?zip=${enc(value)}`,
    expect: hasControl(value) ? [400] : [200],
  }))
  RAW_URL_PARTS.forEach(([label, raw], i) =>
    cases.push({
      label: `zip=${label}`,
      path: `${nth(['', '/es'], i)}${listing}?zip=${raw}`,
      expect: [400],
    }),
  )
  cases.push(
    { label: 'repeated zip', path: `${listing}?zip=78701&zip=%3Cb%3E`, expect: [200] },
    { label: 'zip as a name with brackets', path: `${listing}?zip[]=78701&zip[__proto__]=x` },
    { label: '100 KB zip', path: `${listing}?zip=${LONG_100KB}` },
  )
  assertNoFailures('listing ?zip=', await runCases(baseURL, cases))

  // The page renders: its all-in cost form answers the hostile value on the field, escaped.
  const wrong: string[] = []
  for (const [i, [label, value]] of values.entries()) {
    if (hasControl(value)) continue
    const prefix = nth(['', '/es'], i)
    const res = await fetch(`${baseURL}${prefix}${listing}?zip=${enc(value)}`)
    const html = await res.text()
    const lang = /<html[^>]* lang="(\w+)"/.exec(html)?.[1]
    if (!html.includes('id="all-in-cost"')) wrong.push(`${label}: no all-in cost section`)
    else if (!html.includes('id="all-in-zip-error"'))
      wrong.push(`${label}: no error on the ZIP field`)
    if (lang !== (prefix ? 'es' : 'en')) wrong.push(`${label}: lang ${lang}`)
    // The ZIP field shows the typed value as the server read it (trimmed, at most 10 characters),
    // escaped: the value attribute holds all of it and the tag does not end early.
    const input = /<input[^>]*id="all-in-zip"[^>]*>/.exec(html)?.[0] ?? ''
    const shown = (/\svalue="([^"]*)"/.exec(input)?.[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
    if (shown !== value.trim().slice(0, 10)) wrong.push(`${label}: the ZIP field shows ${input}`)
  }
  expect(wrong).toEqual([])
})

/**
 * Hostile values of a view parameter (`more=`, `form=`): the corpus, raw URL parts, the name
 * repeated and a 100 KB value, over the given pages. A control character is refused (400), a
 * malformed encoding too; the rest must not fail. `extra` adds values beside the corpus.
 */
function viewParamCases(
  name: string,
  pages: readonly string[],
  extra: ReadonlyArray<readonly [label: string, value: string]>,
): { cases: FuzzCase[]; values: Array<readonly [label: string, value: string]> } {
  const values = [...HOSTILE, ...extra]
  const cases: FuzzCase[] = values.map(([label, value], i) => ({
    label: `${name}=${label}`,
    path: `${nth(pages, i)}?${name}=${enc(value)}`,
    expect: hasControl(value) ? [400] : [200],
  }))
  RAW_URL_PARTS.forEach(([label, raw], i) =>
    cases.push({
      label: `${name}=${label}`,
      path: `${nth(pages, i)}?${name}=${raw}`,
      expect: [400],
    }),
  )
  for (const page of pages) {
    cases.push(
      { label: `repeated ${name}`, path: `${page}?${name}=a&${name}=b`, expect: [200] },
      { label: `${name} with brackets`, path: `${page}?${name}[]=a&${name}[__proto__]=x` },
      { label: `100 KB ${name}`, path: `${page}?${name}=${LONG_100KB}` },
    )
  }
  return { cases, values }
}

/** The search pages of the `more=` cases: the search and a category page, in both languages. */
const MORE_PAGES = ['/equipment', '/excavators', '/es/equipment', '/es/excavators']

/** Facet names `more=` does not expand, and repeats that mix a good one with a hostile one. */
const MORE_UNKNOWN: ReadonlyArray<readonly [label: string, value: string]> = [
  ['a filter that is no facet', 'price'],
  ['a plural', 'makes'],
  ['upper case', 'MAKE'],
  ['padded facet', ' make '],
  ['empty spec key', 'spec.'],
  ['prototype spec key', 'spec.__proto__'],
  ['overlong spec key', `spec.${'a'.repeat(60)}`],
  ['spec key with markup', 'spec.a<b>'],
]

/**
 * `more=<facet>` (issue 18) shows one facet in full; it is no search parameter (SEARCH_PARAMS),
 * so the search fuzz above does not reach it. Hostile values never fail the page, are never
 * written back into it as sent, and the filter column still renders its facets.
 */
test('Hostile ?more= values on the search and a category page, in English and Spanish, are answered without a 5xx and leave the facet list in place', async ({
  baseURL,
}) => {
  const { cases, values } = viewParamCases(MORE_PARAM, MORE_PAGES, MORE_UNKNOWN)
  for (const page of MORE_PAGES) {
    cases.push(
      { label: 'more=a&more=b', path: `${page}?more=a&more=b`, expect: [200] },
      { label: 'more=make&more=<script>', path: `${page}?more=make&more=%3Cscript%3E` },
      { label: 'more=<script>&more=make', path: `${page}?more=%3Cscript%3E&more=make` },
    )
  }
  assertNoFailures('search ?more=', await runCases(baseURL, cases))

  // Every value the server accepts, on each page: it renders, escaped, with its facet list.
  const shown = values.filter(([, v]) => !hasControl(v))
  const rendered = MORE_PAGES.flatMap((page) =>
    [...shown, ['repeated, hostile first', '<b>x</b>'] as const].map(([label, value]) => ({
      label,
      value,
      path: `${page}?${MORE_PARAM}=${enc(value)}&${MORE_PARAM}=make`,
    })),
  )
  const wrong = await renderedProblems(baseURL, rendered, (html, { path }) => {
    const lang = /<html[^>]* lang="(\w+)"/.exec(html)?.[1]
    if (!html.includes('id="filter-make"') || !/<input[^>]* name="make"/.test(html))
      return 'no make facet'
    return lang === (path.startsWith('/es/') ? 'es' : 'en') ? null : `lang ${lang}`
  })
  expect(wrong).toEqual([])
})

/** `form=` values the listing page does not open: lead types it does not offer, near misses. */
const FORM_UNKNOWN: ReadonlyArray<readonly [label: string, value: string]> = [
  ['upper case', 'CONTACT_SALES'],
  ['dashes', 'contact-sales'],
  ['padded', ' contact_sales '],
  ['a lead type not offered here', 'notify_similar'],
  ['the newsletter', 'equipment_newsletter'],
  ['40 letters', 'a'.repeat(40)],
  ['41 letters', 'a'.repeat(41)],
  ['a type and markup', 'contact_sales"><b>'],
]

/** The buyer forms of a listing page's HTML: which disclosures are open, which forms render. */
function buyerForms(html: string): { open: string[]; rendered: string[] } {
  const type = (tag: string) => /data-lead-type="([^"]+)"/.exec(tag)?.[1] ?? '?'
  const details = html.match(/<details[^>]*data-lead-type="[^"]+"[^>]*>/g) ?? []
  const forms = html.match(/<form[^>]*data-lead-type="[^"]+"[^>]*>/g) ?? []
  return {
    open: details.filter((d) => /\sopen=""/.test(d)).map(type),
    rendered: forms.map(type),
  }
}

/**
 * `?form=<type>#form-<type>` opens a collapsed buyer form without JavaScript (issue 18). Any other
 * value opens what the page opens by default, never fails it, and is never written back into it.
 */
test('Hostile ?form= values on a listing page, in English and Spanish, are answered without a 5xx and open no other form', async ({
  baseURL,
}) => {
  const listing = await listingPathFrom(baseURL)
  expect(listing, 'a machine for sale in the search results').toBeTruthy()
  const pagesOf = [listing!, `/es${listing}`]
  const { cases, values } = viewParamCases('form', pagesOf, FORM_UNKNOWN)
  assertNoFailures('listing ?form=', await runCases(baseURL, cases))

  const [en, es, opened] = await fetchPages(baseURL, [
    listing!,
    `/es${listing}`,
    `${listing}?form=contact_sales`,
  ])
  const plain = { en: buyerForms(en.html), es: buyerForms(es.html) }
  expect(plain.en.open, 'Buy Now is open by default').toContain('buy_now')
  expect(plain.es).toEqual(plain.en)
  // A known type opens that form instead (so the comparison below can tell).
  expect(buyerForms(opened.html).open).toContain('contact_sales')
  expect(buyerForms(opened.html).open).not.toContain('buy_now')

  const shown = values.filter(([, v]) => !hasControl(v))
  const rendered = [
    ...shown.map(([label, value], i) => ({
      label,
      value,
      path: `${nth(pagesOf, i)}?form=${enc(value)}`,
    })),
    {
      label: 'repeated',
      value: 'contact_sales',
      path: `${listing}?form=contact_sales&form=name_your_price`,
    },
    { label: 'as a list', value: 'contact_sales', path: `/es${listing}?form[]=contact_sales` },
  ]
  const wrong = await renderedProblems(baseURL, rendered, (html) => {
    const forms = JSON.stringify(buyerForms(html))
    return forms === JSON.stringify(plain.en) ? null : `forms ${forms}`
  })
  expect(wrong).toEqual([])
})

/** Query parameters the pages and route handlers read (and some they do not). */
const QUERY_KEYS = [
  'page',
  'q',
  'make',
  'model',
  'category',
  'filter',
  'tab',
  'reason',
  'returnTo',
  'preview',
  'queryID',
  'months',
  'to',
  'value',
  'zip',
  'assumption',
  'taxPrice',
  'year',
  'hours',
  'miles',
  'state',
  'provenance',
  'token',
  'locale',
  'stock',
  'amount',
  'src',
  'name',
  'retried',
  // /api/qr's own parameter (a path of this site).
  'path',
  // The search's order, and the consoles' tables, filters and step outcomes.
  'sort',
  'status',
  'console',
  'work',
  'done',
  'failed',
  'error',
  'field',
  'why',
]

/** The cases of one route: hostile path segments and query values, in English or Spanish. */
function routeCases(segments: string[], i: number, headers?: Record<string, string>): FuzzCase[] {
  const lang = nth(['', '/es'], i)
  const dynamic = segments.filter((s) => s.startsWith('[') && s !== '[locale]')
  const url = (fill: (segment: string, k: number) => string) =>
    segments
      .map((s, k) => (s === '[locale]' ? lang.slice(1) : s.startsWith('[') ? fill(s, k) : s))
      .filter((s, k) => s !== '' || segments[k] !== '[locale]')
      .join('/')
  const at = (p: string) => `/${p}`.replace(/^\/+/, '/')
  const name = `/${segments.join('/')}`
  const cases: FuzzCase[] = [{ label: `${name} sample`, path: at(url(() => 'x')), headers }]
  if (dynamic.length) {
    for (let j = 0; j < 3; j++) {
      const [label, value] = nth(HOSTILE, i * 3 + j)
      // A catch-all gets the value as one and as two segments.
      const fill = (s: string) =>
        s.startsWith('[...') && j === 2 ? `${enc(value)}/${enc(value)}` : enc(value)
      cases.push({
        label: `${name} segment ${label}`,
        path: at(url(fill)),
        headers,
        expect: expectFor(value),
      })
    }
    const [label, raw] = nth(RAW_URL_PARTS, i)
    cases.push({
      label: `${name} segment ${label}`,
      path: at(url(() => `x${raw}`)),
      headers,
      expect: [400],
    })
  }
  const base = at(url(() => 'x'))
  for (let j = 0; j < 2; j++) {
    const [label, value] = nth(HOSTILE, i * 2 + j)
    const query = QUERY_KEYS.map((k) => `${k}=${enc(value)}`).join('&')
    cases.push({
      label: `${name} query ${label}`,
      path: `${base}?${query}`,
      headers,
      expect: expectFor(value),
    })
  }
  const protoNames = PROTOTYPE_KEYS.map((k) => `${k}=x`).join('&')
  cases.push({
    label: `${name} prototype keys`,
    path: `${base}?${protoNames}&page=__proto__`,
    headers,
  })
  return cases
}

/**
 * Client navigations with a router-state header that is not one (400), and other hostile headers.
 * Next first redirects a navigation to the URL with its cache-busting `_rsc` of those headers.
 */
async function headerCases(baseURL: string): Promise<FuzzCase[]> {
  const cases: FuzzCase[] = []
  const trees = ['garbage', '%7B', '%zz', '%5B%22%22%5D', '%5B%22%22%2C%7B%7D%2C1%5D']
  for (const [i, tree] of trees.entries()) {
    const page = nth(['/equipment', '/es/excavators', '/about', '/'], i)
    const headers = { rsc: '1', 'next-router-state-tree': tree }
    const first = await fetch(`${baseURL}${page}`, { headers, redirect: 'manual' })
    await first.arrayBuffer()
    const path = first.headers.get('location') ?? page
    cases.push({ label: `router state ${tree}`, path, headers, expect: [400] })
  }
  for (const [label, headers] of [
    ['a long Accept-Language', { 'accept-language': 'x'.repeat(8000) }],
    ['prototype keys in cookies', { cookie: 'NEXT_LOCALE=__proto__; IRONYARD_ZIP=constructor' }],
    ['a malformed session', { cookie: 'stytch_session=%zz; stytch_session_jwt=a.b.c' }],
    ['a forwarded host', { 'x-forwarded-host': 'evil.example' }],
  ] as const) {
    cases.push({ label, path: '/equipment', headers: { ...headers } })
    cases.push({ label, path: '/es/account', headers: { ...headers } })
  }
  return cases
}

test('Hostile path segments and query values on every page and route handler are answered without a 5xx, signed in or not', async ({
  baseURL,
  apiURL,
}) => {
  const routes = appRoutes()
  expect(routes.length >= 40, `${routes.length} routes under web/src/app`).toBeTruthy()
  const cases = routes.flatMap((r, i) => routeCases(r.segments, i))
  // The account pages again with a session: they read their parameters only when signed in.
  const cookies = await signIn(apiURL, `fuzz-${Date.now()}@example.com`)
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ')
  routes
    .filter((r) => r.segments.includes('account'))
    .forEach((r, i) => cases.push(...routeCases(r.segments, i, { cookie })))
  cases.push(...(await headerCases(baseURL)))
  // A prototype key is no landing page (the catch-all looked it up in a plain object).
  for (const path of ['/constructor', '/es/constructor', '/constructor/excavators']) {
    cases.push({ label: 'prototype key as a landing page', path, expect: [404] })
  }
  // Malformed percent-encoding in the path of any route: the branded 400 page (issue 12).
  for (const [label, raw] of RAW_URL_PARTS) {
    for (const prefix of ['', '/es', '/equipment', '/api/suggestions', '/_next/static']) {
      cases.push({ label: `path ${label}`, path: `${prefix}/${raw}`, expect: [400] })
    }
  }
  assertNoFailures('page routes', await runCases(baseURL, cases))
})

for (const lang of ['en', 'es'] as const) {
  const t = ERRORS[lang].badRequest
  const prefix = lang === 'es' ? '/es' : ''

  test(`[${lang}] A visitor following a link with broken percent-encoding gets the 400 page in their language, and can go home`, async ({
    newContext,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await newContext({ javaScriptEnabled })
      const page = await context.newPage()
      const res = await page.goto(`${prefix}/equipment/%E0%A4%A?q=%zz`)
      expect(res?.status()).toBe(400)
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor()
      await page.getByText(t.message).waitFor()
      expect(await page.title()).toBe(`${t.title} | ${BRAND.name}`)
      expect(await page.locator('html').getAttribute('lang')).toBe(lang)
      await page.getByRole('link', { name: ERRORS[lang].actions.home }).click()
      await page.waitForURL((url) => url.pathname === (prefix || '/'))
      await context.close()
    }
  })
}
