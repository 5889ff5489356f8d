/**
 * The suites wait for states, not time, and share a 2-core machine with each other (and, on a
 * developer's machine, with anything else): a file that lowers Jest's global limit (jest.config.js,
 * 60 s) turns a busy machine into red CI without finding a defect. A file may raise it, never
 * lower it.
 */
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.join(__dirname, '..')
const GLOBAL_LIMIT_MS = 60_000
const SKIP = new Set(['node_modules', '.next', '.git', '.data', 'storybook-static'])

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.next')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(full)
    return /\.(test\.tsx?|ts)$/.test(entry.name) ? [full] : []
  })
}

describe('test time limits', () => {
  it('no file sets a limit below the global one', () => {
    const lowered = ['api', 'web', 'scripts', 'contract']
      .filter((dir) => fs.existsSync(path.join(ROOT, dir)))
      .flatMap((dir) => testFiles(path.join(ROOT, dir)))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8')
        return [...text.matchAll(/jest\.setTimeout\(\s*([\d_]+)\s*\)/g)]
          .filter((m) => Number(m[1].replaceAll('_', '')) < GLOBAL_LIMIT_MS)
          .map((m) => `${path.relative(ROOT, file)}: jest.setTimeout(${m[1]})`)
      })
    expect(lowered).toEqual([])
  })

  it('the global limit is the one this check assumes', () => {
    const config = require('../jest.config.js') as { testTimeout: number }
    expect(config.testTimeout).toBe(GLOBAL_LIMIT_MS)
  })
})
