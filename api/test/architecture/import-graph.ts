import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The import graph of a source tree, read with the TypeScript compiler: every `import`,
 * `export ... from`, `import type` and dynamic `import()` whose target resolves to a file inside
 * the tree. Type-only imports count: a circle through a type still ties the modules' design.
 */
export interface ImportGraph {
  /** Paths relative to the root, with forward slashes (`services/catalog/get-make.ts`). */
  files: string[]
  imports: Map<string, string[]>
  /** Packages each file imports, by name (`fastify`, `@fastify/cors`). */
  packages: Map<string, string[]>
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

const SOURCE = /\.tsx?$/
const IGNORED_DIRS = new Set(['__generated__', 'node_modules'])

function listSources(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name)) out.push(...listSources(full))
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full)
    }
  }
  return out
}

export function readImportGraph(root: string, tsconfigPath: string): ImportGraph {
  const config = ts.readConfigFile(tsconfigPath, (file) => ts.sys.readFile(file))
  const options = ts.parseJsonConfigFileContent(
    config.config,
    ts.sys,
    path.dirname(tsconfigPath),
  ).options
  const host = ts.createCompilerHost(options)
  const absolute = listSources(root).sort()
  const rel = (f: string) => path.relative(root, f).split(path.sep).join('/')
  const known = new Set(absolute.map((f) => path.normalize(f)))
  const imports = new Map<string, string[]>()
  const packages = new Map<string, string[]>()
  for (const file of absolute) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    const targets = new Set<string>()
    const names = new Set<string>()
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith('.')) names.add(packageName(ref.fileName))
      const resolved = ts.resolveModuleName(ref.fileName, file, options, host).resolvedModule
      const target = resolved && path.normalize(resolved.resolvedFileName)
      if (target && known.has(target)) targets.add(rel(target))
    }
    imports.set(rel(file), [...targets].sort())
    packages.set(rel(file), [...names].sort())
  }
  return { files: absolute.map(rel), imports, packages }
}

/**
 * The import circles: each strongly connected component of more than one file (or a file that
 * imports itself), as its files in a stable order (Tarjan's algorithm, iterative).
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const cycles: string[][] = []
  let next = 0
  for (const start of graph.files) {
    if (index.has(start)) continue
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const edges = graph.imports.get(frame.node) ?? []
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]
        if (!index.has(to)) {
          index.set(to, next)
          low.set(to, next++)
          stack.push(to)
          onStack.add(to)
          work.push({ node: to, edge: 0 })
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!))
        }
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1].node
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!))
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        const selfImport = (graph.imports.get(frame.node) ?? []).includes(frame.node)
        if (component.length > 1 || selfImport) cycles.push(component.sort())
      }
    }
  }
  return cycles
}
