import { inArray } from 'drizzle-orm'
import type { AppDeps, CurrentUser, Locale } from '../../context'
import { categories, userProfiles } from '../../db/schema'
import { AppError, parseOrThrow, type FieldError } from '../../lib/errors'
import { translateValidation } from '../../lib/validation-messages'
import { getAccount, type AccountView } from './get-account'
import { updateProfileInputSchema } from '@ironyard/contract/forms/profile'
import { requireUserId } from './require-user'

type Deps = Pick<AppDeps, 'database' | 'now'>

async function checkCategories(deps: Deps, slugs: string[], locale: Locale): Promise<void> {
  if (!slugs.length) return
  const known = await deps.database.db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, slugs))
  const have = new Set(known.map((k) => k.slug))
  const fields: FieldError[] = slugs.flatMap((slug, i) =>
    have.has(slug)
      ? []
      : [
          {
            path: `interestedCategories.${i}`,
            key: 'validation.invalid',
            message: translateValidation('validation.invalid', locale),
          },
        ],
  )
  if (fields.length)
    throw new AppError('VALIDATION', { messageKey: 'errors:input.invalid' }, { fields })
}

/**
 * Save the settings form (spec §3 user traits). Field errors come in the request's language
 * (spec §5). Only the caller's own profile is ever written.
 */
export async function updateProfile(
  deps: Deps,
  currentUser: Pick<CurrentUser, 'id'> | null,
  rawInput: unknown,
  locale: Locale,
): Promise<AccountView> {
  const userId = requireUserId(currentUser)
  const input = parseOrThrow(updateProfileInputSchema, rawInput ?? {}, locale)
  if (input.interestedCategories) await checkCategories(deps, input.interestedCategories, locale)
  const now = deps.now()
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  ) as Partial<typeof userProfiles.$inferInsert>
  await deps.database.db
    .insert(userProfiles)
    .values({ locale, ...changes, userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { ...changes, updatedAt: now },
    })
  return getAccount(deps, currentUser)
}
