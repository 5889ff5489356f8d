/**
 * A per-key queue inside one api process (issue 34 point 6): at most `perKey` tasks of one key run
 * at a time, the others wait their turn in arrival order before they take anything (a pool
 * connection). For bids, the key is the lot: 50 bids on one hot lot hold `perKey` of the pool's
 * connections, not all of them, and the lots around it keep theirs. It orders nothing that
 * matters: the lot's row lock in PostgreSQL stays the guarantee (across processes and replicas),
 * and the bid log's ids, taken under that lock, stay the commit order. A task that fails hands its
 * turn on like one that succeeds.
 */
export class KeyedQueue<K> {
  private readonly lanes = new Map<K, { running: number; waiting: Array<() => void> }>()

  constructor(private readonly perKey: number) {
    if (!(perKey >= 1)) throw new Error('KeyedQueue: perKey must be at least 1')
  }

  /** Tasks of `key` running or waiting now (0: the key has no lane). */
  size(key: K): number {
    const lane = this.lanes.get(key)
    return lane ? lane.running + lane.waiting.length : 0
  }

  async run<T>(key: K, task: () => Promise<T>): Promise<T> {
    let lane = this.lanes.get(key)
    if (!lane) this.lanes.set(key, (lane = { running: 0, waiting: [] }))
    if (lane.running < this.perKey) lane.running++
    else await new Promise<void>((resolve) => lane.waiting.push(resolve))
    try {
      return await task()
    } finally {
      // The turn passes to the next task waiting (it keeps the running count), or is given back.
      const next = lane.waiting.shift()
      if (next) next()
      else if (--lane.running === 0) this.lanes.delete(key)
    }
  }
}
