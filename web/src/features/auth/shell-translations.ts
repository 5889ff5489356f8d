import type { TranslationPick } from '@/i18n/resources'
import { SIGN_OUT_ERROR_KEYS } from './errors'

/**
 * What the sign-in entry and menu, the favorite hearts and the toasts translate on every page
 * (the root layout's islands). Not `modal` nor the sign-in errors: the login modal brings those
 * with its code (LoginModal). The account menu's sign-out can fail with these.
 */
export const AUTH_SHELL_TRANSLATIONS: readonly TranslationPick[] = [
  { ns: 'auth', keys: ['entry', 'menu', 'favorite', 'toast', ...SIGN_OUT_ERROR_KEYS] },
]
