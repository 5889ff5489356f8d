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
  /** ...import nothing whose path starts with one of these... */
  not: string[]
  /** ...nor these packages. */
  notPackages?: string[]
  why: string
}

const TRANSPORT = [
  'server.ts',
  'main.ts',
  'serve-api.ts',
  'http/',
  'rest/',
  'graphql/',
  'signin/http/',
  'directives/',
]
/** Packages that read requests or send mail: the transport's and the mailer's, not the rules'. */
const TRANSPORT_PACKAGES = [
  'fastify',
  '@fastify/cors',
  '@fastify/helmet',
  'graphql-yoga',
  'stytch',
  'nodemailer',
  '@react-email/components',
  '@react-email/render',
]

const RULES: Rule[] = [
  {
    from: ['services/'],
    not: [...TRANSPORT, 'mail/', 'jobs/', 'seed/'],
    notPackages: TRANSPORT_PACKAGES,
    why: 'services decide what to send (outbox) and jobs send it; requests are read by the transport',
  },
  {
    from: ['mail/'],
    not: [...TRANSPORT, 'jobs/', 'seed/'],
    why: 'mail renders and sends what a job hands it (it may read services: types, the sent-message store)',
  },
  {
    from: ['reference-data/'],
    not: ['services/', 'mail/', 'jobs/', 'seed/', 'db/', 'signin/', ...TRANSPORT],
    why: 'reference data is data: rules that read it live in services',
  },
  {
    from: ['i18n/'],
    not: [
      'services/',
      'mail/',
      'jobs/',
      'seed/',
      'db/',
      'signin/',
      'reference-data/',
      'context.ts',
      ...TRANSPORT,
    ],
    why: 'the text catalogue is data every layer reads (decision 023)',
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
    expect(graph.packages.get('server.ts')).toEqual(expect.arrayContaining(['fastify']))
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
    expect(findCycles({ files: [...imports.keys()], imports, packages: new Map() })).toEqual([
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
        for (const name of graph.packages.get(file) ?? []) {
          if (rule.notPackages?.includes(name)) broken.push(`${file} -> ${name} (package)`)
        }
      }
      expect({ why: rule.why, broken }).toEqual({ why: rule.why, broken: [] })
    },
  )
})
