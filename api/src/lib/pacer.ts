import { performance } from 'node:perf_hooks'
import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * A long loop's pause: `await pace()` between pieces of work resolves at once until `budgetMs`
 * of work has run since the event loop last had a turn, then lets it turn (setImmediate: timers,
 * I/O and other requests run) before going on. One request's big file then never holds the whole
 * api for more than about one budget and one piece of work.
 */
export function eventLoopPacer(budgetMs = 5): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < budgetMs) return
    await nextTurn()
    since = performance.now()
  }
}
