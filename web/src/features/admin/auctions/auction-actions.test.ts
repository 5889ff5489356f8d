import { AddAuctionLotDocument } from '@/graphql/__generated__/graphql'
import { addAuctionLotAction } from './auction-actions'

const redirect = jest.fn((to: string) => {
  throw new Error(`redirect ${to}`)
})
jest.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }))
const gql = jest.fn()
jest.mock('@/lib/api-client', () => ({
  gql: (...args: unknown[]) => gql(...args),
  forgetCachedQueries: () => undefined,
}))

function form(fields: Record<string, string>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}

const typed = {
  locale: 'en',
  auction: 'spring-sale',
  stockNumber: 'ACME-7',
  startingBid: '5,000',
  reserve: '4000',
}

beforeEach(() => {
  gql.mockReset()
  redirect.mockClear()
})

describe('the add-lot action', () => {
  it('keeps the auction chosen in the table when the api refuses the form', async () => {
    gql.mockRejectedValue(new Error('refused'))
    const state = await addAuctionLotAction({ values: {}, result: null }, form(typed))
    expect(state.values).toMatchObject({ auction: 'spring-sale', stockNumber: 'ACME-7' })
    expect(state.result?.ok).toBe(false)
  })

  it('adds the lot to the auction chosen and opens that auction', async () => {
    gql.mockResolvedValue({ addAuctionLot: { lotNumber: 3 } })
    await expect(
      addAuctionLotAction({ values: {}, result: null }, form({ ...typed, reserve: '8000' })),
    ).rejects.toThrow('redirect /admin/auctions/spring-sale?done=added&lot=3')
    const [doc, vars] = gql.mock.calls[0] as [unknown, Record<string, unknown>]
    expect(doc).toBe(AddAuctionLotDocument)
    expect(vars).toMatchObject({ auctionSlug: 'spring-sale', startingBidCents: 500_000 })
  })
})
