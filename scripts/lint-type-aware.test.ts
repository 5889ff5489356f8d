import path from 'node:path'
import { ESLint } from 'eslint'

/**
 * The type-aware rules are really on (issue 32). The repository's own ESLint configuration,
 * through ESLint's Node API, lints a snippet under the name of a file of the api (the project
 * service reads a file of a TypeScript project only: the snippet takes an existing file's place,
 * nothing is written) and finds the promise left floating and the promise handed to a callback
 * that returns nothing. In the contract and the scripts, the same rules apply with type
 * information (the resolved configuration, cheaper than a second TypeScript program).
 */
const root = path.resolve(__dirname, '..')

const snippet = `
async function save(): Promise<number> {
  return await Promise.resolve(1)
}
export function run(ids: number[]): void {
  save()
  ids.forEach(async () => {
    await save()
  })
}
`

const FLOATING = '@typescript-eslint/no-floating-promises'
const MISUSED = '@typescript-eslint/no-misused-promises'

describe('type-aware lint', () => {
  const eslint = new ESLint({ cwd: root })

  it.each(['api/src/server.ts', 'api/test/helpers/app.ts'])(
    'finds a floating and a misused promise in %s',
    async (filePath) => {
      const [result] = await eslint.lintText(snippet, { filePath: path.join(root, filePath) })
      const found = result.messages.map((m) => `${m.line}:${m.ruleId ?? m.message}`)
      expect(found).toEqual(expect.arrayContaining([`6:${FLOATING}`, `7:${MISUSED}`]))
    },
    600_000,
  )

  it.each([
    'api/src/server.ts',
    'api/test/helpers/app.ts',
    'contract/src/index.ts',
    'contract/src/locale.test.ts',
    'scripts/seed.ts',
    'scripts/lint-type-aware.test.ts',
  ])('turns the promise rules on, with type information, for %s', async (filePath) => {
    const config = (await eslint.calculateConfigForFile(path.join(root, filePath))) as {
      languageOptions: { parserOptions: { projectService?: unknown } }
      rules: Record<string, unknown[]>
    }
    expect(config.languageOptions.parserOptions.projectService).toBe(true)
    expect(config.rules[FLOATING][0]).toBe(2)
    expect(config.rules[MISUSED][0]).toBe(2)
  })
})
