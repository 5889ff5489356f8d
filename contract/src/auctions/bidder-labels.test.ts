import { bidderLabels, bidderNumbers } from './bidder-labels'

describe('anonymised bidder labels (issue 34)', () => {
  const bids = [
    { bidderId: 'user-9' },
    { bidderId: 'user-4' },
    { bidderId: 'user-9' },
    { bidderId: 'user-1' },
    { bidderId: 'user-4' },
  ]

  it('numbers bidders in the order of their first bid', () => {
    expect([...bidderNumbers(bids)]).toEqual([
      ['user-9', 1],
      ['user-4', 2],
      ['user-1', 3],
    ])
  })

  it('labels each bid, the same bidder the same label', () => {
    expect(bidderLabels(bids)).toEqual(['Bidder 1', 'Bidder 2', 'Bidder 1', 'Bidder 3', 'Bidder 2'])
  })

  it('keeps earlier labels when more bids arrive', () => {
    const later = [...bids, { bidderId: 'user-7' }, { bidderId: 'user-1' }]
    expect(bidderLabels(later).slice(0, bids.length)).toEqual(bidderLabels(bids))
    expect(bidderLabels(later).slice(bids.length)).toEqual(['Bidder 4', 'Bidder 3'])
  })

  it('is empty without bids', () => {
    expect(bidderLabels([])).toEqual([])
  })
})
