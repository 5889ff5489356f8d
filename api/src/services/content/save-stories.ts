import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  contentStories,
  contentStoryRelations,
  contentStoryTags,
  contentStoryTranslations,
  contentTags,
  type StoryBlock,
  type StorySpan,
} from '../../db/schema/content'
import { parseOrThrow } from '../../lib/errors'
import {
  contentTagSchema,
  saveStoryInputSchema,
  STORY_LOCALES,
  type ContentTagInput,
  type SaveStoryInput,
} from './content.schema'

const spanText = (spans: StorySpan[]) => spans.map((s) => s.text).join('')

/** The words of a body as plain text, one block a line (what search and word counts read). */
export function storyBodyText(blocks: StoryBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'heading':
          return b.text
        case 'paragraph':
          return spanText(b.spans)
        case 'list':
          return b.items.map(spanText).join('\n')
        case 'quote':
          return [spanText(b.spans), b.cite].filter(Boolean).join('\n')
        case 'image':
          return b.caption ?? ''
        case 'listingLink':
          return [b.label, b.description].filter(Boolean).join('\n')
      }
    })
    .filter(Boolean)
    .join('\n')
}

/** Words as a reader counts them ("150-point" and "don't" are one word each). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’\-.,][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

export async function saveContentTags(database: Database, tags: ContentTagInput[]): Promise<void> {
  const rows = tags.map((t) => parseOrThrow(contentTagSchema, t))
  if (!rows.length) return
  await database.db
    .insert(contentTags)
    .values(rows)
    .onConflictDoUpdate({
      target: contentTags.slug,
      set: { nameEn: sql`excluded.name_en`, nameEs: sql`excluded.name_es` },
    })
}

/**
 * Create or update stories by uuid in one transaction: the story, its translations (a language
 * left out is removed), its tags and its relations (written after every story of the batch
 * exists, so stories of one batch can relate to each other). Saving the same input again changes
 * nothing but `updated_at`.
 */
export async function saveStories(database: Database, inputs: SaveStoryInput[]): Promise<void> {
  const stories = inputs.map((i) => parseOrThrow(saveStoryInputSchema, i))
  await database.db.transaction(async (tx) => {
    const ids = new Map<string, number>()
    for (const s of stories) {
      const values = {
        slug: s.slug,
        category: s.category as (typeof contentStories.$inferInsert)['category'],
        state: s.state,
        publishedAt: s.publishedAt ?? null,
        heroImagePath: s.heroImagePath ?? null,
      }
      const [{ id }] = await tx
        .insert(contentStories)
        .values({ uuid: s.uuid, ...values })
        .onConflictDoUpdate({
          target: contentStories.uuid,
          set: { ...values, updatedAt: new Date() },
        })
        .returning({ id: contentStories.id })
      ids.set(s.uuid, id)

      const locales = STORY_LOCALES.filter((l) => s.translations[l])
      await tx
        .delete(contentStoryTranslations)
        .where(
          and(
            eq(contentStoryTranslations.storyId, id),
            notInArray(contentStoryTranslations.locale, [...locales]),
          ),
        )
      for (const locale of locales) {
        const t = s.translations[locale]!
        const bodyText = storyBodyText(t.body)
        const row = {
          title: t.title,
          excerpt: t.excerpt,
          body: t.body as StoryBlock[],
          bodyText,
          wordCount: countWords(bodyText),
          authorName: t.authorName,
          authorRole: t.authorRole ?? null,
          heroAlt: t.heroAlt,
        }
        await tx
          .insert(contentStoryTranslations)
          .values({ storyId: id, locale, ...row })
          .onConflictDoUpdate({
            target: [contentStoryTranslations.storyId, contentStoryTranslations.locale],
            set: row,
          })
      }

      await tx.delete(contentStoryTags).where(eq(contentStoryTags.storyId, id))
      const tags = [...new Set(s.tags)]
      if (tags.length) {
        await tx.insert(contentStoryTags).values(tags.map((tagSlug) => ({ storyId: id, tagSlug })))
      }
    }
    for (const s of stories) {
      const id = ids.get(s.uuid)!
      await tx.delete(contentStoryRelations).where(eq(contentStoryRelations.storyId, id))
      const related = [...new Set(s.relations.map((u) => u.toLowerCase()))].filter(
        (u) => u !== s.uuid.toLowerCase(),
      )
      if (related.length) {
        await tx
          .insert(contentStoryRelations)
          .values(related.map((relatedUuid, position) => ({ storyId: id, relatedUuid, position })))
      }
    }
  })
}
