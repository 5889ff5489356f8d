/**
 * `npm run drill:restore [-- --keep]`: back up DATABASE_URL (pg_dump, one snapshot, while the
 * product may keep writing), restore it into a new database on the same server, compare the two
 * (row counts, sequences, newest migration, change_seq) and check that the copy is ready to serve
 * with the api's own readiness checks (database, migrations applied, search index loaded and
 * caught up). Prints the figures and PASS or FAIL (exit 1). The copy is dropped unless --keep.
 * docs/deploy.md, "Backups and the restore drill".
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../api/src/db/client'
import { getEnv } from '../api/src/lib/env'
import { logger } from '../api/src/lib/logger'
import { createReadinessProbe, type Readiness } from '../api/src/services/health/check-readiness'
import { stopSearchRuntime } from '../api/src/services/search/search-runtime'
import { dropDatabase, runRestoreDrill } from './backup/restore-drill'

const fmtMs = (ms: number) => (ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`)
const fmtBytes = (n: number) =>
  n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${(n / 1024 / 1024).toFixed(1)} MiB`

async function main(): Promise<void> {
  const env = getEnv()
  if (!env.DATABASE_URL) {
    console.error(
      '[drill] needs DATABASE_URL (PostgreSQL): the drill backs up and restores a PostgreSQL database; PGlite (.data/) is backed up by copying the folder while the product is stopped',
    )
    process.exit(1)
  }
  const keep = process.argv.includes('--keep')
  const source = new URL(env.DATABASE_URL)
  const targetName = `${source.pathname.slice(1) || 'postgres'}_restore_${Date.now()}`
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-drill-'))
  console.log(`[drill] backing up ${source.pathname.slice(1)} on ${source.host}`)
  let report: Awaited<ReturnType<typeof runRestoreDrill>> | undefined
  let failed = false
  try {
    report = await runRestoreDrill({ sourceUrl: env.DATABASE_URL, targetName, workDir })
    const rows = report.source.tables.reduce((n, t) => n + t.rows, 0)
    const biggest = [...report.source.tables].sort((a, b) => b.rows - a.rows).slice(0, 5)
    console.log(
      `[drill] backup: ${fmtBytes(report.dumpBytes)} in ${fmtMs(report.dumpMs)} (pg_dump --format=custom)`,
    )
    console.log(
      `[drill] restore into ${targetName}: ${fmtMs(report.restoreMs)} (pg_restore --jobs=2)`,
    )
    console.log(
      `[drill] compared ${report.source.tables.length} tables (${rows} rows; most: ${biggest
        .map((t) => `${t.table} ${t.rows}`)
        .join(
          ', ',
        )}), ${report.source.sequences.length} sequences, newest migration ${report.source.latestMigration?.slice(0, 12) ?? 'none'}, change_seq ${report.source.changeSeq ?? 'none'}`,
    )
    for (const line of report.differences) console.log(`[drill] DIFFERENT: ${line}`)
    failed = report.differences.length > 0

    // The copy serves: the api's own readiness checks, asked as a balancer does until they pass
    // (the first asks start loading the search index). No Redis: nothing of it is restored.
    const started = performance.now()
    const database = await openDatabase({ databaseUrl: report.restoredUrl, max: 2 })
    const probe = createReadinessProbe({
      database,
      env: { ...env, REDIS_URL: undefined },
      logger: logger.child({ drill: true }),
    })
    try {
      let readiness: Readiness
      const deadline = Date.now() + 5 * 60_000
      do {
        readiness = await probe.check()
        if (!readiness.ready) await new Promise((r) => setTimeout(r, 250))
      } while (!readiness.ready && Date.now() < deadline)
      const checks = Object.entries(readiness.checks)
        .map(([name, c]) => `${name} ${c.ok ? 'ok' : `FAILED (${c.error ?? 'not ok'})`}`)
        .join(', ')
      console.log(
        `[drill] the copy ${readiness.ready ? 'is ready to serve' : 'is NOT ready'} (${checks}) in ${fmtMs(performance.now() - started)}`,
      )
      failed ||= !readiness.ready
    } finally {
      await probe.close()
      await stopSearchRuntime(database)
      await database.close()
    }
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
    if (!keep) await dropDatabase(env.DATABASE_URL, targetName)
    else console.log(`[drill] kept the copy: ${targetName}`)
  }
  console.log(failed ? '[drill] FAIL' : '[drill] PASS: the copy holds what the backup saw')
  process.exit(failed ? 1 : 0)
}

main().catch((err: unknown) => {
  console.error(`[drill] ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
