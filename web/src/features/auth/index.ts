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
export {
  openLoginModal,
  registerLoginModalHost,
  signinHref,
  useLoginModal,
} from './login-modal-store'
export {
  isSignedIn,
  resetSignedIn,
  setSignedIn,
  subscribeSignedIn,
  useSignedIn,
} from './session-store'
export { AUTH_SHELL_TRANSLATIONS } from './shell-translations'
