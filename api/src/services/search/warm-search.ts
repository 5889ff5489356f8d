import type { AppDeps } from '../../context'
import { refreshSearchSuggestions } from './refresh-search-suggestions'
import { getSearchRuntime } from './search-runtime'

const SUGGESTIONS_EVERY_MS = 30 * 60_000

/**
 * At api start: load the search index (so the first visitor does not wait for it) and rebuild
 * the suggestions from the current inventory, then again every 30 minutes (their weights follow
 * the inventory). Failures are logged; search still answers (the index loads on first use).
 * Returns a function that stops the schedule.
 */
export function warmSearch(deps: Pick<AppDeps, 'database' | 'logger'>): () => void {
  const started = Date.now()
  const refresh = () =>
    refreshSearchSuggestions(deps)
      .then(({ phrases }) => deps.logger.info({ phrases }, 'search suggestions refreshed'))
      .catch((err: unknown) => deps.logger.error({ err }, 'search suggestions refresh failed'))
  void getSearchRuntime(deps)
    .index.ensureFresh()
    .then(() => deps.logger.info({ ms: Date.now() - started }, 'search ready'))
    .catch((err: unknown) => deps.logger.error({ err }, 'search index load failed'))
    .then(refresh)
  const timer = setInterval(() => void refresh(), SUGGESTIONS_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
