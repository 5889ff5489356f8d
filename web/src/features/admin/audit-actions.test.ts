/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import en from '@/i18n/locales/en/admin.json'
import es from '@/i18n/locales/es/admin.json'

/** Every audit action the api's services name literally (`action: 'partner.member.add'`). */
function literalActions(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return literalActions(full)
    if (!e.name.endsWith('.ts')) return []
    const text = fs.readFileSync(full, 'utf8')
    return [...text.matchAll(/\baction: '([a-zA-Z_.]+)'/g)].map((m) => m[1])
  })
}

describe('the audit log names every action in both languages', () => {
  const actions = [
    ...new Set(literalActions(path.resolve(__dirname, '../../../../api/src/services'))),
  ]

  it('finds the actions the services write', () => {
    expect(actions).toEqual(expect.arrayContaining(['listing.create', 'partner.member.add']))
  })

  it.each([
    ['en', en],
    ['es', es],
  ])('%s has a label for each (the view reads audit.actions.<action with _ for .>)', (_, json) => {
    const labels = json.audit.actions as Record<string, string>
    const missing = actions.filter((a) => !labels[a.replaceAll('.', '_')])
    expect(missing).toEqual([])
  })
})
