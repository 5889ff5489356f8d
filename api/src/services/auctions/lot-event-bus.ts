import type { Redis } from 'ioredis'
import type { AuctionLotStatus } from '../../db/schema'
import type { Env } from '../../lib/env'
import { logger as processLogger, type Logger } from '../../lib/logger'

/**
 * What `Subscription.lotUpdated` sends (issue 34): a lot's public state after a change, flat and
 * complete, so a page updates without reading anything and a watcher costs no database read. Times
 * are ISO strings (the update crosses Redis as JSON). The caller's own standing is never here (it
 * is a broadcast): a page reads it again when `leaderBidderNumber` changes.
 */
export interface LotUpdate {
  lotId: string
  status: AuctionLotStatus
  currentBidCents: number | null
  minimumNextBidCents: number | null
  bidCount: number
  closesAt: string | null
  reserveMet: boolean | null
  leaderBidderNumber: number | null
  lastBidderNumber: number | null
  lastBidAmountCents: number | null
  lastBidAt: string | null
  extended: boolean
}

/** Updates a slow watcher has not taken yet; past this the oldest go (each one is the whole state). */
const QUEUE_LIMIT = 50
/** How long a publish waits for a Redis connection that has never been ready (a starting process). */
const FIRST_CONNECT_WAIT_MS = 1000

/**
 * Lot updates within this process, and across processes through Redis when REDIS_URL is set: one
 * publishing and one subscribing connection per process, one channel for every lot (each process
 * hands an update to its own watchers of that lot). Without Redis an update reaches this process's
 * watchers only. Redis pub/sub ignores the database number, so the channel names it: processes on
 * another database of the same Redis (tests) do not hear each other.
 *
 * A watcher's listener is attached when it subscribes (not when its stream first pulls), so an
 * update published once the subscription has answered is never missed.
 */
export class LotEventBus {
  private readonly listeners = new Map<string, Set<(u: LotUpdate) => void>>()
  private readonly channel: string
  private publisher: Redis | null = null
  private subscriber: Redis | null = null
  private publisherReady: Promise<void> | null = null
  private everReady = false
  private gaveUpWaiting = false
  private listening: Promise<void> | null = null

  constructor(
    private readonly redisUrl: string | undefined,
    private readonly logger: Pick<Logger, 'warn'>,
  ) {
    this.channel = `ironyard:lot-updated:${redisUrl ? redisDb(redisUrl) : 'local'}`
  }

  /**
   * Settles once this process hears the other processes' updates (at once without Redis; at most
   * 2 s). The subscribing connection is made by the first call (the api's start, or the first
   * watcher), never in a process that only publishes (the jobs worker).
   */
  get ready(): Promise<void> {
    this.listening ??= this.redisUrl ? this.listen(this.redisUrl) : Promise.resolve()
    return this.listening
  }

  /** Send an update to every watcher of its lot, in every process. Never throws. */
  async publish(update: LotUpdate): Promise<void> {
    if (!this.redisUrl) return this.deliver(update)
    try {
      const redis = this.publishingConnection(this.redisUrl)
      if (redis.status !== 'ready') {
        // Only a starting process waits (once) for its first connection; afterwards an update
        // while Redis is away is dropped at once, never holding a bid's answer.
        if (this.everReady || this.gaveUpWaiting) throw new Error(`redis ${redis.status}`)
        await Promise.race([this.publisherReady, delay(FIRST_CONNECT_WAIT_MS)])
        if (!isReady(redis)) {
          this.gaveUpWaiting = true
          throw new Error(`redis ${redis.status}`)
        }
      }
      await redis.publish(this.channel, JSON.stringify(update))
    } catch (err) {
      this.logger.warn(
        { err: (err as Error).message, lotId: update.lotId },
        'lot update not published (Redis unavailable); watchers catch up on the next one',
      )
    }
  }

  /**
   * The updates of one lot, from now on, until the iterator is returned (the stream closed). A
   * watcher slower than the updates keeps the newest QUEUE_LIMIT.
   */
  subscribe(lotId: string): AsyncIterableIterator<LotUpdate> {
    void this.ready
    const queue: LotUpdate[] = []
    let wake: ((r: IteratorResult<LotUpdate>) => void) | null = null
    let done = false
    const listener = (u: LotUpdate) => {
      if (wake) {
        const w = wake
        wake = null
        w({ value: u, done: false })
        return
      }
      queue.push(u)
      if (queue.length > QUEUE_LIMIT) queue.shift()
    }
    let set = this.listeners.get(lotId)
    if (!set) this.listeners.set(lotId, (set = new Set()))
    set.add(listener)
    const stop = () => {
      done = true
      set.delete(listener)
      if (!set.size && this.listeners.get(lotId) === set) this.listeners.delete(lotId)
      if (wake) wake({ value: undefined, done: true })
      wake = null
      queue.length = 0
    }
    const iterator: AsyncIterableIterator<LotUpdate> = {
      next: () => {
        if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false })
        if (done) return Promise.resolve({ value: undefined, done: true })
        return new Promise((resolve) => (wake = resolve))
      },
      return: () => {
        stop()
        return Promise.resolve({ value: undefined, done: true })
      },
      throw: (err: unknown) => {
        stop()
        return Promise.reject(err instanceof Error ? err : new Error(String(err)))
      },
      [Symbol.asyncIterator]: () => iterator,
    }
    return iterator
  }

  /** Watchers in this process (all lots). */
  get watchers(): number {
    let n = 0
    for (const set of this.listeners.values()) n += set.size
    return n
  }

  async close(): Promise<void> {
    for (const redis of [this.publisher, this.subscriber]) {
      if (!redis) continue
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    }
    this.publisher = this.subscriber = null
    this.listening = null
  }

  private deliver(update: LotUpdate): void {
    for (const listener of [...(this.listeners.get(update.lotId) ?? [])]) listener(update)
  }

  private publishingConnection(url: string): Redis {
    if (this.publisher) return this.publisher
    const redis = newRedis(url)
    redis.on('error', () => undefined)
    redis.on('ready', () => (this.everReady = true))
    this.publisherReady = new Promise((resolve) => redis.once('ready', () => resolve()))
    this.publisher = redis
    return redis
  }

  private listen(url: string): Promise<void> {
    const redis = newRedis(url)
    this.subscriber = redis
    redis.on('error', (err: Error) =>
      this.logger.warn({ err: err.message }, 'lot updates: Redis subscriber connection error'),
    )
    redis.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return
      try {
        this.deliver(JSON.parse(message) as LotUpdate)
      } catch {
        this.logger.warn({ channel }, 'lot updates: unreadable message ignored')
      }
    })
    // ioredis subscribes again by itself after a reconnection.
    const subscribed = redis.subscribe(this.channel).then(
      () => undefined,
      (err: Error) => this.logger.warn({ err: err.message }, 'lot updates: SUBSCRIBE failed'),
    )
    return Promise.race([subscribed, delay(2000)])
  }
}

/**
 * ioredis (about 0.1 s to load) loads with the first Redis client, not with the api (decision
 * 053), as in lib/rate-limit.ts.
 */
const newRedis = (url: string): Redis => {
  const IORedis = (require('ioredis') as typeof import('ioredis')).Redis
  // A command sent as the connection drops fails after one retry instead of waiting for Redis.
  return new IORedis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000 })
}

/** Read again after an await (the status changes under it). */
const isReady = (redis: Redis): boolean => redis.status === 'ready'

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref()
  })

/** The database number of a redis:// URL (`/3`), 0 when none. */
function redisDb(url: string): string {
  try {
    const db = new URL(url).pathname.replace(/^\//, '')
    return /^\d+$/.test(db) ? db : '0'
  } catch {
    return '0'
  }
}

const buses = new WeakMap<Env, LotEventBus>()

/**
 * The process's bus, one per configuration (a process has one; a test running two apps in one
 * process gives each its own, so two apps sharing Redis talk through Redis as two replicas do).
 */
export function lotEventBus(deps: { env: Env; logger?: Pick<Logger, 'warn'> }): LotEventBus {
  let bus = buses.get(deps.env)
  if (!bus) {
    bus = new LotEventBus(deps.env.REDIS_URL, deps.logger ?? processLogger)
    buses.set(deps.env, bus)
  }
  return bus
}

/** Close the configuration's Redis connections (the server's onClose). */
export async function closeLotEventBus(env: Env): Promise<void> {
  const bus = buses.get(env)
  buses.delete(env)
  await bus?.close()
}
