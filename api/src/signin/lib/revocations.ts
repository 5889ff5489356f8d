/**
 * Session ids revoked in the last JWT lifetime. A session JWT stays verifiable for up to five
 * minutes after its session is revoked; the api consults this list after a local JWT check so a
 * revoked session stops working at once (then the opaque token is checked remotely and fails).
 * Shared through Redis when REDIS_URL is set; in memory for the single-process default.
 */
export interface RevocationList {
  add(sessionId: string, ttlSeconds: number): Promise<void>
  has(sessionId: string): Promise<boolean>
}

function memoryList(): RevocationList {
  const entries = new Map<string, number>()
  return {
    add(sessionId, ttlSeconds) {
      const t = Date.now()
      for (const [k, exp] of entries) if (exp <= t) entries.delete(k)
      entries.set(sessionId, t + ttlSeconds * 1000)
      return Promise.resolve()
    },
    has(sessionId) {
      const exp = entries.get(sessionId)
      return Promise.resolve(exp !== undefined && exp > Date.now())
    },
  }
}

/**
 * ioredis (about 0.1 s to load) loads with the first Redis list, not with the api: a process
 * without REDIS_URL never needs it (decision 053). Required as the static import was.
 */
const loadRedis = () => (require('ioredis') as typeof import('ioredis')).Redis

function redisList(url: string): RevocationList {
  const IORedis = loadRedis()
  const redis = new IORedis(url, { maxRetriesPerRequest: 1, lazyConnect: true })
  redis.on('error', () => undefined)
  const key = (id: string) => `ironyard:signin:revoked:${id}`
  return {
    async add(sessionId, ttlSeconds) {
      await redis.set(key(sessionId), '1', 'EX', ttlSeconds)
    },
    async has(sessionId) {
      // Unreachable Redis: answer "revoked" so the caller falls back to the remote check.
      return (await redis.exists(key(sessionId)).catch(() => 1)) === 1
    },
  }
}

const lists = new Map<string, RevocationList>()

/** One list per process and Redis URL: the sign-in routes write it, request auth reads it. */
export function getRevocationList(redisUrl: string | undefined): RevocationList {
  const k = redisUrl ?? 'memory'
  let list = lists.get(k)
  if (!list) {
    list = redisUrl ? redisList(redisUrl) : memoryList()
    lists.set(k, list)
  }
  return list
}
