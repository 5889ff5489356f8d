import { render, screen } from '@testing-library/react'
import MakesPage from './page'

// The page imports its styles through the `@/` alias, which Jest maps before the CSS mock.
jest.mock('@/features/landing/Landing.module.css', () => ({}))
jest.mock('@/features/resources/make-directory', () => ({
  ...jest.requireActual('@/features/resources/make-directory'),
  getMakeDirectory: async () => ({
    makes: Array.from({ length: 8948 }, (_, i) => ({
      slug: `make-${i}`,
      name: `Make ${i}`,
      listingCount: 0,
      featured: false,
    })),
    top: [],
    letters: [],
  }),
}))

describe('/resources/makes (issue 16, defect 15)', () => {
  it.each([
    ['en', 'browse all 8,948 makes'],
    ['es', 'ver las 8,948 marcas'],
  ] as const)('formats the make count with the locale (%s)', async (locale, text) => {
    render(await MakesPage({ params: Promise.resolve({ locale }) }))
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument()
  })
})
