import { render } from '@testing-library/react'
import { BRAND } from '@ironyard/contract'
import { Footer } from './Footer'

describe('Footer copy (issue 16, defect 15)', () => {
  it.each(['en', 'es'] as const)('ends the copyright line with one period (%s)', (locale) => {
    const { container } = render(<Footer locale={locale} year={2026} />)
    const line = [...container.querySelectorAll('p')].find((p) => p.textContent?.includes('©'))
    expect(line?.textContent).toContain(`© 2026 ${BRAND.legalName} `)
    expect(line?.textContent).not.toMatch(/\.\./)
  })
})

describe('Footer links (spec §2 groups; issue 18: no list markup)', () => {
  it('names each group by its heading and keeps every link, phone and email', () => {
    const { container, getByRole } = render(<Footer locale="en" year={2026} />)
    const support = getByRole('region', { name: 'Support' })
    expect(
      [...support.querySelectorAll('a')].map((a) => a.getAttribute('href')).slice(0, 1),
    ).toEqual(['/support'])
    expect(support.querySelector('a[href^="tel:"]')).not.toBeNull()
    expect(support.querySelector('a[href^="mailto:"]')).not.toBeNull()
    expect(getByRole('region', { name: 'Legal' }).querySelectorAll('a')).toHaveLength(4)
    expect(container.querySelectorAll('footer li')).toHaveLength(0)
  })
})
