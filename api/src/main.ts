import { getEnv } from './lib/env'

/**
 * The api process (`npm run start -w api`): its configuration is checked first, with nothing else
 * of the api loaded, so a refused one (production with a test secret, a missing variable) answers
 * in about a second instead of after loading every module; then serve-api.ts migrates, seeds on
 * first start and serves. With --prepare-only it migrates and seeds, then exits without serving:
 * the release step of a fleet or a deployment (docs/deploy.md).
 */
async function main(): Promise<void> {
  const env = getEnv()
  const { serveApi } = await import('./serve-api')
  await serveApi(env)
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
