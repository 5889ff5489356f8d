import { BID_REFUSAL_REASONS, MAX_BID_CENTS, bidAmountProblem } from './bid-refusals'

describe('bid refusal reasons (issue 34)', () => {
  it('names every refusal the api and the web show', () => {
    expect(BID_REFUSAL_REASONS).toEqual([
      'amountRequired',
      'amountInvalid',
      'belowMinimum',
      'lotNotOpen',
      'overLimit',
      'ownMachine',
      'notRegistered',
    ])
  })

  it('keeps the largest bid inside GraphQL Int', () => {
    expect(MAX_BID_CENTS).toBe(2_000_000_000)
    expect(MAX_BID_CENTS).toBeLessThanOrEqual(2_147_483_647)
  })

  it.each([undefined, null])('%p is a missing amount', (value) => {
    expect(bidAmountProblem(value)).toBe('amountRequired')
  })

  it.each([
    ['a fraction of a cent', 1_000_00.5],
    ['negative', -2_500],
    ['zero', 0],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['text', '1000'],
    ['a cent over the maximum', 2_000_000_001],
  ])('%s is an invalid amount', (_what, value) => {
    expect(bidAmountProblem(value)).toBe('amountInvalid')
  })

  it.each([1, 2_500, 1_234_567, 2_000_000_000])('%i cents is a usable amount', (value) => {
    expect(bidAmountProblem(value)).toBeNull()
  })
})
