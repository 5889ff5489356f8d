import { randomUUID } from 'node:crypto'
import IORedis from 'ioredis'
import { createMemoryCounter, createRedisCounter, type Counter } from '../../src/lib/rate-limit'
import { fakeClock } from './helpers'

const redisUrl = process.env.REDIS_URL

function behavesAsAFixedWindow(make: (now: () => Date) => Counter) {
  return async () => {
    const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 0))
    const counter = make(clock.now)
    const key = `test:${randomUUID()}`
    try {
      const results = []
      for (let i = 0; i < 4; i++) results.push(await counter.hit(key, 3, 60))
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
      expect(results[3].retryAfterSeconds).toBeGreaterThan(0)
      expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60)
      clock.advance(61_000)
      expect((await counter.hit(key, 3, 60)).allowed).toBe(true)
      await counter.hit(key, 3, 60)
      await counter.reset(key, 60)
      expect((await counter.hit(key, 3, 60)).count).toBe(1)
    } finally {
      await counter.close()
    }
  }
}

describe('sign-in rate limits', () => {
  it(
    'in memory (the single-process default)',
    behavesAsAFixedWindow((now) => createMemoryCounter(now)),
  )
  ;(redisUrl ? it : it.skip)('in Redis (shared by every api process)', async () => {
    const prefix = `ironyard:signin-test:${randomUUID()}:`
    await behavesAsAFixedWindow((now) => createRedisCounter(redisUrl!, now, prefix))()
    // The counts really went to Redis (not to the in-process fallback).
    const redis = new IORedis(redisUrl!)
    try {
      expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0)
    } finally {
      await redis.quit()
    }
  })
  it('counts in the process while Redis cannot be reached (limits still hold)', async () => {
    // Nothing listens on port 1: every Redis command fails and the insurance limiter counts.
    const clock = fakeClock(Date.UTC(2026, 0, 1, 12, 0, 0))
    const counter = createRedisCounter('redis://127.0.0.1:1', clock.now, 'ironyard:down:')
    try {
      const results = []
      for (let i = 0; i < 3; i++) results.push(await counter.hit('k', 2, 60))
      expect(results.map((r) => r.allowed)).toEqual([true, true, false])
      expect(results[2].retryAfterSeconds).toBe(60)
      await counter.reset('k', 60)
      expect((await counter.hit('k', 2, 60)).allowed).toBe(true)
      clock.advance(60_000)
      expect((await counter.hit('k', 2, 60)).count).toBe(1)
    } finally {
      await counter.close()
    }
  })
})
