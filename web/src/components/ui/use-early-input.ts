'use client'

import { useEffect, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { changedSinceServed, fieldsOf, type Field } from './served-fields'

/** The element's own `value` setter, which React's tracking of the field does not see. */
function nativeValueSetter(el: Field) {
  const proto = Object.getPrototypeOf(el) as object
  return Object.getOwnPropertyDescriptor(proto, 'value')?.set
}

/** What a visitor left in a field, and how to hand it to React as the visitor's own action. */
function replayOf(el: Field): (() => void) | null {
  if (!changedSinceServed(el)) return null
  if (el instanceof HTMLSelectElement) {
    const chosen = el.value
    return () => {
      el.value = chosen
      el.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.type === 'radio' && !el.checked) return null // its group's checked radio replays it
    const checked = el.checked
    // Show React the other state (through its tracked setter), then click as the visitor did.
    return () => {
      el.checked = !checked
      el.click()
    }
  }
  // React compares a field's value with the one it last saw, which was the typed text. Show it
  // the served value (through its setter), set the typed text natively, and send the input
  // event typing would have sent.
  const typed = el.value
  return () => {
    el.value = el.defaultValue
    nativeValueSetter(el)?.call(el, typed)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

/**
 * A visitor can type in a server-rendered form, tick a box or pick an option before the page's
 * script has run. React keeps what the page shows when it hydrates, but the component's state
 * still holds the served values, so its next render would silently put them back. Once
 * hydrated, this replays each changed field (inside `ref`: a form, a field, or a container) as
 * the event the visitor's action would have sent, so the component's own handlers take it in.
 * Each replay is rendered before the next, as separate keystrokes and clicks would be, so
 * handlers that read state from their render see the earlier fields. What the visitor left is
 * read at once, before any render could put the served values back. On a page drawn in the
 * browser, nothing differs from what was served and nothing happens.
 */
export function useEarlyInput(ref: RefObject<Element | null>): void {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const replays = fieldsOf(root)
      .map(replayOf)
      .filter((r) => r !== null)
    if (!replays.length) return
    // Effects run while React commits; events replayed from there would not render in between.
    queueMicrotask(() => {
      for (const replay of replays) flushSync(replay)
    })
  }, [ref])
}
