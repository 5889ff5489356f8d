import { SHELL_TRANSLATIONS } from '@/components/layout/shell-translations'
import { AUTH_SHELL_TRANSLATIONS } from '@/features/auth'
import type { TranslationPick } from '@/i18n/resources'

/**
 * What the client islands of every page (the root layout's) translate: the shell's (language
 * switch, error boundaries) and the sign-in's (entry, menu, favorite hearts, toasts). Everything
 * else is rendered on the server and would only make every page's payload heavier.
 * shell-translations.test.ts checks these cover every key those islands use.
 */
export const ROOT_LAYOUT_TRANSLATIONS: readonly TranslationPick[] = [
  ...SHELL_TRANSLATIONS,
  ...AUTH_SHELL_TRANSLATIONS,
]
