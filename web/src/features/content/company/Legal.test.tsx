import fs from 'node:fs'
import path from 'node:path'
import { render, screen, within } from '@testing-library/react'
import { COOKIES, LOCAL_STORAGE } from '@/features/content/company/browser-storage'
import { STORAGE_KEYS, UTM_KEYS } from '@/features/analytics'
import { LegalDocument } from './LegalDocument'
import { StorageTable } from './StorageTable'

const SRC = path.join(__dirname, '..', '..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === '__generated__' ? [] : sourceFiles(p)
    return /\.tsx?$/.test(e.name) && !/\.(test|stories)\.tsx?$/.test(e.name) ? [p] : []
  })
}

describe('legal documents', () => {
  it('shows the privacy policy with its date, a table of contents and the utm_* parameters', () => {
    render(<LegalDocument locale="en" doc="privacy" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy')
    expect(screen.getByText('Last updated: Nov 25, 2026')).toBeInTheDocument()
    const toc = screen.getByRole('navigation', { name: 'On this page' })
    const titles = within(toc)
      .getAllByRole('link')
      .map((l) => l.textContent)
    expect(titles).toContain('Information we collect')
    const collect = screen.getByRole('region', { name: 'Information we collect' })
    for (const key of UTM_KEYS) expect(collect).toHaveTextContent(key)
    expect(collect).toHaveTextContent('Google or Apple')
    expect(screen.getByRole('region', { name: 'How we share it' })).toHaveTextContent(
      'We do not sell your personal information.',
    )
  })

  it('shows the terms in Spanish with Texas law and the partner-seller exception', () => {
    render(<LegalDocument locale="es" doc="terms" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Términos del servicio')
    expect(screen.getByText('Última actualización: 25 nov 2026')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Powerhouse Protection' })).toHaveTextContent(
      'No aplica al inventario de vendedores asociados.',
    )
    expect(screen.getByRole('region', { name: 'Ley aplicable y controversias' })).toHaveTextContent(
      'condado de Travis, Texas',
    )
  })

  it('puts extra content after the section it belongs to', () => {
    render(
      <LegalDocument locale="en" doc="cookies" extras={{ storage: <p>the storage table</p> }} />,
    )
    expect(screen.getByRole('region', { name: 'Local storage we use' })).toHaveTextContent(
      'the storage table',
    )
  })
})

describe('cookie policy tables', () => {
  it('lists each cookie with its purpose, type and lifetime', () => {
    render(<StorageTable locale="en" entries={COOKIES} label="Cookies we use" />)
    const table = within(screen.getByRole('region', { name: 'Cookies we use' })).getByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'NEXT_LOCALE',
      'IRONYARD_ZIP',
      'IRONYARD_COMPARE',
      'stytch_session',
      'stytch_session_jwt',
      'stytch_intermediate_session_token',
      'bb_page_view_count',
    ])
    const cells = (name: string) =>
      within(rows.find((r) => r.textContent?.startsWith(name))!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    expect(cells('NEXT_LOCALE')).toEqual([
      'Remembers the language you chose, English or Spanish.',
      'Preferences',
      '1 year',
    ])
    expect(cells('stytch_intermediate_session_token')[2]).toBe('10 minutes')
  })

  it('is complete: every cookie and storage key the code declares is listed', () => {
    const listedCookies = new Set(COOKIES.map((c) => c.name))
    const listedStorage = new Set(LOCAL_STORAGE.map((s) => s.name))
    const missing: string[] = Object.values(STORAGE_KEYS)
      .filter((key) => !listedStorage.has(key))
      .map((key) => `storage ${key} (features/analytics/marketing-params.ts)`)
    for (const file of sourceFiles(SRC)) {
      const src = fs.readFileSync(file, 'utf8')
      for (const m of src.matchAll(/_COOKIE\s*=\s*'([^']+)'/g)) {
        if (!listedCookies.has(m[1])) missing.push(`cookie ${m[1]} (${path.relative(SRC, file)})`)
      }
      // Other storage keys are *_KEY constants.
      for (const m of src.matchAll(/_KEY\s*=\s*'([^']+)'/g)) {
        if (!listedStorage.has(m[1])) missing.push(`storage ${m[1]} (${path.relative(SRC, file)})`)
      }
    }
    expect(missing).toEqual([])
  })
})
