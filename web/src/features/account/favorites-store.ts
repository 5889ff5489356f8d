'use client'

import { useSyncExternalStore } from 'react'
import type { Locale } from '@/i18n/settings'
import type { FavoriteCountsFieldsFragment } from '@/graphql/__generated__/graphql'
import {
  addFavorite,
  loadFavoriteIds,
  removeAllFavorites,
  removeFavorite,
  undoRemoveFavorite,
  type FavoriteActionResult,
} from '@/features/account/favorites-actions'
import { FAVORITE_EVENTS, trackEvent } from '@/features/auth'
import { openLoginModal } from '@/features/auth'
import { isSignedIn, setSignedIn, subscribeSignedIn } from '@/features/auth'
import { showToast } from './toast-store'

/**
 * The visitor's favorite listing ids for every heart on the page: loaded once (one request
 * however many cards), changed optimistically, put back when the api refuses (spec §4 favorite
 * actions, spec §8 "An error occurred").
 */
type Status = 'idle' | 'loading' | 'ready' | 'error'
interface State {
  status: Status
  ids: ReadonlySet<number>
  busy: ReadonlySet<number>
  /** The latest counts an action answered (the favorites page's filter shows them). */
  counts: FavoriteCountsFieldsFragment | null
}

const initialState = (): State => ({
  status: 'idle',
  ids: new Set(),
  busy: new Set(),
  counts: null,
})
let state: State = initialState()
/**
 * What the visitor changed while the first load was under way: the load answers with the ids as
 * they were before, so these are applied on top of it (a heart clicked during the load stays on).
 */
let changedWhileLoading = new Map<number, boolean>()
const listeners = new Set<() => void>()

function set(patch: Partial<State>): void {
  state = { ...state, ...patch }
  for (const l of listeners) l()
}

function withId(ids: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(ids)
  if (on) next.add(id)
  else next.delete(id)
  return next
}

subscribeSignedIn(() => {
  if (!isSignedIn()) set(initialState())
})

/** Texts the store shows in toasts, translated by the caller. */
export interface FavoriteTexts {
  added: string
  removed: string
  restored: string
  undo: string
  error: string
}

const PENDING_KEY = 'ironyard:pending-favorite'
/** A sign-in link lasts an hour; the intent to favorite should not outlive it by much. */
const PENDING_MAX_AGE_MS = 2 * 60 * 60 * 1000

/** Remember to favorite a listing once the visitor has signed in (they clicked a heart). */
export function rememberPendingFavorite(listingId: number): void {
  try {
    localStorage.setItem(PENDING_KEY, JSON.stringify({ listingId, at: Date.now() }))
  } catch {
    // Storage can be unavailable (private mode): the visitor clicks the heart again.
  }
}

function takePendingFavorite(): number | null {
  try {
    const raw = localStorage.getItem(PENDING_KEY)
    localStorage.removeItem(PENDING_KEY)
    if (!raw) return null
    const { listingId, at } = JSON.parse(raw) as { listingId?: unknown; at?: unknown }
    if (typeof listingId !== 'number' || typeof at !== 'number') return null
    return Date.now() - at < PENDING_MAX_AGE_MS ? listingId : null
  } catch {
    return null
  }
}

export function ensureFavoritesLoaded(locale: Locale, texts: FavoriteTexts): void {
  if (state.status !== 'idle' || !isSignedIn()) return
  set({ status: 'loading' })
  changedWhileLoading = new Map()
  void loadFavoriteIds(locale).then((ids) => {
    if (state.status !== 'loading') return // signed out meanwhile
    if (ids === null) {
      set({ status: 'error' })
      return
    }
    let loaded: ReadonlySet<number> = new Set(ids)
    for (const [id, on] of changedWhileLoading) loaded = withId(loaded, id, on)
    changedWhileLoading = new Map()
    set({ status: 'ready', ids: loaded })
    const pending = takePendingFavorite()
    if (pending !== null && !ids.includes(pending)) void setFavorite(pending, true, locale, texts)
  })
}

function note(listingId: number, on: boolean): void {
  if (state.status === 'loading') changedWhileLoading.set(listingId, on)
}

function settle(listingId: number, result: FavoriteActionResult, rollback: boolean): void {
  if (!result.ok) note(listingId, rollback)
  set({
    busy: withId(state.busy, listingId, false),
    ...(result.ok
      ? { counts: result.data.counts }
      : { ids: withId(state.ids, listingId, rollback) }),
  })
}

/** Add or remove one favorite, with the toast (and Undo) of spec §4. */
export async function setFavorite(
  listingId: number,
  favorite: boolean,
  locale: Locale,
  texts: FavoriteTexts,
): Promise<boolean> {
  if (!isSignedIn()) {
    openLoginModal({ reason: 'favorite', source: 'favorite', pendingFavorite: listingId }, locale)
    return false
  }
  if (state.busy.has(listingId)) return false
  const was = state.ids.has(listingId)
  note(listingId, favorite)
  set({ ids: withId(state.ids, listingId, favorite), busy: withId(state.busy, listingId, true) })
  const result = favorite
    ? await addFavorite(listingId, locale)
    : await removeFavorite(listingId, locale)
  settle(listingId, result, was)
  if (!result.ok) {
    if (result.code === 'UNAUTHENTICATED') {
      // The session ended elsewhere: sign in again, then the heart is saved.
      setSignedIn(false)
      openLoginModal({ reason: 'favorite', source: 'favorite', pendingFavorite: listingId }, locale)
      return false
    }
    showToast({ tone: 'error', message: texts.error })
    return false
  }
  if (favorite) {
    trackEvent(FAVORITE_EVENTS.added, { listingId })
    showToast({ tone: 'info', message: texts.added })
  } else {
    trackEvent(FAVORITE_EVENTS.removed, { listingId })
    showToast({
      tone: 'info',
      message: texts.removed,
      action: { label: texts.undo, run: () => void undoFavorite(listingId, locale, texts) },
    })
  }
  return true
}

/** Undo a removal: the favorite comes back with its original date and price. */
export async function undoFavorite(
  listingId: number,
  locale: Locale,
  texts: FavoriteTexts,
): Promise<boolean> {
  note(listingId, true)
  set({ ids: withId(state.ids, listingId, true), busy: withId(state.busy, listingId, true) })
  const result = await undoRemoveFavorite(listingId, locale)
  settle(listingId, result, false)
  if (!result.ok) {
    showToast({ tone: 'error', message: texts.error })
    return false
  }
  trackEvent(FAVORITE_EVENTS.restored, { listingId })
  showToast({ tone: 'info', message: texts.restored })
  return true
}

/** Remove every favorite (spec §4 "all removed"); no undo. */
export async function removeAll(
  locale: Locale,
  texts: { done: string; error: string },
): Promise<boolean> {
  const result = await removeAllFavorites(locale)
  if (!result.ok) {
    showToast({ tone: 'error', message: texts.error })
    return false
  }
  set({ ids: new Set(), counts: result.data.counts })
  trackEvent(FAVORITE_EVENTS.allRemoved)
  showToast({ tone: 'info', message: texts.done })
  return true
}

export function subscribeFavorites(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getFavoritesState(): State {
  return state
}

const SERVER_STATE: State = initialState()

export function useFavoritesState(): State {
  return useSyncExternalStore(subscribeFavorites, getFavoritesState, () => SERVER_STATE)
}

/** Stories: show hearts as if these were the visitor's favorites. */
export function primeFavorites(ids: number[]): void {
  set({ status: 'ready', ids: new Set(ids), busy: new Set(), counts: null })
}

/** Tests only. */
export function resetFavorites(): void {
  state = initialState()
  changedWhileLoading = new Map()
}
