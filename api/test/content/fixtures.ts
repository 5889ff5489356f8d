import { randomUUID } from 'node:crypto'
import type { Database } from '../../src/db/client'
import type { SaveStoryInput } from '../../src/services/content/content.schema'
import { saveContentTags, saveStories } from '../../src/services/content/save-stories'

export const PREVIEW_TOKEN = 'preview-token-for-tests-0123456789'

export const TEST_TAGS = [
  { slug: 'inspection', nameEn: 'Inspection', nameEs: 'Inspección' },
  { slug: 'financing', nameEn: 'Financing', nameEs: 'Financiamiento' },
  { slug: 'excavators', nameEn: 'Excavators', nameEs: 'Excavadoras' },
  { slug: 'search', nameEn: 'Search', nameEs: 'Búsqueda' },
]

interface StoryOptions {
  slug: string
  category?: SaveStoryInput['category']
  state?: 'draft' | 'published'
  /** Days before 2026-11-01. */
  daysAgo?: number
  publishedAt?: Date | null
  titleEn?: string
  titleEs?: string
  textEn?: string
  textEs?: string
  tags?: string[]
  relations?: string[]
  uuid?: string
  onlyEnglish?: boolean
}

const BASE = Date.parse('2026-11-01T12:00:00.000Z')

/** A story with a short body in both languages (or English only). */
export function story(o: StoryOptions): SaveStoryInput & { uuid: string } {
  const uuid = o.uuid ?? randomUUID()
  const title = o.titleEn ?? `Story ${o.slug}`
  const text = o.textEn ?? `Notes about ${o.slug}.`
  return {
    uuid,
    slug: o.slug,
    category: o.category ?? 'insight',
    state: o.state ?? 'published',
    publishedAt:
      o.publishedAt === undefined ? new Date(BASE - (o.daysAgo ?? 1) * 86_400_000) : o.publishedAt,
    heroImagePath: 'illustrations/excavators/yellow-day-right-abc123',
    translations: {
      en: {
        title,
        excerpt: `About ${o.slug}`,
        authorName: 'Test Desk',
        heroAlt: 'An excavator',
        body: [
          { type: 'heading', level: 2, text: 'Overview' },
          { type: 'paragraph', spans: [{ text }, { text: ' More.', bold: true }] },
          { type: 'listingLink', href: '/excavators', label: 'Browse excavators' },
        ],
      },
      ...(o.onlyEnglish
        ? {}
        : {
            es: {
              title: o.titleEs ?? `Historia ${o.slug}`,
              excerpt: `Sobre ${o.slug}`,
              authorName: 'Mesa de pruebas',
              heroAlt: 'Una excavadora',
              body: [
                {
                  type: 'paragraph' as const,
                  spans: [{ text: o.textEs ?? `Notas de ${o.slug}.` }],
                },
              ],
            },
          }),
    },
    tags: o.tags ?? [],
    relations: o.relations ?? [],
  }
}

export async function insertStories(database: Database, stories: SaveStoryInput[]): Promise<void> {
  await saveContentTags(database, TEST_TAGS)
  await saveStories(database, stories)
}
