import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { inspectionReportFixture, listingDetailFixture } from '@/fixtures/equipment'
import { renderWithI18n } from '@/../test/render'
import { InspectionReportView } from './InspectionReportView'
import { InspectionSummary, LockedReport } from './InspectionSummary'
import { InspectorCard } from './InspectorCard'

const openLoginModal = jest.fn()
jest.mock('@/features/auth/login-modal-store', () => ({
  openLoginModal: (...a: unknown[]) => openLoginModal(...a),
}))

const inspection = listingDetailFixture().inspection!
const RETURN_TO = '/for-sale/2022-komatsu-wa600-8-9614943#inspection'

describe('inspection on the equipment page', () => {
  it('shows everyone the summary: what is great and what needs work', () => {
    renderWithI18n(<InspectionSummary locale="en" inspection={inspection} />)
    const great = screen.getByRole('heading', { name: 'What is great' })
      .nextElementSibling as HTMLElement
    expect(
      within(great)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(inspection.whatIsGreat)
    const work = screen.getByRole('heading', { name: 'What needs work' })
      .nextElementSibling as HTMLElement
    expect(within(work).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByText(/Inspected Oct 28, 2026/)).toBeInTheDocument()
  })

  it('locks the detailed report for anonymous visitors behind "sign up or log in"', async () => {
    renderWithI18n(<LockedReport locale="es" returnTo={RETURN_TO} />, { locale: 'es' })
    expect(
      screen.getByRole('heading', {
        name: 'Regístrate o inicia sesión para ver el informe completo',
      }),
    ).toBeInTheDocument()
    const signUp = screen.getByRole('link', { name: 'Regístrate' })
    expect(signUp).toHaveAttribute(
      'href',
      // The sign-up tab is the default one: the real signinHref leaves it out of the address.
      `/es/signin?returnTo=${encodeURIComponent(RETURN_TO)}`,
    )
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute(
      'href',
      `/es/signin?returnTo=${encodeURIComponent(RETURN_TO)}&tab=login`,
    )
    // With JavaScript the login modal opens on the chosen tab and comes back here.
    await userEvent.click(signUp)
    expect(openLoginModal).toHaveBeenCalledWith(
      { tab: 'signup', returnTo: RETURN_TO, reason: 'inspection', source: 'inspection-report' },
      'es',
    )
  })

  it('shows signed-in visitors the 150-point report by section and the documents as PDFs', () => {
    const report = inspectionReportFixture()
    const { container } = renderWithI18n(<InspectionReportView locale="en" report={report} />)
    expect(screen.getByRole('heading', { name: 'Detailed 150-point report' })).toBeInTheDocument()
    expect(container.querySelectorAll('details')).toHaveLength(3)
    expect(container.querySelectorAll('tbody tr')).toHaveLength(15)
    expect(screen.getAllByText('Not applicable')).toHaveLength(3)
    const oil = screen.getByRole('link', { name: 'Oil analysis' })
    expect(oil).toHaveAttribute('href', 'http://localhost:8911/documents/3102.pdf')
    expect(screen.getByRole('link', { name: 'Lien/title check' })).toBeInTheDocument()
  })

  it('inspector card: certifications, inspections, experience, and the report to download', () => {
    const { unmount } = renderWithI18n(
      <InspectorCard
        locale="en"
        inspector={inspection.inspector}
        report={{ url: 'http://api/documents/1.pdf' }}
      />,
    )
    expect(screen.getByText('David Gonzales')).toBeInTheDocument()
    expect(screen.getByText('2 certifications')).toBeInTheDocument()
    expect(screen.getByText('3556 inspections')).toBeInTheDocument()
    expect(screen.getByText('16 years of experience')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'Download the inspection report (PDF)' }),
    ).toHaveAttribute('href', 'http://api/documents/1.pdf')
    unmount()
    renderWithI18n(
      <InspectorCard
        locale="en"
        inspector={inspection.inspector}
        report={{ lockedReturnTo: RETURN_TO }}
      />,
    )
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull()
    expect(screen.getByText('Sign up or log in to download the report')).toBeInTheDocument()
  })
})
