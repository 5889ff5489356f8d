import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'
const { document } = new JSDOM(readFileSync(process.argv[2], 'utf8')).window
const f = document.querySelector('#filters')!
const tags: Record<string, number> = {}
for (const el of f.getElementsByTagName('*')) tags[el.tagName] = (tags[el.tagName] ?? 0) + 1
console.log(tags)
for (const d of f.querySelectorAll('details')) console.log(d.id, d.getElementsByTagName('*').length, d.hasAttribute('open'))
for (const s of f.querySelectorAll('select')) console.log('select', s.getAttribute('name'), s.options.length)
const tagsAll: Record<string, number> = {}
for (const el of document.body.getElementsByTagName('*')) tagsAll[el.tagName] = (tagsAll[el.tagName] ?? 0) + 1
console.log(tagsAll)
