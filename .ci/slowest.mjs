// `node .ci/slowest.mjs <report.json> [count]`: the slowest test files of a Jest `--json` report,
// or the slowest journeys of a Playwright JSON report, with their share of the run (decision 052).
import fs from 'node:fs'
import path from 'node:path'

const [file, count = '15'] = process.argv.slice(2)
const report = JSON.parse(fs.readFileSync(file, 'utf8'))
const rows = []
if (Array.isArray(report.testResults)) {
  for (const r of report.testResults) {
    rows.push([(r.perfStats.end - r.perfStats.start) / 1000, path.relative(process.cwd(), r.name)])
  }
} else {
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const seconds = t.results.reduce((sum, r) => sum + r.duration, 0) / 1000
        rows.push([seconds, `${spec.file}:${spec.line} ${spec.title.slice(0, 80)}`])
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
}
const total = rows.reduce((sum, [s]) => sum + s, 0)
rows.sort((a, b) => b[0] - a[0])
console.log(`${rows.length} entries, ${total.toFixed(0)} s in all; the slowest ${count}:`)
for (const [s, name] of rows.slice(0, Number(count))) {
  console.log(
    `${s.toFixed(1).padStart(7)} s ${((100 * s) / total).toFixed(1).padStart(5)}%  ${name}`,
  )
}
