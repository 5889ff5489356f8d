import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { userProfiles } from '../../db/schema'
import type { Locale } from '../../context'

/**
 * Keep the language the user last acted in, so the alert emails they get (price drops) are in
 * it. Creates the profile row on first use. `tx` may be a transaction.
 */
export async function rememberUserLocale(
  tx: Pick<Db, 'insert'>,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<void> {
  await tx
    .insert(userProfiles)
    .values({ userId, locale, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { locale },
      setWhere: sql`${userProfiles.locale} IS DISTINCT FROM ${locale}`,
    })
}
