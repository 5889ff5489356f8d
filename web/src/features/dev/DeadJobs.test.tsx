import { screen, within } from '@testing-library/react'
import type { DeadJob } from '@/features/dev/dev-outbox'
import { renderWithI18n } from '@/../test/render'
import { OutboxView } from './OutboxView'

const retryDeadJobAction = jest.fn()
jest.mock('@/features/dev/retry-dead-job', () => ({
  retryDeadJobAction: (f: FormData) => retryDeadJobAction(f),
}))

const jobs: DeadJob[] = [
  {
    id: 41,
    topic: 'lead.submitted',
    payload: { leadId: 7 },
    attempts: 8,
    lastError: 'Mail could not be sent: connect ECONNREFUSED 127.0.0.1:587',
    createdAt: '2026-11-22T06:29:00.000Z',
    deadAt: '2026-11-22T07:40:12.000Z',
  },
]

const render = (
  deadJobs: Parameters<typeof OutboxView>[0]['deadJobs'],
  locale: 'en' | 'es' = 'en',
  to: string | null = null,
) =>
  renderWithI18n(<OutboxView locale={locale} messages={[]} to={to} deadJobs={deadJobs} />, {
    locale,
  })

describe('the development outbox: failed jobs (dead letters)', () => {
  it('lists each failed job with its error, attempts and payload, and a retry button', () => {
    render({ jobs }, 'en', 'dana@example.com')
    const section = screen.getByRole('region', { name: 'Failed jobs' })
    const job = within(section).getByRole('listitem', { name: 'Job #41 · lead.submitted' })
    expect(
      within(job).getByText('Mail could not be sent: connect ECONNREFUSED 127.0.0.1:587'),
    ).toBeInTheDocument()
    expect(within(job).getByText('Attempts').nextElementSibling).toHaveTextContent('8')
    expect(within(job).getByText('{"leadId":7}')).toBeInTheDocument()
    const retry = within(job).getByRole('button', { name: 'Retry' })
    // The form posts the job, the page's language and its recipient filter.
    const form = retry.closest('form')!
    expect(Object.fromEntries(new FormData(form))).toEqual({
      id: '41',
      locale: 'en',
      to: 'dana@example.com',
    })
  })

  it('says when nothing failed, and the outcome of a retry, in Spanish', () => {
    render({ jobs: [], retried: { id: 41, ok: true } }, 'es')
    const section = screen.getByRole('region', { name: 'Trabajos fallidos' })
    expect(within(section).getByText('No hay trabajos fallidos.')).toBeInTheDocument()
    expect(within(section).getByRole('status')).toHaveTextContent(
      'El trabajo n.º 41 volvió a la cola y se ejecuta de nuevo en unos segundos.',
    )
  })

  it('tells a refused retry and an unreachable dead-letter view apart', () => {
    render({ jobs: [], retried: { id: 9, ok: false }, error: 'HTTP 500' })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Job #9 could not be retried: it is no longer a failed job.',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The api's failed jobs could not be read (HTTP 500).",
    )
  })
})
