import { buildQueryVocabulary } from './query-vocabulary'
import { readSearchQuery } from './read-query'
import { parseUnderstood, understoodQuery } from './understood-url'

const vocab = buildQueryVocabulary({
  makes: [{ slug: 'caterpillar', name: 'Caterpillar', aliases: ['Cat'] }],
  categories: [
    { slug: 'excavators', en: 'Excavators', es: 'Excavadoras', singularEs: 'Excavadora' },
  ],
})

/** What the api answers for a text (the contract's reader, as readSearchQuery runs it). */
function api(q: string) {
  const r = readSearchQuery(q, vocab, { locale: 'en', currentYear: 2026 })
  return {
    q: r.q,
    params: r.chips.flatMap((c) => c.params.map(([name, value]) => ({ name, value }))),
    chips: r.chips,
  }
}

/** The page: read the URL's q, redirect when the api says so. */
function visit(query: string): string | null {
  const raw = new URLSearchParams(query)
  return understoodQuery(raw, api(raw.get('q') ?? ''), { currentYear: 2026 })
}

describe('understoodQuery', () => {
  it('redirects a text with filters to the filtered URL with the text left and the chips', () => {
    expect(visit('q=cat+320+under+100k+in+texas')).toBe(
      'q=320&make=caterpillar&priceMax=100000&state=TX&understood=make%3Acaterpillar%2Cprice%2Cstate%3ATX',
    )
  })

  it('does not redirect the filtered URL again (no loop), nor a text that reads as nothing', () => {
    const first = visit('q=excavadora+cat+menos+de+100+mil+en+texas')!
    expect(first).toBe(
      'category=excavators&make=caterpillar&priceMax=100000&state=TX&understood=category%3Aexcavators%2Cmake%3Acaterpillar%2Cprice%2Cstate%3ATX',
    )
    expect(visit(first)).toBeNull()
    expect(visit('q=320')).toBeNull()
    expect(visit('q=hydraulic+thumb&make=caterpillar')).toBeNull()
    expect(visit('')).toBeNull()
  })

  it('keeps the URL filters, adds understood values to lists and replaces ranges', () => {
    expect(visit('q=cat+under+50k&state=CO&priceMax=90000&sort=advertisedPrice_asc&page=3')).toBe(
      'make=caterpillar&priceMax=50000&state=CO&sort=advertisedPrice_asc&understood=make%3Acaterpillar%2Cprice',
    )
    // A second reading adds its chips to those the URL names.
    expect(visit('q=texas&make=caterpillar&understood=make:caterpillar')).toBe(
      'make=caterpillar&state=TX&understood=make%3Acaterpillar%2Cstate%3ATX',
    )
  })

  it('reads only well-formed chip ids', () => {
    expect(
      parseUnderstood(new URLSearchParams('understood=make:cat,price,<x>,state:TX,price')),
    ).toEqual(['make:cat', 'price', 'state:TX'])
  })
})
