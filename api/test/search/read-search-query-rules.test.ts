import { logger } from '../../src/lib/logger'
import { makes } from '../../src/db/schema'
import { readSearchQueryView } from '../../src/services/search/read-search-query'
import { createTestApp, type TestApp } from '../helpers/app'
import { insertListings, loadFixtureCatalog, NOW, type FixtureListing } from './fixtures'
import { search, stocks } from './search-helpers'

/**
 * Issue 35: how the search reads what buyers type, with what is for sale. A make is a filter only
 * when it has listings for sale and the words read better as that make than as the trade's words;
 * long make names are read whole; a model number typed in parts stays text and is joined; trade
 * words misspelt or split still name their category; a misspelling corrected to a make's name
 * (or swapping two letters) is that make.
 */
describe('reading search texts with the live catalogue', () => {
  let t: TestApp
  const deps = () => ({ database: t.database, logger, now: () => NOW })
  const read = (q: string, locale: 'en' | 'es' = 'en') =>
    readSearchQueryView(deps(), { q, locale }, locale)

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW })
    const sellers = await loadFixtureCatalog(t.database)
    // Makes of the open taxonomy: two with nothing for sale named like the trade's words.
    const extra = [
      ['retro', 'Retro'],
      ['tmp-truck', 'TMP Truck'],
      ['kwik-dump-trailer-supply', 'Kwik Dump Trailer Supply'],
      ['gc', 'GC'],
      ['stepp', 'Stepp'],
      ['wabash', 'Wabash'],
      ['benson-wabash', 'Benson Wabash'],
    ]
    await t.database.db
      .insert(makes)
      .values(extra.map(([slug, name]) => ({ slug, name, firstLetter: name[0], featured: false })))
    const items: FixtureListing[] = [
      ['IY-8001', 'caterpillar', 'excavators', '320 GC'],
      ['IY-8002', 'caterpillar', 'excavators', '320'],
      ['IY-8003', 'caterpillar', 'bulldozers', 'D6T'],
      ['IY-8004', 'kwik-dump-trailer-supply', 'dump-trailers', 'KD 24'],
      ['IY-8005', 'gc', 'generators', 'G100'],
      ['IY-8006', 'john-deere', 'backhoe-loaders', '310SL'],
      ['IY-8007', 'freightliner', 'dump-trucks', 'M2 106'],
      ['IY-8008', 'stepp', 'flatbed-trailers', 'SDT'],
      ['IY-8009', 'wabash', 'flatbed-trailers', 'DuraPlate'],
      ['IY-8010', 'benson-wabash', 'flatbed-trailers', 'Aluminium Flatbed'],
      ['IY-8011', 'benson-wabash', 'flatbed-trailers', 'Steel Flatbed'],
    ].map(([stock, make, category, model]) => ({
      stock,
      make,
      category,
      model,
      year: 2019,
      priceUsd: 60_000,
    }))
    // "Step" names a subcategory with more listings than Stepp has.
    for (const stock of ['IY-8012', 'IY-8013']) {
      items.push({
        stock,
        make: 'freightliner',
        category: 'flatbed-trailers',
        subcategory: 'step-deck-trailers',
        model: 'Infinity',
        year: 2019,
        priceUsd: 40_000,
      })
    }
    await insertListings(t.database, sellers, items)
  }, 180_000)
  afterAll(() => t.close())

  const params = async (q: string, locale: 'en' | 'es' = 'en') =>
    (await read(q, locale)).params.map((p) => `${p.name}=${p.value}`)

  it('reads the trade word, not a make with nothing for sale named or sounding like it', async () => {
    expect(await params('retro', 'es')).toEqual(['category=backhoe-loaders'])
    expect(await params('dump truck')).toEqual(['category=dump-trucks'])
    expect(await params('freightliner dump truck')).toEqual([
      'make=freightliner',
      'category=dump-trucks',
    ])
  })

  it('reads a make name of four words whole, misspelt too', async () => {
    for (const q of ['kwik dump trailer supply', 'kwik dump tralier supply']) {
      expect([q, await params(q)]).toEqual([q, ['make=kwik-dump-trailer-supply']])
    }
  })

  it('keeps a model number typed in parts as text and finds the model', async () => {
    const r = await read('cat 320 gc')
    expect(r.params).toEqual([{ name: 'make', value: 'caterpillar' }])
    expect(r.q).toBe('320 gc')
    const found = await search(t, { makes: ['caterpillar'], q: `${r.q} ` })
    expect(stocks(found)).toEqual(['IY-8001'])
    expect(await params('gc')).toEqual(['make=gc'])
  })

  it('reads misspelt and split trade words as their category', async () => {
    expect(await params('caminoes de volteo', 'es')).toEqual(['category=dump-trucks'])
    expect(await params('cargador fontal', 'es')).toEqual(['category=wheel-loaders'])
    expect(await params('retro excavadora', 'es')).toEqual(['category=backhoe-loaders'])
    expect(await params('tele handler')).toEqual(['category=telehandlers'])
  })

  it('reads a make by sound that one edit would not reach', async () => {
    expect(await params('jon dir', 'es')).toEqual(['make=john-deere'])
    expect(await params('catapiller excavator')).toEqual([
      'make=caterpillar',
      'category=excavators',
    ])
  })

  it('reads a word corrected to a make name, or with two letters swapped, as that make', async () => {
    expect(await params('wabsah')).toEqual(['make=wabash'])
    expect(await params('stpep')).toEqual(['make=stepp'])
    const found = await search(t, { q: 'stpep ' })
    expect(found.results.map((x) => x.make.slug)).toEqual(['stepp'])
  })
})
