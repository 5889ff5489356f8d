/**
 * The web's layers run one way (decision 049), and `npm run lint` says so: these imports are
 * linted with the repository's own eslint.config.mjs, as files at the paths given. A change to the
 * config that drops or loosens the boundaries rule fails here, not silently in review.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.join(__dirname, '..')

interface Probe {
  file: string
  code: string
}

/** The boundaries findings for each probe, from ESLint's Node API in a child process (ESM config). */
function boundaryErrors(probes: Probe[]): string[][] {
  const script = `
    import { ESLint } from 'eslint'
    const eslint = new ESLint({ cwd: process.cwd() })
    const probes = JSON.parse(process.env.PROBES)
    const out = []
    for (const { file, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath: file })
      out.push(result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message))
    }
    process.stdout.write(JSON.stringify(out))
  `
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, PROBES: JSON.stringify(probes) },
    encoding: 'utf8',
  })
  return JSON.parse(stdout) as string[][]
}

const use = (spec: string) =>
  `import * as m from '${spec}'\nexport const n = Object.keys(m).length\n`

const DENIED: Probe[] = [
  { file: 'web/src/lib/probe.ts', code: use('@/features/auth') },
  { file: 'web/src/lib/probe.ts', code: use('../components/layout/nav') },
  { file: 'web/src/components/ui/probe.ts', code: use('@/features/leads') },
  { file: 'web/src/components/ui/probe.ts', code: use('@/server/security') },
  { file: 'web/src/i18n/probe.ts', code: use('@/lib/paths') },
  { file: 'web/src/server/probe.ts', code: use('@/features/auth') },
  // Another feature's inner file, in either spelling.
  { file: 'web/src/features/listing/probe.ts', code: use('@/features/leads/lead-forms') },
  { file: 'web/src/features/listing/probe.ts', code: use('../leads/lead-forms') },
  // Test data stays in tests and stories; the api's source never reaches the web.
  { file: 'web/src/features/search/probe.ts', code: use('@/fixtures/search') },
  { file: 'web/src/lib/probe.ts', code: use('../../../api/src/lib/env') },
]

const ALLOWED: Probe[] = [
  { file: 'web/src/features/listing/probe.ts', code: use('@/features/leads') },
  { file: 'web/src/features/leads/probe.ts', code: use('./lead-forms') },
  { file: 'web/src/features/leads/probe.ts', code: use('@ironyard/contract') },
  { file: 'web/src/components/ui/probe.ts', code: use('@/lib/paths') },
  { file: 'web/src/app/probe.ts', code: use('@/features/leads/lead-forms') },
  { file: 'web/src/features/search/probe.test.ts', code: use('@/fixtures/search') },
]

describe('web layers (decision 049)', () => {
  it('refuse imports that run up a layer, into a feature past its index.ts, or into the api', () => {
    const found = boundaryErrors([...DENIED, ...ALLOWED])
    const denied = found.slice(0, DENIED.length)
    const allowed = found.slice(DENIED.length)
    expect(denied.map((messages, i) => [DENIED[i], messages.length > 0])).toEqual(
      DENIED.map((probe) => [probe, true]),
    )
    expect(allowed.map((messages, i) => [ALLOWED[i], messages])).toEqual(
      ALLOWED.map((probe) => [probe, []]),
    )
    expect(denied[0][0]).toMatch(/decision 049/)
  }, 120_000)
})
