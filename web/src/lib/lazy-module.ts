/**
 * A module loaded on first use (issue 18, decisions 040 and 043): a form's rules (zod, the phone
 * rules) arrive when a visitor first focuses or sends the form, not with the page. `load()`
 * imports it once and shares the promise; a failed load (offline, a new deployment) is tried again
 * on the next call; `current()` is the module once it has arrived, else null.
 */
export interface LazyModule<M> {
  current(): M | null
  load(): Promise<M>
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let mod: M | null = null
  let loading: Promise<M> | null = null
  return {
    current: () => mod,
    load() {
      if (!loading) {
        const p = importer().then((m) => (mod = m))
        p.catch(() => {
          if (loading === p) loading = null
        })
        loading = p
      }
      return loading
    },
  }
}
