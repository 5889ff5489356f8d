'use client'

import { useSyncExternalStore } from 'react'
import { hasSessionCookie } from '@/lib/session'

/**
 * Whether the visitor is signed in, for client components, without loading the sign-in SDK:
 * the SDK's session cookie says so until the SDK (once loaded) reports a change.
 */
let known: boolean | null = null
const listeners = new Set<() => void>()

export function isSignedIn(): boolean {
  if (known !== null) return known
  return typeof document !== 'undefined' && hasSessionCookie(document.cookie)
}

export function setSignedIn(value: boolean): void {
  if (known === value) return
  known = value
  if (!value) email = null
  for (const l of listeners) l()
}

/** The signed-in account's email, once the sign-in SDK has told it (null before, or signed out). */
let email: string | null = null

export function setSignedInEmail(value: string | null): void {
  if (email === value) return
  email = value
  for (const l of listeners) l()
}

const signedInEmail = () => (isSignedIn() ? email : null)

/** For forms that ask for an email (inventory alerts): the account's, to fill in (issue 37). */
export function useSignedInEmail(): string | null {
  return useSyncExternalStore(subscribeSignedIn, signedInEmail, () => null)
}

export function subscribeSignedIn(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `serverValue` is what the server rendered (it saw the cookie too), so hydration agrees. */
export function useSignedIn(serverValue = false): boolean {
  return useSyncExternalStore(subscribeSignedIn, isSignedIn, () => serverValue)
}

/** Tests only. */
export function resetSignedIn(): void {
  known = null
  email = null
}
