import type { ReactNode } from 'react'
import { mapApiError, type ApiFailure } from '@/lib/api-errors'

/**
 * A screen's data in one of the three states every screen handles the same way (decision 026):
 * its data, nothing to show, or a failure (the api error already mapped by mapApiError).
 * Loading is the route's `loading.tsx`/Suspense boundary, never a state a page keeps itself.
 */
export type Cell<T> =
  { state: 'success'; data: T } | { state: 'empty' } | { state: 'failure'; failure: ApiFailure }

/**
 * Runs a screen's (or a screen part's) data loading and answers its Cell; never throws. Pages
 * whose failure must reach the error page (or a 404) keep throwing instead: see orNotFound in
 * features/resources/resources-data.ts.
 */
export async function loadCell<T>(
  load: () => Promise<T>,
  opts: { isEmpty?: (data: T) => boolean } = {},
): Promise<Cell<T>> {
  try {
    const data = await load()
    return opts.isEmpty?.(data) ? { state: 'empty' } : { state: 'success', data }
  } catch (e) {
    return { state: 'failure', failure: mapApiError(e) }
  }
}

/** A cell's data, or the fallback for an empty or failed one (a part the page stands without). */
export function cellData<T, F>(cell: Cell<T>, fallback: F): T | F {
  return cell.state === 'success' ? cell.data : fallback
}

/** Renders a cell: one function per state; empty and failure render nothing unless given. */
export function CellView<T>({
  cell,
  success,
  empty,
  failure,
}: {
  cell: Cell<T>
  success: (data: T) => ReactNode
  empty?: () => ReactNode
  failure?: (failure: ApiFailure) => ReactNode
}): ReactNode {
  if (cell.state === 'success') return success(cell.data)
  if (cell.state === 'empty') return empty?.() ?? null
  return failure?.(cell.failure) ?? null
}
