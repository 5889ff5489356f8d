import path from 'node:path'
import { findCycles, readImportGraph } from './import-graph'

/**
 * The api's layering, checked on every run: no import circles anywhere in api/src, and the
 * directions of docs/decisions/024 (services hold rules; transport, mail, jobs and the seed sit
 * around them; reference data is data).
 */
const API_SRC = path.resolve(__dirname, '../../src')
const graph = readImportGraph(API_SRC, path.resolve(__dirname, '../../tsconfig.json'))

interface Rule {
  /** Files whose path starts with one of these... */
  from: string[]
  /** ...import nothing whose path starts with one of these. */
  not: string[]
  why: string
}

const TRANSPORT = ['server.ts', 'main.ts', 'rest/', 'graphql/', 'signin/http/', 'directives/']

const RULES: Rule[] = [
  {
    from: ['reference-data/'],
    not: ['services/', 'mail/', 'jobs/', 'seed/', 'db/', 'signin/', ...TRANSPORT],
    why: 'reference data is data: rules that read it live in services',
  },
  {
    from: ['lib/'],
    not: ['services/', 'mail/', 'jobs/', 'seed/', 'context.ts', ...TRANSPORT],
    why: 'lib is plumbing every layer may use',
  },
]

const starts = (file: string, prefixes: string[]) => prefixes.some((p) => file.startsWith(p))

describe('api/src imports', () => {
  it('reads the whole tree', () => {
    expect(graph.files.length).toBeGreaterThan(300)
    // Sanity: resolution works (a resolver that finds nothing would pass every rule below).
    expect(graph.imports.get('server.ts')).toEqual(expect.arrayContaining(['context.ts']))
  })

  it('form no circle', () => {
    expect(findCycles(graph)).toEqual([])
  })

  it('would name a circle, type-only imports included', () => {
    const imports = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(findCycles({ files: [...imports.keys()], imports })).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['e.ts'],
    ])
  })

  it.each(RULES.map((r) => [r.from.join(', '), r] as const))(
    'keep %s to their layer',
    (_name, rule) => {
      const broken: string[] = []
      for (const [file, targets] of graph.imports) {
        if (!starts(file, rule.from)) continue
        for (const target of targets) {
          if (starts(target, rule.not)) broken.push(`${file} -> ${target}`)
        }
      }
      expect({ why: rule.why, broken }).toEqual({ why: rule.why, broken: [] })
    },
  )
})
