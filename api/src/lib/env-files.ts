import fs from 'node:fs'
import path from 'node:path'
import { parse as parseDotenv } from 'dotenv'

/*
 * Where the api's configuration comes from: the process environment, then .env, then the
 * committed .env.defaults (all at the repository root). The values' rules are ./env-schema.
 */

/** Repository root (api/src/lib -> ../../..). */
export const ROOT_DIR = path.resolve(__dirname, '../../..')

/** The variables of an env file, read by dotenv's parser; {} when the file is missing. */
function readEnvFile(dir: string, name: string): Record<string, string> {
  const file = path.join(dir, name)
  return fs.existsSync(file) ? parseDotenv(fs.readFileSync(file)) : {}
}

/**
 * Load .env then .env.defaults (both at the repository root) without overriding variables that
 * are already set in the process environment. Returns the committed defaults and the names that
 * took their value from them (production requires some to be configured, see productionProblems).
 * `dir` and `target`: another folder and environment (tests).
 */
export function loadEnvFiles(
  dir = ROOT_DIR,
  target: NodeJS.ProcessEnv = process.env,
): { committed: Record<string, string>; fromCommitted: Set<string> } {
  const committed = readEnvFile(dir, '.env.defaults')
  const fromCommitted = new Set<string>()
  for (const [source, values] of [
    ['.env', readEnvFile(dir, '.env')],
    ['.env.defaults', committed],
  ] as const) {
    for (const [key, value] of Object.entries(values)) {
      if (target[key] !== undefined) continue
      target[key] = value
      if (source === '.env.defaults') fromCommitted.add(key)
    }
  }
  return { committed, fromCommitted }
}

/** A path from the configuration, relative to the repository root unless absolute. */
export function resolveFromRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(ROOT_DIR, p)
}
