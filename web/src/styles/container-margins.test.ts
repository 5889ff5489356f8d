/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The declarations of `.name { ... }` rules (top-level or in media queries) of a stylesheet. */
function declarations(css: string, name: string): string[] {
  const out: string[] = []
  const rule = new RegExp(`(^|[\\s,}])\\.${name}\\s*\\{([^}]*)\\}`, 'g')
  for (const m of css.matchAll(rule)) out.push(...m[2].split(';').map((d) => d.trim()))
  return out.filter(Boolean)
}

const read = (path: string) => readFileSync(join(__dirname, '..', path), 'utf8')

/**
 * Issue 16, defect 16: on phones the /services pages' text touched the screen edge. Their
 * sections and header carry `container` (side padding) with a class whose `padding` shorthand,
 * declared later, set the sides back to 0. Classes used beside `container` pad top and bottom only.
 */
describe('classes used beside .container keep its side margins', () => {
  it.each([
    ['styles/globals.css', 'section'],
    ['features/services/Services.module.css', 'hero'],
  ])('%s .%s sets no side padding', (file, name) => {
    const decls = declarations(read(file), name)
    expect(decls.length).toBeGreaterThan(0)
    for (const d of decls) {
      expect(d).not.toMatch(/^padding\s*:/)
      expect(d).not.toMatch(/^padding-(left|right|inline)/)
    }
  })
})
