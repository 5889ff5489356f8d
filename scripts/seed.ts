/**
 * `npm run seed -- --listings N --seed S [--as-of YYYY-MM-DD] [--reset] [--no-media]`: migrate the database
 * (DATABASE_URL, or PGlite in PGLITE_DIR) and fill it with the catalogue, the taxonomy and a
 * deterministic demo inventory. `--reset` empties the inventory tables first; without it a
 * database that already holds inventory is left alone. `--no-media` writes no illustration files
 * (the rows still name them; pictures are missing until a seed with media). Defaults:
 * SEED_LISTINGS, SEED, and today (UTC) as the day the inventory is generated as of.
 * Stop the api first when it runs on the same PGlite directory (one process per data dir).
 */
import { sql } from 'drizzle-orm'
import { openDatabase } from '../api/src/db/client'
import { markSeeded, runMigrations } from '../api/src/db/migrate'
import { getEnv, resolveFromRoot } from '../api/src/lib/env'
import { INVENTORY_TABLES, inventoryIsEmpty, resetInventory } from '../api/src/seed/reset-inventory'
import { runSeed } from '../api/src/seed/run-seed'
import { parseSeedArgs, SEED_USAGE } from './seed-args'

async function main(): Promise<void> {
  const env = getEnv()
  const args = parseSeedArgs(process.argv.slice(2), {
    listings: env.SEED_LISTINGS,
    seed: env.SEED,
  })
  if (args.help) {
    console.log(SEED_USAGE)
    return
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: resolveFromRoot(env.PGLITE_DIR),
    max: 2,
  })
  try {
    await runMigrations(database)
    if (!(await inventoryIsEmpty(database))) {
      if (!args.reset) {
        console.error('[seed] the database already holds inventory: pass --reset to replace it')
        process.exitCode = 1
        return
      }
      console.log(`[seed] --reset: emptying ${INVENTORY_TABLES.join(', ')}`)
      await resetInventory(database)
    }
    const started = Date.now()
    console.log(
      `[seed] ${database.kind}: ${args.listings} listings, seed ${args.seed}, ` +
        (args.media ? `media in ${env.MEDIA_DIR}` : 'no media files (--no-media)'),
    )
    await runSeed(database, {
      listings: args.listings,
      seed: args.seed,
      mediaDir: resolveFromRoot(env.MEDIA_DIR),
      media: args.media,
      asOf: args.asOf,
      onProgress: (m) => console.log(`[seed] ${m}`),
    })
    await markSeeded(database, {
      seed: args.seed,
      listings: args.listings,
      finishedAt: new Date().toISOString(),
    })
    const counts = await database.rows<{ t: string; n: number }>(
      sql.raw(
        INVENTORY_TABLES.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM ${t}`).join(
          ' UNION ALL ',
        ),
      ),
    )
    console.log(`[seed] rows: ${counts.map((c) => `${c.t} ${c.n}`).join(', ')}`)
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(`[seed] ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
