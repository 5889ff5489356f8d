import { buyerFeeCents } from './buyer-fee'

describe("the buyer's fee (issue 34, Ritchie Bros.' US tiers)", () => {
  it.each([
    // hammer price in cents, fee in cents, worked by hand
    [0, 0],
    [5, 1], // 10 % of 5 cents is 0.5: half up
    [14, 1], // 1.4
    [15, 2], // 1.5: half up
    [50_000, 5_000], // $500: $50
    [999_999, 100_000], // $9,999.99: 99,999.9 cents, half up to $1,000.00
    [1_000_000, 100_000], // $10,000: 10 % is $1,000 (the first tier holds its top)
    [1_000_001, 100_000], // $10,000.01: 3.85 % is $385.00, the $1,000 minimum applies
    [2_597_403, 100_000], // 3.85 % is 100,000.0155 cents: still $1,000
    [2_597_415, 100_000], // 100,000.4775 cents: down, the minimum
    [2_597_416, 100_001], // $25,974.16: 100,000.516 cents, half up: the first fee over $1,000
    [2_597_417, 100_001], // 100,000.5545 cents
    [3_000_000, 115_500], // $30,000: 3.85 % is $1,155 exactly
    [3_000_010, 115_500], // 115,500.385 cents: down
    [3_001_000, 115_539], // 115,538.5 cents: half up
    [3_350_000, 128_975], // $33,500: 3.85 % is $1,289.75 (the second tier holds its top)
    [3_350_001, 129_000], // $33,500.01: the flat $1,290
    [100_000_000, 129_000], // $1 million: flat
  ])('on %i cents the fee is %i cents', (price, fee) => {
    expect(buyerFeeCents(price)).toBe(fee)
  })
})
