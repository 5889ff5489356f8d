// The public surface of features/auth: what other features may import (decision 049).
export { SignInLink } from './SignInLink'
export type { LoginTab } from './constants'
export {
  ANALYTICS_EVENT,
  FAVORITE_EVENTS,
  LOGIN_EVENTS,
  analyticsUrlParams,
  trackEvent,
} from './events'
export type { AnalyticsEvent } from './events'
export { openLoginModal, registerLoginModalHost, useLoginModal } from './login-modal-store'
// Plain code, not the client store's: route handlers and server components call it too (a
// function re-exported from a 'use client' module is a client reference on the server).
export { signinHref } from '@/lib/signin-href'
export {
  isSignedIn,
  resetSignedIn,
  setSignedIn,
  setSignedInEmail,
  subscribeSignedIn,
  useSignedIn,
  useSignedInEmail,
} from './session-store'
export { AUTH_SHELL_TRANSLATIONS } from './shell-translations'
