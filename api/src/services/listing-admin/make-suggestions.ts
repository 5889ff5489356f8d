import { boundedEditDistance } from '@ironyard/contract/search/edit-distance'
import { sql } from 'drizzle-orm'
import { makes } from '../../db/schema'
import type { Database } from '../../db/client'
import type { FieldError } from '../../lib/errors'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'
import type { Tx } from './listing-lifecycle'

/** At most this many makes are offered for a name the catalogue lacks. */
const MAX_SUGGESTIONS = 3

/** A name as compared: lower case, letters and digits only ("John-Deere" is "johndeere"). */
const folded = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * The catalogue's makes closest to `name` (issue 36, defect 6: a make the catalogue lacks was a
 * dead end): those a few typing slips away (about one per three letters) or that start with what
 * was typed (three letters at least), closest first, at most MAX_SUGGESTIONS.
 */
export function closestMakes(name: string, catalogue: readonly string[]): string[] {
  const typed = folded(name)
  if (!typed) return []
  const allowed = Math.max(1, Math.floor(typed.length / 3))
  return catalogue
    .map((make) => {
      const f = folded(make)
      const prefix =
        Math.min(typed.length, f.length) >= 3 && (f.startsWith(typed) || typed.startsWith(f))
      return { make, distance: prefix ? 0.5 : boundedEditDistance(typed, f, allowed) }
    })
    .filter((m) => m.distance <= allowed && folded(m.make) !== typed)
    .sort((a, b) => a.distance - b.distance || a.make.localeCompare(b.make))
    .slice(0, MAX_SUGGESTIONS)
    .map((m) => m.make)
}

/** Every make's name in the catalogue (a few hundred rows at most). */
export async function catalogueMakeNames(db: Pick<Tx, 'select'> | Database['db']) {
  const rows = await db.select({ name: makes.name }).from(makes)
  return rows.map((r) => r.name)
}

/**
 * The catalogue's makes for names as typed (the console's form, a partner's feed, a make request):
 * a make is found by its name ignoring case, or by its slug. A name match wins over a slug match,
 * then the oldest make. Keyed by the names trimmed and lower-cased; a name not found has no entry.
 */
export async function makesByName(
  db: Pick<Tx, 'select'> | Database['db'],
  typed: readonly string[],
): Promise<Map<string, { id: number; name: string }>> {
  const names = [...new Set(typed.map((n) => n.trim().toLowerCase()).filter(Boolean))]
  const out = new Map<string, { id: number; name: string; byName: boolean }>()
  if (!names.length) return out
  const found = await db
    .select({ id: makes.id, name: makes.name, slug: makes.slug })
    .from(makes)
    .where(
      sql`lower(${makes.name}) = ANY(${sql.param(names)}::text[]) OR ${makes.slug} = ANY(${sql.param(names)}::text[])`,
    )
  const wanted = new Set(names)
  for (const m of found) {
    for (const [key, byName] of [
      [m.name.toLowerCase(), true],
      [m.slug, false],
    ] as const) {
      if (!wanted.has(key)) continue
      const had = out.get(key)
      const better = !had || (byName && !had.byName) || (byName === had.byName && m.id < had.id)
      if (better) out.set(key, { id: m.id, name: m.name, byName })
    }
  }
  return out
}

/**
 * The field error for a make the catalogue lacks: it names what was typed, offers the closest
 * makes ("Did you mean Caterpillar?") and says the make can be asked for. `params` carry the make
 * and the suggestions for clients that offer them as choices.
 */
export function unknownMakeError(
  locale: Locale,
  make: string,
  suggestions: readonly string[],
  path = 'make',
): FieldError {
  const or = t(locale, 'admin:listing.makeOr')
  const joined = suggestions.join(or)
  return {
    path,
    key: 'admin.listing.makeUnknown',
    message: suggestions.length
      ? t(locale, 'admin:listing.makeUnknownSuggest', { make, suggestions: joined })
      : t(locale, 'admin:listing.makeUnknownAsk', { make }),
    params: { make, suggestions: joined },
  }
}
