import fs from 'node:fs'
import path from 'node:path'
import { RESOURCES } from './resources'
import type { Namespace } from './settings'

const SRC = path.join(__dirname, '..')
const PLURAL = /_(zero|one|two|few|many|other)$/

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === '__generated__' ? [] : files(p)
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [p] : []
  })
}

function has(ns: Namespace, key: string): boolean {
  let node: unknown = RESOURCES.en[ns]
  const parts = key.split('.')
  for (const [i, part] of parts.entries()) {
    const obj = node as Record<string, unknown>
    if (i === parts.length - 1 && obj && typeof obj === 'object') {
      return (
        typeof obj[part] === 'string' ||
        Object.keys(obj).some((k) => k.replace(PLURAL, '') === part)
      )
    }
    node = obj?.[part]
  }
  return false
}

/**
 * Every literal key the code translates exists in the namespaces its file uses, so a typo is a
 * failing test rather than "Missing key" on a page.
 */
describe('translation keys used in the code', () => {
  it.each(files(SRC).map((f) => [path.relative(SRC, f), f]))('%s', (_name, file) => {
    const src = fs.readFileSync(file, 'utf8')
    const namespaces = [...src.matchAll(/(?:getT\([^,)]+,\s*|useTranslation\()'([\w-]+)'/g)].map(
      (m) => m[1] as Namespace,
    )
    if (!namespaces.length) return
    const keys = [...src.matchAll(/\bt\(\s*'([\w.-]+)'/g)].map((m) => m[1])
    const missing = keys.filter((k) => !namespaces.some((ns) => has(ns, k)))
    expect(missing).toEqual([])
  })
})
