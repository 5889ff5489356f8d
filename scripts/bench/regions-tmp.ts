import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
const { document } = new JSDOM(readFileSync(process.argv[2], 'utf8')).window
const count = (el: Element | null) => (el ? el.getElementsByTagName('*').length + 1 : 0)
const total = document.getElementsByTagName('*').length
console.log('total', total, 'head', count(document.head), 'scripts', document.querySelectorAll('script').length)
const body = document.body
const walk = (el: Element, depth: number) => {
  for (const c of [...el.children]) {
    const n = count(c)
    if (n < 15) continue
    console.log(' '.repeat(depth * 2) + `${c.tagName.toLowerCase()}${c.id ? '#' + c.id : ''}${c.className ? '.' + String(c.className).split(' ')[0] : ''}${c.getAttribute('aria-label') ? `[${c.getAttribute('aria-label')}]` : ''} ${n}`)
    if (depth < Number(process.argv[3] ?? 4)) walk(c, depth + 1)
  }
}
walk(body, 0)
