import { checkLine } from './bid-report'
import { combine, costLine, costOf, floorChecks, maxRate, p95EstimateMs } from './floor-report'

const sample = {
  name: 'bid',
  requests: 1000,
  serverMs: 2500,
  pgMs: 400,
  workerMs: 100,
  clientMs: 300,
}

describe('bench:bids-floor arithmetic', () => {
  it('divides each layer by the requests and sums them', () => {
    const c = costOf(sample)
    expect(c).toEqual({ name: 'bid', server: 2.5, pg: 0.4, worker: 0.1, client: 0.3, total: 3.3 })
    expect(costOf({ ...sample, requests: 0 }).total).toBeNaN()
  })

  it('combines layers into one cost', () => {
    const c = combine(
      'floor',
      { server: 0.5, client: 0.3 },
      { server: 0.4, pg: 0.4 },
      { worker: 0.1 },
    )
    expect(c.server).toBeCloseTo(0.9)
    expect(c.total).toBeCloseTo(1.7)
  })

  it('2 cores at 4 ms a request answer 500 a second', () => {
    expect(maxRate(4)).toBe(500)
    expect(maxRate(4, 1)).toBe(250)
    expect(maxRate(0)).toBe(Infinity)
  })

  it('estimates p95 as M/M/1: ln(20) / (capacity - rate), unbounded at or over capacity', () => {
    expect(p95EstimateMs(300, 500)).toBeCloseTo((Math.log(20) / 200) * 1000)
    expect(p95EstimateMs(500, 500)).toBe(Infinity)
    expect(p95EstimateMs(600, 500)).toBe(Infinity)
  })

  it('says which targets are reachable at a cost, with the numbers', () => {
    // 3.3 ms a bid: 606/s at most.
    const [hot, spread, p95] = floorChecks(costOf(sample))
    expect(hot.ok).toBe(true)
    expect(spread.ok).toBe(false)
    expect(spread.detail).toContain('at most 606/s')
    expect(spread.detail).toContain('needs <= 2.000 ms a bid')
    // 300/s of 606/s: p95 ~ 9.8 ms.
    expect(p95.ok).toBe(true)
    expect(p95.detail).toContain('p95 9.8 ms')
    expect(checkLine(spread)).toMatch(/^FAIL >= 1,000 bids\/s over 200 lots is reachable \(bid\)/)
    // Over capacity at 300/s (8 ms a bid: 250/s): nothing is reachable.
    expect(floorChecks({ ...costOf(sample), total: 8 }).map((c) => c.ok)).toEqual([
      false,
      false,
      false,
    ])
  })

  it('prints a cost line with each layer', () => {
    expect(costLine(costOf(sample))).toMatch(
      /server 2\.500 {2}pg 0\.400 {2}worker 0\.100 {2}client 0\.300 {2}= 3\.300 ms CPU a request -> at most 606\/s/,
    )
  })
})
