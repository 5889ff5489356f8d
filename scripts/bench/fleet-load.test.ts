import { summarize, type Sample } from './fleet-load'

const sample = (
  at: number,
  ms: number,
  status: number,
  ok = status > 0 && status < 400,
): Sample => ({
  side: 'web',
  kind: status ? 'search page' : null,
  at,
  ms,
  status,
  servedBy: status ? 'web-1' : null,
  ok,
})

describe('summarize', () => {
  const samples = [
    ...Array.from({ length: 98 }, (_, i) => sample(1000 + i * 10, 10 + i, 200)),
    sample(2000, 500, 502),
    sample(2010, NaN, 0),
    sample(9000, 5, 200),
  ]

  it('counts the requests of a window, their rate, percentiles of the answers and failures', () => {
    const s = summarize(samples, 1000, 3000)
    expect(s.requests).toBe(100)
    expect(s.perSecond).toBe(50)
    expect(s.p50).toBe(59)
    expect(s.p99).toBe(500)
    // A 502 and a request that got no answer; an unanswered one has no latency to count.
    expect(s.failed).toBe(2)
  })

  it('counts a 2xx the mix did not accept (a GraphQL error) as failed', () => {
    expect(summarize([sample(0, 5, 200, false)], 0, 1000).failed).toBe(1)
  })
})
