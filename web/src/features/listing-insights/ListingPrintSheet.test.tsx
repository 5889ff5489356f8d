import { within } from '@testing-library/react'
import { BRAND } from '@ironyard/contract'
import { renderWithI18n } from '@/../test/render'
import { listingDetailFixture } from '@/fixtures/equipment'
import { ALL_IN } from '@/fixtures/insights'
import { formatPrice } from '@/lib/format'
import { absoluteUrl } from '@/lib/seo'
import type { Locale } from '@/i18n/settings'
import type { AllInState } from './AllInCost'
import {
  clip,
  ListingPrintSheet,
  PRINT_DESCRIPTION_CHARS,
  PRINT_HISTORY_ROWS,
} from './ListingPrintSheet'

const URL_EN = 'https://ironyard.test/for-sale/2022-komatsu-wa600-8-9614943'

function sheet(
  options: {
    locale?: Locale
    allIn?: AllInState | null
    listing?: Parameters<typeof listingDetailFixture>[0]
  } = {},
) {
  const locale = options.locale ?? 'en'
  const { container } = renderWithI18n(
    <main>
      <ListingPrintSheet
        locale={locale}
        listing={listingDetailFixture(options.listing)}
        allIn={
          options.allIn === undefined ? { zip: '78701', error: null, cost: ALL_IN } : options.allIn
        }
        url={URL_EN}
      />
    </main>,
    { locale },
  )
  const root = container.querySelector<HTMLElement>('[data-print-sheet]')!
  const section = (name: string) =>
    container.querySelector<HTMLElement>(`[data-print-section="${name}"]`)
  return { root, section }
}

const rows = (el: HTMLElement) =>
  [...el.querySelectorAll('tbody tr')].map((r) =>
    [...r.querySelectorAll('td')].map((td) => td.textContent),
  )

describe('the printed spec sheet (issue 37 point 3)', () => {
  it("holds everything a lender or a boss asks for: specs, inspection, all-in cost, price history, description and the brand's contact", () => {
    const { root, section } = sheet()
    const s = within(root)
    expect(s.getByRole('heading', { level: 1, name: '2022 Komatsu WA600-8' })).toBeInTheDocument()
    expect(s.getByText('Asking price: $753,000')).toBeInTheDocument()
    // The brand's name, phone and address, at the top and in the closing line.
    const brand = root.querySelector<HTMLElement>('[data-print-brand]')!
    expect(brand).toHaveTextContent(BRAND.name)
    expect(brand).toHaveTextContent(BRAND.supportPhone)
    expect(brand).toHaveTextContent(absoluteUrl('/'))
    expect(root.querySelector('[data-print-contact]')).toHaveTextContent(
      `Questions about this machine? Call ${BRAND.name} at ${BRAND.supportPhone} or visit ${absoluteUrl('/')}.`,
    )
    // Key facts, the emission tier and condition among them.
    const fact = (label: string) => s.getByText(label, { selector: 'dt' }).nextSibling
    expect(fact('Emission tier')).toHaveTextContent('Tier 4 Final')
    expect(fact('Condition')).toHaveTextContent('Good')
    expect(fact('Hours')).toHaveTextContent('12,833')
    expect(fact('Serial number')).toHaveTextContent('KMTWA60MNZN275202')
    expect(fact('Location')).toHaveTextContent('Berkley, MA')

    const specs = within(section('specs')!)
    expect(specs.getByRole('heading', { level: 2, name: 'Specifications' })).toBeInTheDocument()
    expect(specs.getByText('Operating weight').nextSibling).toHaveTextContent('109,100 lb')
    expect(specs.getByText('Bucket capacity').nextSibling).toHaveTextContent('7.69 yd³')
    expect(specs.getByText(/AI-generated/)).toBeInTheDocument()

    const inspection = within(section('inspection')!)
    expect(
      inspection.getByRole('heading', { level: 2, name: 'Condition and inspection' }),
    ).toBeInTheDocument()
    expect(section('inspection')).toHaveTextContent(
      'Inspected Oct 28, 2026 · Overall condition: Good · Inspector: David Gonzales, 16 years of experience',
    )
    expect(
      inspection.getByText('Transmission shifts cleanly through every range.'),
    ).toBeInTheDocument()
    expect(
      inspection.getByText('Drive belt shows cracking and should be replaced.'),
    ).toBeInTheDocument()

    const allIn = section('all-in')!
    expect(within(allIn).getByText('Delivered to Austin, TX 78701')).toBeInTheDocument()
    expect(allIn.querySelector('[data-cost="freight"] dd')).toHaveTextContent('$2,700')
    expect(allIn.querySelector('[data-cost="total"] dd')).toHaveTextContent('$100,700')
    expect(allIn.querySelector('[data-cost="monthly"] dd')).toHaveTextContent('$2,090/mo')
    expect(allIn).toHaveTextContent(/Estimates for planning, not a quote/)

    expect(rows(section('history')!)).toEqual([
      ['Nov 6, 2026', 'Listed', '$806,000', ''],
      ['Nov 9, 2026', 'Reduced', '$753,000', '−$53,000'],
    ])
    expect(section('description')).toHaveTextContent(
      '2022 Komatsu WA600-8 wheel loader with 12,833 hours, in good condition.',
    )
  })

  it('shows the all-in cost only when the buyer has a ZIP', () => {
    for (const allIn of [null, { zip: '', error: null, cost: null }] as const) {
      const { root, section } = sheet({ allIn })
      expect(section('all-in')).toBeNull()
      expect(root).not.toHaveTextContent(/Freight|Delivered to/)
      // The rest is still there.
      expect(section('specs')).not.toBeNull()
      expect(section('history')).not.toBeNull()
      root.parentElement!.parentElement!.remove()
    }
  })

  it('says when the machine was not inspected, and leaves out the sections it has no data for', () => {
    const { section } = sheet({
      listing: {
        inspection: null,
        inspected: false,
        specs: [],
        priceHistory: [],
        description: null,
      },
    })
    expect(section('inspection')).toHaveTextContent(
      "Condition: Good. This machine has not been inspected yet. Ask us and we'll tell you what we know.",
    )
    expect(section('specs')).toBeNull()
    expect(section('history')).toBeNull()
    expect(section('description')).toBeNull()
  })

  it('stops a long description at a word, and a long price history at its latest changes, so the sheet stays on two pages', () => {
    const description = 'Hydraulic thumb and quick coupler included. '.repeat(250)
    const priceHistory = Array.from({ length: 14 }, (_, i) => ({
      priceCents: 90_000_000 - i * 1_000_000,
      reason: i === 0 ? 'listed' : 'reduced',
      changedAt: new Date(Date.UTC(2025, i, 2)).toISOString(),
    }))
    const { section } = sheet({ listing: { description, priceHistory } })
    const text = section('description')!.textContent!
    expect(text.length).toBeLessThan(PRINT_DESCRIPTION_CHARS + 60)
    expect(text).toMatch(/\w… \(continued on the listing page\)$/)
    const history = rows(section('history')!)
    expect(history).toHaveLength(PRINT_HISTORY_ROWS)
    // The latest changes, each still with its difference from the one before.
    expect(history[0]).toEqual(['May 2, 2025', 'Reduced', '$860,000', '−$10,000'])
    expect(history.at(-1)).toEqual(['Feb 2, 2026', 'Reduced', '$770,000', '−$10,000'])
  })

  it('clips by characters and by lines', () => {
    const max = { chars: 9, lines: 2 }
    expect(clip('short', max, '(more)')).toBe('short')
    expect(clip('one two three', max, '(more)')).toBe('one two… (more)')
    expect(clip('a\nb\nc\nd', max, '(more)')).toBe('a\nb… (more)')
    expect(clip('a\nb', max, '(more)')).toBe('a\nb')
  })

  it('speaks Spanish, addressing the buyer as tú', () => {
    const { root, section } = sheet({ locale: 'es' })
    const s = within(root)
    expect(s.getByText(`Precio: ${formatPrice(75_300_000, 'es')}`)).toBeInTheDocument()
    for (const [name, title] of [
      ['specs', 'Especificaciones'],
      ['inspection', 'Condición e inspección'],
      ['all-in', 'Costo total'],
      ['history', 'Historial de precios'],
      ['description', 'Descripción'],
    ]) {
      expect(
        within(section(name)!).getByRole('heading', { level: 2, name: title }),
      ).toBeInTheDocument()
    }
    expect(s.getByText('Nivel de emisiones', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Tier 4 Final',
    )
    expect(section('inspection')).toHaveTextContent(
      'Inspector: David Gonzales, 16 años de experiencia',
    )
    expect(section('inspection')).toHaveTextContent('Lo que necesita trabajo')
    expect(
      within(section('all-in')!).getByText('Entregada en Austin, TX 78701'),
    ).toBeInTheDocument()
    expect(rows(section('history')!)[1][1]).toBe('Rebajada')
    expect(root.querySelector('[data-print-contact]')).toHaveTextContent(
      `¿Preguntas sobre esta máquina? Llama a ${BRAND.name} al ${BRAND.supportPhone} o visita ${absoluteUrl('/es')}.`,
    )
  })
})
