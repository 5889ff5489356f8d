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
