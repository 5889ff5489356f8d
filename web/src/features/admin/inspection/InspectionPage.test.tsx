import { render, screen } from '@testing-library/react'
import { outcomeOf } from '@/components/console/DetailLayout'
import enInspection from '@/i18n/locales/en/admin-inspection.json'
import { InspectionPage } from './InspectionPage'

jest.mock('./inspection-data', () => ({
  getAdminInspection: async () => ({
    stockNumber: 'IY-1001',
    title: '2019 Deere 310SL',
    inspection: { id: 1 },
    points: [],
    inspectors: [],
  }),
  sectionsOf: () => [],
}))
jest.mock('./inspection-form-data', () => ({ valuesOfInspection: () => ({}) }))
jest.mock('./InspectionForm', () => ({ InspectionForm: () => null }))
jest.mock('./inspection-actions', () => ({ deleteInspectionAction: jest.fn() }))
jest.mock('@/components/console/ConsoleShell', () => ({
  ConsoleShell: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}))

const page = async (query: Record<string, string>) =>
  render(await InspectionPage({ locale: 'en', stockNumber: 'IY-1001', outcome: outcomeOf(query) }))

describe('why deleting the inspection failed (issue 36, defect 6)', () => {
  it('shows the text of a known key beside the deletion, focusable as the address target', async () => {
    await page({ failed: 'delete', error: 'hasDocuments' })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(
      enInspection.failed.replace('{{why}}', enInspection.errors.hasDocuments),
    )
    expect(alert.parentElement).toHaveAttribute('id', 'delete-outcome')
    expect(alert.parentElement).toHaveAttribute('tabindex', '-1')
    // Right before the deletion's own disclosure.
    expect(alert.parentElement!.nextElementSibling?.tagName).toBe('DETAILS')
  })

  it('never shows text from the address: a crafted why or key reads as the generic reason', async () => {
    const crafted = '<script>alert(1)</script> Call 555 0100'
    await page({ failed: 'delete', why: crafted, error: crafted })
    expect(screen.getByRole('alert')).toHaveTextContent(
      enInspection.failed.replace('{{why}}', enInspection.errors.unknown),
    )
    expect(document.body.textContent).not.toMatch(/<script|alert\(1\)|555/)
  })
})
