'use client'

import { useSyncExternalStore } from 'react'

/** Spec §9: toasts close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000

export interface Toast {
  id: number
  message: string
  tone: 'info' | 'error'
  /** A button in the toast, e.g. Undo. */
  action?: { label: string; run: () => void }
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const MAX_TOASTS = 3

function emit(): void {
  for (const l of listeners) l()
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++
  toasts = [...toasts, { ...toast, id }].slice(-MAX_TOASTS)
  emit()
  return id
}

export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id)
  if (next.length !== toasts.length) {
    toasts = next
    emit()
  }
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => toasts,
    () => EMPTY,
  )
}
const EMPTY: Toast[] = []

/** Tests only. */
export function clearToasts(): void {
  toasts = []
  emit()
}
