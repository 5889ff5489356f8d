/**
 * Issue 32: no source file past the size where one reads it whole (400 lines), outside
 * reference data (tables), generated code, tests, stories and the browser journeys. A file that
 * grows past it is split where its parts already are (as scripts/bench/fleet.ts into
 * fleet-chaos.ts).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.join(__dirname, '..')
const LIMIT = 400
const EXEMPT = [
  /\.test\.tsx?$/,
  /\.stories\.tsx?$/,
  /(^|\/)reference-data\//,
  /(^|\/)__generated__\//,
  /^web\/e2e\//,
]

describe('source file size', () => {
  it(`keeps every source file at ${LIMIT} lines or fewer`, () => {
    const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && !EXEMPT.some((re) => re.test(f)) && fs.existsSync(path.join(ROOT, f)))
    expect(files.length).toBeGreaterThan(500)
    const long = files
      .map((f) => ({
        file: f,
        lines: fs.readFileSync(path.join(ROOT, f), 'utf8').split('\n').length - 1,
      }))
      .filter((f) => f.lines > LIMIT)
    expect(long).toEqual([])
  })
})
