import IORedis from 'ioredis'
import { AppError, type AppErrorText } from './errors'
import type { Locale } from './locale'

/**
 * Fixed-window rate limits for everything that checks a secret, sends a message or accepts a
 * form. Redis when REDIS_URL is set (shared by every api process), otherwise in memory (the
 * embedded default is a single process). Both read the injected clock, so tests move time instead
 * of sleeping. While Redis is unreachable each process counts on its own: limits stay enforced
 * and nothing a visitor submits is refused because Redis restarted.
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

export function createMemoryCounter(now: () => Date): Counter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let hits = 0
  return {
    async hit(key, limit, windowSeconds) {
      const t = now().getTime()
      if (++hits % 1000 === 0) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k)
      }
      let w = windows.get(key)
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowSeconds * 1000 }
        windows.set(key, w)
      }
      w.count++
      return {
        allowed: w.count <= limit,
        count: w.count,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      }
    },
    async reset(key) {
      windows.delete(key)
    },
    async close() {
      windows.clear()
    },
  }
}

/** Shared counters in Redis (one key per window); errors propagate to the caller. */
function redisCounter(url: string, now: () => Date, prefix: string): Counter {
  const redis = new IORedis(url, {
    // Commands wait for a (re)connection, then fail after one retry.
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
  })
  redis.on('error', () => undefined)
  const windowKey = (key: string, windowSeconds: number) => {
    const index = Math.floor(now().getTime() / (windowSeconds * 1000))
    return { k: `${prefix}${key}:${windowSeconds}:${index}`, index }
  }
  return {
    async hit(key, limit, windowSeconds) {
      const { k, index } = windowKey(key, windowSeconds)
      const res = await redis
        .multi()
        .incr(k)
        .expire(k, windowSeconds * 2)
        .exec()
      if (!res || res[0][0]) throw res?.[0][0] ?? new Error('redis transaction failed')
      const count = Number(res[0][1])
      const resetAt = (index + 1) * windowSeconds * 1000
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now().getTime()) / 1000)),
      }
    },
    async reset(key, windowSeconds) {
      await redis.del(windowKey(key, windowSeconds).k)
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    },
  }
}

/**
 * Use `primary` (Redis) and, while it fails, count in this process instead: limits stay enforced
 * per process and sign-in stays available when Redis is down.
 */
export function withFallback(primary: Counter, fallback: Counter): Counter {
  return {
    async hit(key, limit, windowSeconds) {
      try {
        return await primary.hit(key, limit, windowSeconds)
      } catch {
        return fallback.hit(key, limit, windowSeconds)
      }
    },
    async reset(key, windowSeconds) {
      await fallback.reset(key, windowSeconds)
      await primary.reset(key, windowSeconds).catch(() => undefined)
    },
    async close() {
      await fallback.close()
      await primary.close()
    },
  }
}

export function createRedisCounter(url: string, now: () => Date, prefix: string): Counter {
  return withFallback(redisCounter(url, now, prefix), createMemoryCounter(now))
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
