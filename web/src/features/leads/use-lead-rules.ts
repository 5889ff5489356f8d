'use client'

import { useState } from 'react'
import { lazyModule } from '@/lib/lazy-module'

/**
 * The contract's rules for the lead forms (zod and the phone rules, about 120 KB of gzipped
 * JavaScript), loaded when a visitor first focuses a form or sends one (issue 18, decision 039):
 * a page with forms nobody touches does not load them. The server action checks every field
 * again either way.
 */
export type LeadRules = typeof import('@/features/leads/validate-lead')
const leadRules = lazyModule<LeadRules>(() => import('@/features/leads/validate-lead'))

/**
 * The rules once loaded (a render reads them, so their arrival renders again), and `withRules`:
 * runs `then` with them at once when they are here, else once they arrive; `otherwise` when they
 * cannot load.
 */
export function useLeadRules() {
  const [rules, setRules] = useState<LeadRules | null>(leadRules.current())
  const withRules = (then: (r: LeadRules) => void, otherwise: () => void = () => undefined) => {
    if (rules) return then(rules)
    leadRules.load().then((r) => {
      setRules(r)
      then(r)
    }, otherwise)
  }
  return { rules, withRules }
}
