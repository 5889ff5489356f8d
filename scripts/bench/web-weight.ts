import { pageWeight, type PageWeight } from './page-weight'
import { keyPages, kb, LIGHTER, verdict } from './web-harness'
import type { WebStack } from '../web-stack'

/** Page weight (issue 18): what each key document carries, judged against its targets. */
export async function weightAll(stack: WebStack): Promise<boolean> {
  console.log('\nPage weight: one uncached request per page, uncompressed')
  console.log(
    'page        HTML KB  inline scripts KB  CSS inline KB  CSS linked KB (files)  elements  CSS twice KB  CSS modules (not rendered)',
  )
  const weights = new Map<string, PageWeight>()
  for (const [name, p] of await keyPages(stack)) {
    const url = `${stack.webUrl}${p}${p.includes('?') ? '&' : '?'}w=${Date.now()}`
    const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text()
    const w = await pageWeight(html, async (href) =>
      (await fetch(new URL(href, stack.webUrl))).text(),
    )
    weights.set(name, w)
    const linked = w.linkedCss.reduce((n, l) => n + l.bytes, 0)
    console.log(
      `${name.padEnd(10)} ${kb(w.html).padStart(8)} ${kb(w.inlineScripts).padStart(18)} ${kb(w.inlineCss).padStart(14)} ${`${kb(linked)} (${w.linkedCss.length})`.padStart(22)} ${String(w.elements).padStart(9)} ${kb(w.cssTwice).padStart(13)}  ${w.cssModules} (${w.cssModulesUnrendered.length})`,
    )
  }
  const blank = weights.get('blank')!
  let ok = true
  const judge = (label: string, pass: boolean, beside: string) => {
    ok &&= pass
    console.log(`${verdict(pass)}  ${label.padEnd(52)} ${beside}`)
  }
  console.log('')
  for (const [name, limit] of Object.entries(LIGHTER.htmlKb)) {
    const w = weights.get(name)!
    judge(
      `${name} HTML ${kb(w.html)} KB <= ${limit} KB`,
      w.html <= limit * 1024,
      `(blank page ${kb(blank.html)} KB)`,
    )
  }
  const search = weights.get('search')!
  judge(
    `search elements ${search.elements} <= ${LIGHTER.searchElements}`,
    search.elements <= LIGHTER.searchElements,
    `(blank page ${blank.elements})`,
  )
  for (const [name, w] of weights) {
    if (name === 'blank') continue
    judge(
      `${name}: no CSS twice in the document (${kb(w.cssTwice)} KB)`,
      w.cssTwice === 0,
      `(blank page ${kb(blank.cssTwice)} KB)`,
    )
    // Only the CSS of what it renders: no CSS module none of whose classes the page uses.
    judge(
      `${name}: CSS modules shipped, not rendered: ${w.cssModulesUnrendered.length} of ${w.cssModules}`,
      w.cssModulesUnrendered.length === 0,
      w.cssModulesUnrendered.length ? `(${w.cssModulesUnrendered.join(', ')})` : '',
    )
  }
  return ok
}
