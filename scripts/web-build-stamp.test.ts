import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  webBuildIsCurrent,
  webBuildStampPath,
  webSourceHash,
  writeWebBuildStamp,
  nextBuildEnv,
} from './web-build-stamp'

function write(root: string, rel: string, content: string): void {
  const p = path.join(root, rel)
  fs.mkdirSync(path.dirname(p), { recursive: true })
  fs.writeFileSync(p, content)
}

/** A minimal repository as a fresh clone has it: sources only, nothing generated or built. */
function freshClone(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ironyard-stamp-'))
  write(root, 'package-lock.json', '{"lockfileVersion":3}')
  write(root, 'tsconfig.json', '{"compilerOptions":{"strict":true}}')
  write(root, 'api/src/graphql/search.sdl.ts', 'export default `type Query { a: Int }`')
  write(root, 'api/src/services/search/engine.ts', 'export const engine = 1')
  write(root, 'web/package.json', '{"name":"@ironyard/web"}')
  write(root, 'web/next.config.ts', 'export default {}')
  write(root, 'web/tsconfig.json', '{"include":["src/**/*.ts"]}')
  write(root, 'web/src/app/page.tsx', 'export default function Home() { return null }')
  write(root, 'web/src/graphql/home.graphql', 'query Home { a }')
  write(root, 'contract/package.json', '{"name":"@ironyard/contract"}')
  write(root, 'contract/src/locale.ts', "export const LOCALES = ['en', 'es']")
  return root
}

/** What `npm run codegen` and `next build` leave behind on the first start. */
function runCodegenAndBuild(root: string): void {
  write(root, 'api/schema.graphql', 'type Query { a: Int }')
  write(root, 'api/src/graphql/__generated__/resolvers-types.ts', 'export type Q = 1')
  write(root, 'web/src/graphql/__generated__/graphql.ts', 'export const HomeDocument = "..."')
  write(root, 'web/src/graphql/__generated__/index.ts', 'export * from "./graphql"')
  write(root, 'web/next-env.d.ts', '/// <reference types="next" />')
  write(root, 'web/tsconfig.tsbuildinfo', '{"program":{}}')
  write(root, 'web/.next/BUILD_ID', 'abc123')
  write(root, 'web/.next/server/app/page.js', 'module.exports = {}')
  write(root, 'web/.next-e2e/BUILD_ID', 'e2e')
}

describe('web build stamp', () => {
  let root: string
  beforeEach(() => {
    root = freshClone()
  })
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true })
  })

  it('is the same after codegen and the build wrote their output into the tree', () => {
    const before = webSourceHash(root)
    runCodegenAndBuild(root)
    expect(webSourceHash(root)).toBe(before)
  })

  it('ignores tests, stories and e2e journeys, which the production build does not read', () => {
    const before = webSourceHash(root)
    write(root, 'web/src/app/page.test.tsx', 'it("x", () => {})')
    write(root, 'web/src/components/Card.stories.tsx', 'export default {}')
    write(root, 'web/e2e/home.spec.ts', 'export {}')
    write(root, 'contract/src/locale.test.ts', 'it("x", () => {})')
    expect(webSourceHash(root)).toBe(before)
  })

  it('depends on contents, not on modification times', () => {
    const before = webSourceHash(root)
    const page = path.join(root, 'web/src/app/page.tsx')
    const later = new Date(Date.now() + 3_600_000)
    fs.utimesSync(page, later, later)
    fs.writeFileSync(page, fs.readFileSync(page))
    expect(webSourceHash(root)).toBe(before)
  })

  it('changes when a web source, a GraphQL document, the SDL or the lockfile changes', () => {
    const seen = new Set([webSourceHash(root)])
    const edits: Array<[string, string]> = [
      ['web/src/app/page.tsx', 'export default function Home() { return "hi" }'],
      ['web/src/graphql/home.graphql', 'query Home { a b }'],
      ['api/src/graphql/search.sdl.ts', 'export default `type Query { a: Int, b: Int }`'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['web/src/app/about/page.tsx', 'export default function About() { return null }'],
      // The web compiles the contract's sources into its bundles (transpilePackages).
      ['contract/src/locale.ts', "export const LOCALES = ['en', 'es', 'fr']"],
    ]
    for (const [rel, content] of edits) {
      write(root, rel, content)
      const hash = webSourceHash(root)
      expect(seen.has(hash)).toBe(false)
      seen.add(hash)
    }
  })

  it('does not depend on api code the web build never reads', () => {
    const before = webSourceHash(root)
    write(root, 'api/src/services/search/engine.ts', 'export const engine = 2')
    expect(webSourceHash(root)).toBe(before)
  })

  it('lets a second start on an unchanged tree skip the build, and a source change rebuild', () => {
    // First start: no build yet.
    expect(webBuildIsCurrent(root)).toBe(false)
    runCodegenAndBuild(root)
    writeWebBuildStamp(root)
    expect(fs.readFileSync(webBuildStampPath(root), 'utf8')).toMatch(/^[0-9a-f]{64}$/)
    // Second start: codegen output and the build are there, nothing was edited.
    expect(webBuildIsCurrent(root)).toBe(true)
    // An edit makes the build stale.
    write(root, 'web/src/app/page.tsx', 'export default function Home() { return "changed" }')
    expect(webBuildIsCurrent(root)).toBe(false)
  })

  it('keeps the stamp of each build folder apart (npm start in .next, the journeys in .next-e2e)', () => {
    runCodegenAndBuild(root)
    writeWebBuildStamp(root, '.next-e2e')
    expect(webBuildIsCurrent(root, '.next-e2e')).toBe(true)
    expect(webBuildIsCurrent(root)).toBe(false)
    expect(webBuildStampPath(root, '.next-e2e')).toBe(
      path.join(root, 'web/.next-e2e/ironyard-source-hash'),
    )
  })

  it('treats a stamp without a build as stale', () => {
    writeWebBuildStamp(root)
    fs.rmSync(path.join(root, 'web/.next/BUILD_ID'), { force: true })
    expect(webBuildIsCurrent(root)).toBe(false)
  })

  it('is stable on this repository', () => {
    const repo = path.resolve(__dirname, '..')
    expect(webSourceHash(repo)).toBe(webSourceHash(repo))
  })
})

describe("next build's environment", () => {
  it('is production whatever mode the caller runs in, into the folder named', () => {
    const env = nextBuildEnv({ NODE_ENV: 'development', PATH: '/usr/bin' }, '.next-e2e')
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      NEXT_DIST_DIR: '.next-e2e',
      NEXT_TELEMETRY_DISABLED: '1',
      PATH: '/usr/bin',
    })
    expect(nextBuildEnv({ NODE_ENV: 'test' })).not.toHaveProperty('NEXT_DIST_DIR')
  })
})
