import fs from 'node:fs'
import path from 'node:path'
import type { ResourceLanguage } from 'i18next'
import { NEWSLETTER_TRANSLATIONS } from '@/features/mailing-list/NewsletterSection'
import { pickResources, type TranslationPick } from '@/i18n/resources'
import { LOCALES, type Namespace } from '@/i18n/settings'
import { SIGN_OUT_ERROR_KEYS } from '@/features/auth/errors'
import { ROOT_LAYOUT_TRANSLATIONS as SHELL_TRANSLATIONS } from './shell-translations'

const SRC = path.join(__dirname, '..', '..')

/** The keys a file translates: literal `t('a.b')`, `'fallback.x'` strings, and `t(\`a.${`-style prefixes. */
function keysOf(file: string, literal = /\bt\(\s*'([\w.-]+)'/g): string[] {
  const src = fs.readFileSync(path.join(SRC, file), 'utf8')
  return [
    ...[...src.matchAll(literal)].map((m) => m[1]),
    ...[...src.matchAll(/\bt\(\s*`([\w.-]+)\.\$\{/g)].map((m) => `${m[1]}.*`),
  ]
}

function covered(node: ResourceLanguage | undefined, key: string): boolean {
  const parts = key.split('.')
  let at: unknown = node
  for (const [i, part] of parts.entries()) {
    const obj = at as Record<string, unknown> | undefined
    if (!obj || typeof obj !== 'object') return false
    if (part === '*') return Object.keys(obj).length > 0
    if (i === parts.length - 1)
      return Object.keys(obj).some((k) => k === part || k.startsWith(`${part}_`))
    at = obj[part]
  }
  return false
}

function uncovered(picks: readonly TranslationPick[], ns: Namespace, keys: string[]) {
  return LOCALES.flatMap((locale) => {
    const picked = pickResources(locale, picks)[locale]?.[ns] as ResourceLanguage | undefined
    return keys.filter((k) => !covered(picked, k)).map((k) => `${locale}:${ns}:${k}`)
  })
}

describe('the translations every page ships to its client islands', () => {
  it('cover every key the language switch, the 500, 404, 401 and 403 boundaries and the sign-in and favorite islands use', () => {
    expect(
      uncovered(SHELL_TRANSLATIONS, 'common', keysOf('components/layout/LanguageSwitcher.tsx')),
    ).toEqual([])
    const errorKeys = [
      ...keysOf('app/[locale]/error.tsx'),
      // errorViewTexts(t, 500), and of the 404, 401 and 403 pages (BoundaryErrorPage)
      ...['serverError', 'notFound', 'unauthorized', 'forbidden'].flatMap((k) => [
        `${k}.title`,
        `${k}.message`,
      ]),
      'actions.home',
      'actions.contact',
      'actions.signIn',
    ]
    expect(uncovered(SHELL_TRANSLATIONS, 'errors', errorKeys)).toEqual([])
    const shellAuthKeys = [
      'features/auth/LoginEntry.tsx',
      'features/auth/LoginMenu.tsx',
      'features/account/FavoriteButton.tsx',
      'features/account/use-favorite-texts.ts',
      'features/account/Toaster.tsx',
    ].flatMap((f) => keysOf(f))
    expect(shellAuthKeys.length).toBeGreaterThan(10)
    // The account menu's sign-out error, whichever signinErrorKey answers.
    expect(
      uncovered(SHELL_TRANSLATIONS, 'auth', [...shellAuthKeys, ...SIGN_OUT_ERROR_KEYS]),
    ).toEqual([])
    // The modal's own texts and every sign-in error it shows (features/auth/errors.ts) come with
    // its code (LoginModal's addModalTexts), not with the shell.
    const modalKeys = [
      ...keysOf('features/auth/LoginModal.tsx'),
      ...keysOf('features/auth/LoginPanel.tsx'),
      ...keysOf('features/auth/errors.ts', /'((?:errors|fallback)\.\w+)'/g),
    ]
    expect(modalKeys.filter((k) => k.startsWith('modal.')).length).toBeGreaterThan(10)
    expect(
      uncovered([{ ns: 'auth', keys: ['modal', 'errors', 'fallback'] }], 'auth', modalKeys),
    ).toEqual([])
    const shellAuth = pickResources('en', SHELL_TRANSLATIONS).en?.auth ?? {}
    expect(Object.keys(shellAuth)).not.toContain('modal')
    expect(Object.keys((shellAuth as Record<string, object>).errors ?? {}).sort()).toEqual(
      SIGN_OUT_ERROR_KEYS.filter((k) => k.startsWith('errors.'))
        .map((k) => k.slice('errors.'.length))
        .sort(),
    )
  })

  it('leave out what only the server renders (header and footer labels, the sign-in pages)', () => {
    const en = pickResources('en', SHELL_TRANSLATIONS).en
    expect(Object.keys(en?.common ?? {})).toEqual(['language'])
    expect(Object.keys(en?.auth ?? {})).not.toContain('authenticate')
  })

  it("cover every key of the footer's newsletter sign-up, and none of the inventory alerts'", () => {
    const keys = [
      ...keysOf('features/mailing-list/NewsletterSignup.tsx'),
      'errors.failed',
      'errors.rateLimited',
      'checkEmail',
      'active',
    ]
    expect(uncovered(NEWSLETTER_TRANSLATIONS, 'mailing', keys)).toEqual([])
    expect(
      uncovered(
        NEWSLETTER_TRANSLATIONS,
        'validation',
        keysOf('features/mailing-list/NewsletterSignup.tsx', /tv\(\s*'([\w.-]+)'/g),
      ),
    ).toEqual([])
    expect(
      Object.keys(pickResources('en', NEWSLETTER_TRANSLATIONS).en?.mailing ?? {}),
    ).not.toContain('alerts')
  })
})

describe('pickResources', () => {
  it('picks a text, a group, or plural forms by dot path, in the locale asked', () => {
    const es = pickResources('es', [
      { ns: 'validation', keys: ['validation.mailingListEmail'] },
      { ns: 'common', keys: ['nav'] },
      'alerts',
    ]).es
    expect(Object.keys((es?.validation as { validation: object }).validation)).toEqual([
      'mailingListEmail',
    ])
    expect(es?.common).toEqual({ nav: expect.objectContaining({ menu: 'Menú' }) })
    expect(Object.keys(es?.alerts ?? {}).length).toBeGreaterThan(5)
  })
})
