// `npm test` after its codegen: the Jest projects (`npm run test:unit`) and the browser journeys
// (`npm run test:e2e`) side by side (decision 052). The journeys spend most of their time waiting
// on the web and api, so Jest uses the cores they leave idle: on a 2-core machine both together
// take about the time of the journeys alone. Each line is printed as it comes, prefixed with its
// run; the summary says which passed. Exit code: 0 only when both passed.
//
// `IRONYARD_TEST_REPORTS=<dir>` also writes Jest's JSON report there (jest.json); the journeys'
// JSON report is always test-results/e2e-report.json (playwright.config.ts). Anything after `--`
// is not taken: run `npm run test:unit -- ...` or `npm run test:e2e -- ...` for a part.
import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

const reports = process.env.IRONYARD_TEST_REPORTS
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const runs = [
  {
    name: 'unit',
    args: [
      'run',
      'test:unit',
      ...(reports ? ['--', '--json', `--outputFile=${path.join(reports, 'jest.json')}`] : []),
    ],
  },
  { name: 'e2e', args: ['run', 'test:e2e'] },
]

/** Runs one part, its output prefixed line by line; resolves with its exit code and time. */
function run({ name, args }) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      readline
        .createInterface({ input: stream, crlfDelay: Infinity })
        .on('line', (line) => out.write(`[${name}] ${line}\n`))
    }
    child.on('error', (err) => {
      process.stderr.write(`[${name}] could not start: ${err.message}\n`)
      resolve({ name, code: 1, seconds: 0 })
    })
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    )
  })
}

const results = await Promise.all(runs.map(run))
console.log('')
for (const r of results) {
  console.log(
    `npm test: ${r.name} ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.seconds.toFixed(0)} s`,
  )
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
