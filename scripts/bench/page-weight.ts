/**
 * What one server-rendered document carries (issue 18): its size, the inline scripts (the RSC
 * payload), the CSS it inlines and links, its element count, CSS sent twice in the document (in a
 * <style> tag or stylesheet and again as text of the payload), and the CSS modules it ships
 * without rendering any of their classes. Used by bench:web and by the e2e page-weight journey.
 */
import { JSDOM } from 'jsdom'
import { cssRules, payloadText } from './rsc-payload'

export interface PageWeight {
  /** The uncompressed HTML document (bytes). */
  html: number
  /** Inline <script> bodies: the RSC payload and Next's bootstrap (bytes). */
  inlineScripts: number
  /** <style> bodies (bytes). */
  inlineCss: number
  /** Stylesheets the document links, with their sizes (bytes). */
  linkedCss: Array<{ href: string; bytes: number }>
  /** Every element of the document. */
  elements: number
  /** CSS rules found twice in the document: in a style tag or stylesheet and in the payload, or
   * in two style tags (bytes). */
  cssTwice: number
  /** CSS modules (Turbopack's `<hash>_<class>` names) shipped with the page. */
  cssModules: number
  /** Of those, modules none of whose classes appear in the server-rendered HTML. */
  cssModulesUnrendered: string[]
}

const MODULE_CLASS = /\.(-?[A-Za-z0-9_][A-Za-z0-9-]{5})_([A-Za-z][A-Za-z0-9_-]*)/g

export async function pageWeight(
  html: string,
  fetchCss: (href: string) => Promise<string>,
): Promise<PageWeight> {
  const { document } = new JSDOM(html).window
  const scripts = [...document.querySelectorAll('script:not([src])')].map(
    (s) => s.textContent ?? '',
  )
  const styles = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '')
  const linkHrefs = [...document.querySelectorAll('link[rel="stylesheet"]')].map(
    (l) => l.getAttribute('href') ?? '',
  )
  const linked = await Promise.all(
    linkHrefs.map(async (href) => ({ href, css: await fetchCss(href) })),
  )
  const payload = payloadText(scripts)

  // Twice: a rule of a style tag or stylesheet found again in the payload, or in a second sheet.
  let cssTwice = 0
  const seen = new Set<string>()
  for (const sheet of [...styles, ...linked.map((l) => l.css)]) {
    for (const rule of cssRules(sheet)) {
      if (seen.has(rule) || payload.includes(rule)) cssTwice += Buffer.byteLength(rule) + 1
      seen.add(rule)
    }
  }

  const classes = new Set<string>()
  for (const el of document.querySelectorAll('[class]'))
    for (const c of (el.getAttribute('class') ?? '').split(/\s+/)) if (c) classes.add(c)
  const modules = new Map<string, boolean>()
  for (const sheet of [...styles, ...linked.map((l) => l.css)]) {
    for (const m of sheet.matchAll(MODULE_CLASS)) {
      const used = classes.has(`${m[1]}_${m[2]}`)
      modules.set(m[1], (modules.get(m[1]) ?? false) || used)
    }
  }

  return {
    html: Buffer.byteLength(html),
    inlineScripts: scripts.reduce((n, s) => n + Buffer.byteLength(s), 0),
    inlineCss: styles.reduce((n, s) => n + Buffer.byteLength(s), 0),
    linkedCss: linked.map((l) => ({ href: l.href, bytes: Buffer.byteLength(l.css) })),
    elements: document.getElementsByTagName('*').length,
    cssTwice,
    cssModules: modules.size,
    cssModulesUnrendered: [...modules].filter(([, used]) => !used).map(([m]) => m),
  }
}
