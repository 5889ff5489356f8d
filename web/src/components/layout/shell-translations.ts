import type { TranslationPick } from '@/i18n/resources'

/**
 * What the shell's own client islands translate: the language switch and the 500, 404, 401 and
 * 403 boundaries (components/ui/BoundaryErrorPage). Everything else in `common` is rendered on
 * the server (header, footer), and would only make every page's payload heavier. The root layout
 * adds the features' islands (app/[locale]/shell-translations.ts).
 */
export const SHELL_TRANSLATIONS: readonly TranslationPick[] = [
  { ns: 'common', keys: ['language'] },
  { ns: 'errors', keys: ['serverError', 'notFound', 'unauthorized', 'forbidden', 'actions'] },
]
