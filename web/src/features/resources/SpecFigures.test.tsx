import { render, screen, within } from '@testing-library/react'
import { SPARSE_SPEC_SHEET, SPEC_SHEET } from '@/fixtures/resources'
import enEquipment from '@/i18n/locales/en/equipment.json'
import esEquipment from '@/i18n/locales/es/equipment.json'
import { SpecFigures } from './SpecFigures'

/** Label -> value of every figure, in page order. */
const figures = () =>
  Object.fromEntries(
    screen
      .getAllByRole('row')
      .map((r) => [
        within(r).getByRole('rowheader').textContent,
        within(r).getByRole('cell').textContent,
      ]),
  )

describe('spec sheet figures', () => {
  it('shows every spec §3 detail field, money from cents in the page language', () => {
    render(<SpecFigures locale="en" sheet={SPEC_SHEET} />)
    expect(figures()).toEqual({
      'Model price (new, estimated)': '$310,000',
      'Monthly payment, new': '$6,434/mo',
      'Monthly payment, used': '$3,217/mo',
      Daily: '$1,460',
      'Half day': '$950',
      Weekly: '$4,380',
      'Fuel consumption': '4.7 gal/h',
      'Fuel cost per month': '$3,069',
      'Maintenance cost per hour': '$21.70',
      'Maintenance cost per month': '$3,819.20',
      'Operating weight': '50,700 lb',
      Horsepower: '170 hp',
      'Bucket capacity': '1.4 yd³',
      'Dig depth': '22 ft',
    })
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Price and financing',
      'Rental rates',
      'Running costs',
      'Specifications',
    ])
  })

  it("carries the equipment page's AI-generated spec disclaimer and the estimates' assumptions", () => {
    render(<SpecFigures locale="en" sheet={SPEC_SHEET} />)
    const note = document.getElementById('spec-disclaimer')!
    expect(note).toHaveTextContent(enEquipment.specs.disclaimer)
    expect(note).toHaveTextContent(
      'Estimates assume diesel at $3.75 a gallon, 176 operating hours a month, financing at 8.99% APR over 60 months with nothing down, and a used machine at about 50% of the new price.',
    )
    for (const table of screen.getAllByRole('table')) {
      expect(table).toHaveAttribute('aria-describedby', 'spec-disclaimer')
    }
  })

  it('says "Not available" for figures the source lacks, in Spanish too', () => {
    render(<SpecFigures locale="es" sheet={SPARSE_SPEC_SHEET} />)
    const f = figures()
    expect(f['Consumo de combustible']).toBe('No disponible')
    expect(f['Costo de combustible al mes']).toBe('No disponible')
    expect(f['Medio día']).toBe('No disponible')
    expect(f['Peso operativo']).toBe('No disponible')
    expect(f['Pago mensual, nuevo']).toBe('$6,434/mes')
    expect(f['Costo de mantenimiento por hora']).toBe('$21.70')
    expect(document.getElementById('spec-disclaimer')).toHaveTextContent(
      esEquipment.specs.disclaimer,
    )
  })
})
