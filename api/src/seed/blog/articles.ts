import type { Locale } from '@ironyard/contract/locale'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { CONTENT_CATEGORIES } from '../../db/schema/content'
import type { ContentTagInput } from '../../services/content/content.schema'
import type { SeedArticle, SeedArticleText } from './types'

/**
 * The seed articles live as files beside this module: `articles.json` lists them in order (the
 * order the content store numbers them) with what both languages share, and
 * `articles/<slug>.<locale>.md` holds each language's text: a front matter of one-line fields,
 * then the body in the markup of `markup.ts`. `tags.json` names the tags in both languages.
 */
const BLOG_DIR = __dirname

const manifestSchema = z.array(
  z.strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    uuid: z.uuid(),
    category: z.enum(CONTENT_CATEGORIES),
    publishedAt: z.iso.datetime(),
    hero: z.strictObject({
      category: z.string().min(1),
      view: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    }),
    tags: z.array(z.string()),
    related: z.array(z.string()),
  }),
)

const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  author: z.string().min(1),
  role: z.string().min(1),
  heroAlt: z.string().min(1),
})

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(BLOG_DIR, file), 'utf8'))
}

/** One language of an article: `key: value` lines between `---` fences, then the body. */
export function parseArticleText(source: string, where: string): SeedArticleText {
  const m = FRONT_MATTER.exec(source.replace(/\r\n/g, '\n'))
  if (!m) throw new Error(`${where}: no front matter`)
  const fields: Record<string, string> = {}
  for (const line of m[1].split('\n')) {
    const colon = line.indexOf(': ')
    if (colon < 0) throw new Error(`${where}: front matter line "${line}" is not "key: value"`)
    fields[line.slice(0, colon)] = line.slice(colon + 2).trim()
  }
  const parsed = frontMatterSchema.safeParse(fields)
  if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`)
  return { ...parsed.data, body: source.replace(/\r\n/g, '\n').slice(m[0].length) }
}

let articles: readonly SeedArticle[] | undefined

/** The seed articles, read once per process. */
export function seedArticles(): readonly SeedArticle[] {
  if (articles) return articles
  const manifest = manifestSchema.safeParse(readJson('articles.json'))
  if (!manifest.success) throw new Error(`articles.json: ${z.prettifyError(manifest.error)}`)
  articles = manifest.data.map((entry) => {
    const text = (locale: Locale) => {
      const file = path.join('articles', `${entry.slug}.${locale}.md`)
      return parseArticleText(fs.readFileSync(path.join(BLOG_DIR, file), 'utf8'), file)
    }
    return { ...entry, en: text('en'), es: text('es') }
  })
  return articles
}

/** Tags of the seed articles, named in both languages (checked by the content store). */
export function seedTags(): ContentTagInput[] {
  return readJson('tags.json') as ContentTagInput[]
}
