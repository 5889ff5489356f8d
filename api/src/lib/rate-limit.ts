import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { AppError, type AppErrorText } from './errors'
import type { Locale } from './locale'

/**
 * Fixed-window rate limits for everything that checks a secret, sends a message or accepts a
 * form, counted by rate-limiter-flexible: in Redis when REDIS_URL is set (shared by every api
 * process), otherwise in memory (the embedded default is a single process). While Redis is
 * unreachable each process counts in its insurance limiter (memory): limits stay enforced and
 * nothing a visitor submits is refused because Redis restarted.
 *
 * Windows are aligned to the injected clock (the window's index is part of the key), so tests
 * move time instead of sleeping, and Retry-After is the time left in the window.
 */
export interface Counter {
  /** Count one hit; `allowed` is false once more than `limit` hits fall in the window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<CounterResult>
  /** Forget a key (a success clears the failures counted against it). */
  reset(key: string, windowSeconds: number): Promise<void>
  close(): Promise<void>
}

export interface CounterResult {
  allowed: boolean
  count: number
  retryAfterSeconds: number
}

/** A limiter (and its insurance) for one limit and window length. */
type Limiters = { limiter: RateLimiterAbstract; insurance?: RateLimiterAbstract }

function counterOf(
  now: () => Date,
  prefix: string,
  make: (points: number, duration: number) => Limiters,
  close: () => Promise<void>,
  /** Settles once the store can be tried (Redis connected, or given up on for now). */
  started: Promise<void> = Promise.resolve(),
): Counter {
  /** By `${limit}:${windowSeconds}`; the number of distinct limits is small and fixed. */
  const byLimit = new Map<string, Limiters>()
  const limitersFor = (limit: number, windowSeconds: number) => {
    const id = `${limit}:${windowSeconds}`
    let l = byLimit.get(id)
    if (!l) byLimit.set(id, (l = make(limit, windowSeconds)))
    return l
  }
  const windowKey = (key: string, windowSeconds: number) => {
    const index = Math.floor(now().getTime() / (windowSeconds * 1000))
    return { k: `${prefix}${key}:${windowSeconds}:${index}`, index }
  }
  return {
    async hit(key, limit, windowSeconds) {
      await started
      const { k, index } = windowKey(key, windowSeconds)
      const res: unknown = await limitersFor(limit, windowSeconds)
        .limiter.consume(k)
        .catch((e: unknown) => e)
      // Past the limit the limiter rejects with its result; anything else is a failure.
      if (!(res instanceof RateLimiterRes)) throw res
      const resetAt = (index + 1) * windowSeconds * 1000
      return {
        allowed: res.consumedPoints <= limit,
        count: res.consumedPoints,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now().getTime()) / 1000)),
      }
    },
    async reset(key, windowSeconds) {
      const { k } = windowKey(key, windowSeconds)
      for (const [id, l] of byLimit) {
        if (!id.endsWith(`:${windowSeconds}`)) continue
        // Counts kept while Redis was down are forgotten too.
        await l.insurance?.delete(k)
        await l.limiter.delete(k).catch(() => undefined)
      }
    },
    async close() {
      byLimit.clear()
      await close()
    },
  }
}

const memoryLimiter = (points: number, duration: number) =>
  new RateLimiterMemory({ points, duration, keyPrefix: '' })

export function createMemoryCounter(now: () => Date): Counter {
  return counterOf(
    now,
    '',
    (points, duration) => ({ limiter: memoryLimiter(points, duration) }),
    () => Promise.resolve(),
  )
}

/**
 * ioredis (about 0.1 s to load) loads with the first Redis client, not with the api: a process
 * without REDIS_URL never needs it (decision 053). Required as the static import was.
 */
const loadRedis = () => (require('ioredis') as typeof import('ioredis')).Redis

/** Shared counts in Redis (one key per window), in this process's memory while Redis fails. */
export function createRedisCounter(url: string, now: () => Date, prefix: string): Counter {
  const IORedis = loadRedis()
  const redis = new IORedis(url, {
    // A command sent as the connection drops fails after one retry (the insurance counts).
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
  })
  redis.on('error', () => undefined)
  // The first hits wait for the connection (at most its timeout), so a starting process counts in
  // Redis from the first hit; from then on a hit while Redis is not connected goes straight to the
  // insurance limiter instead of waiting for reconnection attempts.
  const started = new Promise<void>((resolve) => {
    redis.once('ready', resolve)
    setTimeout(resolve, 1000).unref()
  })
  return counterOf(
    now,
    prefix,
    (points, duration) => {
      const insurance = memoryLimiter(points, duration)
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        keyPrefix: '',
        insuranceLimiter: insurance,
        rejectIfRedisNotReady: true,
      })
      return { limiter, insurance }
    },
    async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    },
    started,
  )
}

/** Count a hit; past the limit, refuse with RATE_LIMITED (HTTP 429 and Retry-After). */
export async function enforceRateLimit(
  counter: Counter,
  key: string,
  limit: number,
  windowSeconds: number,
  message: AppErrorText,
  locale?: Locale,
): Promise<void> {
  const r = await counter.hit(key, limit, windowSeconds)
  if (!r.allowed)
    throw new AppError('RATE_LIMITED', message, {
      retryAfterSeconds: r.retryAfterSeconds,
      locale,
    })
}
