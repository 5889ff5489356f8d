/**
 * `npm run admin:grant -- <email> [--revoke]`: make the marketplace user with this address an
 * admin (or a plain user again). The grant is kept by address, so it may name someone who has not
 * signed in yet: they are an admin from their first sign-in with that address verified.
 * Works on PostgreSQL (DATABASE_URL) at any time, and on PGlite (PGLITE_DIR) while the api is
 * stopped: PGlite admits one process, and this says so when the database is in use.
 */
import { openDatabase, DatabaseLockedError } from '../api/src/db/client'
import { runMigrations } from '../api/src/db/migrate'
import { getEnv, resolveFromRoot } from '../api/src/lib/env'
import { AppError } from '../api/src/lib/errors'
import { grantRole, revokeRole } from '../api/src/services/users/grant-role'

const USAGE = 'usage: npm run admin:grant -- <email> [--revoke]'

export async function adminGrant(argv: string[]): Promise<number> {
  const revoke = argv.includes('--revoke')
  const rest = argv.filter((a) => a !== '--revoke')
  if (rest.length !== 1 || rest[0].startsWith('-')) {
    console.error(USAGE)
    return 2
  }
  const env = getEnv()
  let database
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: resolveFromRoot(env.PGLITE_DIR),
      max: 1,
    })
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      console.error(`[admin:grant] ${err.message}`)
      return 1
    }
    throw err
  }
  try {
    await runMigrations(database)
    const now = new Date()
    if (revoke) {
      const r = await revokeRole(database, { email: rest[0], now })
      console.log(
        r.removed
          ? `[admin:grant] ${r.email} is no longer an admin (${r.usersUpdated} user row(s) updated)`
          : `[admin:grant] ${r.email} held no grant (${r.usersUpdated} user row(s) updated)`,
      )
    } else {
      const r = await grantRole(database, { email: rest[0], role: 'admin', grantedBy: 'cli', now })
      console.log(
        `[admin:grant] ${r.email} is an admin${r.unchanged ? ' (already granted)' : ''}; ` +
          (r.usersUpdated
            ? `${r.usersUpdated} signed-up user row(s) updated`
            : 'it applies at their first sign-in with this address verified'),
      )
    }
    return 0
  } catch (err) {
    if (err instanceof AppError && err.code === 'VALIDATION') {
      console.error(`[admin:grant] not an e-mail address: ${rest[0]}`)
      return 2
    }
    throw err
  } finally {
    await database.close()
  }
}

if (require.main === module) {
  adminGrant(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
