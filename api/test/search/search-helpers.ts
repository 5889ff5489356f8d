import type { TestApp } from '../helpers/app'

export const SEARCH_QUERY = /* GraphQL */ `
  query Search($input: SearchListingsInput) {
    searchListings(input: $input) {
      queryID
      results {
        stockNumber
        title
        year
        make {
          slug
          name
        }
        category {
          slug
          name
        }
        advertisedPriceCents
        priceReduced
        hours
        miles
        status
        distanceMiles
        daysOnMarket
        image {
          url
          srcSet
          isIllustration
        }
        imageCount
      }
      facets {
        broadCategories {
          value
          count
          selected
        }
        categories {
          value
          label
          count
          selected
        }
        subcategories {
          value
          count
        }
        makes {
          value
          label
          count
          selected
        }
        models {
          value
          label
          count
        }
        years {
          value
          count
          selected
        }
        priceThresholds {
          underUsd
          count
          selected
        }
        priceRanges {
          min
          max
          count
        }
        hours {
          min
          max
          count
        }
        miles {
          min
          max
          count
        }
        conditions {
          value
          label
          count
        }
        flairs {
          value
          count
        }
        partnerSeller {
          value
          count
        }
        showOnly {
          value
          count
        }
        statuses {
          value
          count
          selected
        }
        daysOnMarket {
          value
          count
          selected
        }
        states {
          value
          label
          count
        }
        cities {
          value
          label
          count
        }
        specs {
          key
          label
          unit
          min
          max
          buckets {
            min
            max
            count
          }
        }
      }
      stats {
        total
        page
        pageSize
        totalPages
        sort
        query
        correctedQuery
        unmatchedWords
        priceMinCents
        priceMaxCents
        yearMin
        yearMax
        zipCity
        zipState
        tookMs
      }
    }
  }
`

export interface FacetValue {
  value: string
  label: string
  count: number
  selected: boolean
}

export interface RangeBucket {
  min: number | null
  max: number | null
  count: number
}

export interface SearchAnswer {
  queryID: string
  results: Array<{
    stockNumber: string
    title: string
    year: number
    make: { slug: string; name: string }
    category: { slug: string; name: string }
    advertisedPriceCents: number
    priceReduced: boolean
    hours: number | null
    miles: number | null
    status: string
    distanceMiles: number | null
    daysOnMarket: number
    image: { url: string; srcSet: string; isIllustration: boolean } | null
    imageCount: number
  }>
  facets: Record<
    | 'broadCategories'
    | 'categories'
    | 'subcategories'
    | 'makes'
    | 'models'
    | 'years'
    | 'conditions'
    | 'flairs'
    | 'partnerSeller'
    | 'showOnly'
    | 'statuses'
    | 'daysOnMarket'
    | 'states'
    | 'cities',
    FacetValue[]
  > &
    Record<'priceRanges' | 'hours' | 'miles', RangeBucket[]> & {
      priceThresholds: Array<{ underUsd: number; count: number; selected: boolean }>
      specs: Array<{
        key: string
        label: string
        unit: string
        min: number | null
        max: number | null
        buckets: Array<{ min: number | null; max: number | null; count: number }>
      }>
    }
  stats: {
    total: number
    page: number
    pageSize: number
    totalPages: number
    sort: string
    query: string | null
    correctedQuery: string | null
    unmatchedWords: string[]
    priceMinCents: number | null
    priceMaxCents: number | null
    yearMin: number | null
    yearMax: number | null
    zipCity: string | null
    zipState: string | null
  }
}

/** Run searchListings and fail loudly on errors. */
export async function search(
  t: TestApp,
  input: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<SearchAnswer> {
  const res = await t.gql<{ searchListings: SearchAnswer }>(SEARCH_QUERY, { input }, headers)
  if (res.errors?.length) throw new Error(JSON.stringify(res.errors))
  return res.data!.searchListings
}

export const stocks = (a: SearchAnswer) => a.results.map((r) => r.stockNumber)
export const sortedStocks = (a: SearchAnswer) => stocks(a).sort()
/** value -> count of a facet. */
export const counts = (values: Array<{ value: string; count: number }>) =>
  Object.fromEntries(values.map((v) => [v.value, v.count]))
