import fs from 'node:fs'
import path from 'node:path'

/**
 * Issue 13 point 2 (decision 023): the api's words live in api/src/i18n/<locale>/*.json. These
 * guards read the source: few files may keep inline Spanish UI text, and every AppError names a
 * message key. Reference data and the seed's demo content are data, not UI text.
 */
const SRC = path.resolve(__dirname, '../../src')
const MAX_FILES_WITH_INLINE_TEXT = 3

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/')
const EXEMPT = ['reference-data/', 'seed/', 'i18n/']
const files = sourceFiles(SRC).filter((f) => !EXEMPT.some((dir) => rel(f).startsWith(dir)))

/** The code without comments (a rough cut: enough for the patterns below). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

/** A string literal that reads as words: a letter, not a path, suffix or language tag. */
const TEXT = String.raw`(?<q>['"\x60])(?![/?.\-])(?![a-z]{2}(?:-[A-Z]{2})?\k<q>)[^'"\x60\n]*\p{L}`

/** Why a file holds inline UI text in both languages, or null. */
function inlineTextReason(code: string): string | null {
  const src = withoutComments(code)
  if (
    new RegExp(String.raw`\ben:\s*${TEXT}`, 'u').test(src) &&
    new RegExp(String.raw`\bes:\s*${TEXT}`, 'u').test(src)
  )
    return '{ en, es } text literals'
  if (/\ben:\s*\{/.test(src) && /\bes:\s*\{/.test(src)) return 'a copy object per language'
  if (new RegExp(String.raw`(===\s*'e[ns]'|\bes)\s*\?\s*${TEXT}`, 'u').test(src))
    return "a sentence picked by `locale === 'es' ?`"
  if (new RegExp(String.raw`(['"\x60])[^'"\x60\n]*[áéíóúñ¿¡][^'"\x60\n]*\1`, 'u').test(src))
    return 'a Spanish string literal'
  return null
}

/** `new AppError(...)` calls in `code` whose text is not a message key. */
function proseAppErrors(code: string): string[] {
  const src = withoutComments(code)
  // `{ messageKey: … }` or its shorthand `{ messageKey }` (a MessageKey-typed variable) is a key.
  return [...src.matchAll(/new AppError\(\s*['"][A-Z_]+['"],\s*(\{\s*messageKey\b|(\w+)\b)?/g)]
    .filter((m) => !m[1] || (m[2] && !new RegExp(`\\b${m[2]}\\??: AppErrorText\\b`).test(src)))
    .map((m) => src.slice(m.index, m.index + 80).replace(/\s+/g, ' '))
}

describe('api text lives in api/src/i18n', () => {
  it(`at most ${MAX_FILES_WITH_INLINE_TEXT} api source files keep inline English/Spanish text`, () => {
    const found = files.flatMap((f) => {
      const reason = inlineTextReason(fs.readFileSync(f, 'utf8'))
      return reason ? [`${rel(f)}: ${reason}`] : []
    })
    expect(found.length <= MAX_FILES_WITH_INLINE_TEXT ? [] : found).toEqual([])
  })

  it('recognises inline text in both languages, and leaves data picks and formats alone', () => {
    expect(inlineTextReason(`const c = { en: 'Sold', es: 'Vendido' }`)).not.toBeNull()
    expect(inlineTextReason(`const c = {\n en: { a: x },\n es: { a: y } }`)).not.toBeNull()
    expect(inlineTextReason(`const s = locale === 'es' ? 'Agua' : 'Water'`)).not.toBeNull()
    expect(inlineTextReason('const s = es ? `Hola ${n}` : `Hi ${n}`')).not.toBeNull()
    expect(inlineTextReason(`const s = ['Inspección']`)).not.toBeNull()
    expect(inlineTextReason(`const name = locale === 'es' ? row.nameEs : row.nameEn`)).toBeNull()
    expect(inlineTextReason(`const tag = locale === 'es' ? 'es-MX' : 'en-US'`)).toBeNull()
    expect(inlineTextReason(`const home = locale === 'es' ? '/es' : '/'`)).toBeNull()
    expect(inlineTextReason(`// "financiacion" finds "financiación"`)).toBeNull()
  })

  it('every AppError passes a message key, never prose', () => {
    const prose = files.flatMap((f) =>
      proseAppErrors(fs.readFileSync(f, 'utf8')).map((call) => `${rel(f)}: ${call}`),
    )
    expect(prose).toEqual([])
    expect(proseAppErrors(`throw new AppError('NOT_FOUND', 'Listing not found')`)).toHaveLength(1)
    expect(proseAppErrors('new AppError(\n  "CONFLICT",\n  `At most ${n}`)')).toHaveLength(1)
    expect(proseAppErrors(`new AppError('VALIDATION', message, { fields })`)).toHaveLength(1)
    expect(proseAppErrors(`new AppError('FORBIDDEN', { messageKey })`)).toHaveLength(0)
    expect(proseAppErrors(`new AppError('FORBIDDEN', { message: 'No' })`)).toHaveLength(1)
    expect(proseAppErrors(`new AppError('X', { messageKey: 'errors:a' })`)).toEqual([])
    expect(proseAppErrors(`(message: AppErrorText) => new AppError('X', message)`)).toEqual([])
  })
})
