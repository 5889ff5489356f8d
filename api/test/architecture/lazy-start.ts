/**
 * Run by lazy-modules.test.ts in a process of its own, with tsx as `npm start` runs the api:
 * import the app, build it, answer one GraphQL query, and print which packages that loaded; then
 * take the paths that load the heavy packages on use and print what they answered and what had
 * loaded by then. One JSON line each; the package of a loaded file is the last
 * `node_modules/<name>` in its path.
 */
import type { TestDatabase } from '../helpers/db'

const packagesLoaded = (): string[] => {
  const names = new Set<string>()
  for (const file of Object.keys(require.cache)) {
    const m = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)
    if (m) names.add(m[1])
  }
  return [...names].sort()
}

async function main(): Promise<void> {
  const { createTestApp } = await import('../helpers/app')
  const { openDatabase } = await import('../../src/db/client')
  // No table is read to build the app or to answer `__typename`: an empty in-memory database.
  const empty = await openDatabase({ pgliteDir: 'memory://' })
  const database: TestDatabase = { ...empty, destroy: () => empty.close() }
  const app = await createTestApp({ database })
  const res = await app.gql('{ __typename }')
  if (res.status !== 200) throw new Error(`GraphQL answered ${res.status}`)
  // Printed at once: the test reads it even if what follows fails.
  process.stdout.write(`\n${JSON.stringify({ atStart: packagesLoaded() })}\n`)

  // What loads them when needed still loads them in this runtime (tsx, as in production).
  const { lookupZip } = await import('../../src/services/search/engine/geo')
  const { createPdf, toBuffer } = await import('../../src/services/inspections/pdf-kit')
  const { checkPasswordStrength } = await import('../../src/signin/factors/password-strength')
  const { defaultSettings } = await import('../../src/signin/config')
  const { renderTemplate } = await import('../../src/mail/render')
  const used = {
    zip: lookupZip('10001')?.state,
    pdf: (await toBuffer(createPdf({ title: 't', subject: 's', footer: 'f' })))
      .subarray(0, 5)
      .toString('latin1'),
    password: (await checkPasswordStrength(defaultSettings(), 'backhoe2024')).score,
    mail: (await renderTemplate('signin-otp', { code: '123456', expiresMinutes: 10 }, 'en'))
      .subject,
  }
  process.stdout.write(`\n${JSON.stringify({ used, afterUse: packagesLoaded() })}\n`)
  await app.close()
  await database.destroy()
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
