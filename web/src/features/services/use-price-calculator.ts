import { useId, useRef, useState, useTransition } from 'react'
import { useEarlyInput } from '@/components/ui/use-early-input'
import { fieldKeys } from '@/lib/action-result'
import { checkCalculatorPrice, keyOf } from '@ironyard/contract/field-checks'
import type { Outcome } from './services-data'

/**
 * The state of a calculator that asks the api about a price (the sell page's fee calculator, the
 * finance page's tax estimate): the price is checked in the browser first, only the latest answer
 * is kept, and a failed call shows as the api being down. `field` names the price in the api's
 * field errors.
 */
export function usePriceCalculator<T>(initialOutcome: Outcome<T> | null, field: string) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const [outcome, setOutcome] = useState(initialOutcome)
  const [localError, setLocalError] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [pending, startTransition] = useTransition()
  const latest = useRef(0)

  /** Checks `price`; when it passes, asks the api. False when the price is refused here. */
  const run = (price: string, ask: () => Promise<Outcome<T>>): boolean => {
    const key = keyOf(checkCalculatorPrice(price))
    setLocalError(key)
    if (key) return false
    const ticket = ++latest.current
    startTransition(async () => {
      try {
        const next = await ask()
        if (ticket !== latest.current) return // a newer question is on its way
        setFailed(false)
        setOutcome(next)
      } catch {
        if (ticket === latest.current) setFailed(true)
      }
    })
    return true
  }

  const remote = outcome && !outcome.ok ? fieldKeys(outcome)[field] : undefined
  const error = localError ?? remote ?? null
  return {
    id,
    formRef,
    pending,
    run,
    /** Checks the price again as it is typed, once an error is shown. */
    recheck: (price: string) => {
      if (error) setLocalError(keyOf(checkCalculatorPrice(price)))
    },
    error,
    result: outcome?.ok ? outcome.data : null,
    apiDown: failed || Boolean(outcome && !outcome.ok && !remote),
  }
}
