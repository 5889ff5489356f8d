import type { TranslationPick } from '@/i18n/resources'
import { SIGN_OUT_ERROR_KEYS } from '@/features/auth/errors'

/**
 * What the client islands of every page (the root layout's) translate: the language switch, the
 * 500, 404, 401 and 403 boundaries (components/ui/BoundaryErrorPage), the sign-in entry, menu and modal, the favorite hearts and the toasts. Everything
 * else in `common` and `auth` is rendered on the server (header, footer, the sign-in pages'
 * metadata), and would only make every page's payload heavier. shell-translations.test.ts checks
 * these cover every key those islands use.
 */
export const SHELL_TRANSLATIONS: readonly TranslationPick[] = [
  { ns: 'common', keys: ['language'] },
  { ns: 'errors', keys: ['serverError', 'notFound', 'unauthorized', 'forbidden', 'actions'] },
  // Not `modal` nor the sign-in errors: the login modal brings those with its code
  // (features/auth/LoginModal). The account menu's sign-out can fail with these.
  {
    ns: 'auth',
    keys: ['entry', 'menu', 'favorite', 'toast', ...SIGN_OUT_ERROR_KEYS],
  },
]
