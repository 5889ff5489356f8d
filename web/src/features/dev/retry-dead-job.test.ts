import { retryDeadJobAction } from './retry-dead-job'

const redirect = jest.fn((to: string) => {
  throw new Error(`redirect ${to}`)
})
jest.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }))

function form(fields: Record<string, string>): FormData {
  const f = new FormData()
  for (const [k, v] of Object.entries(fields)) f.set(k, v)
  return f
}
const apiAnswers = (status: number) => {
  global.fetch = jest.fn(async () => ({ ok: status < 400, status })) as never
}

describe('retryDeadJobAction', () => {
  it('asks the api to retry the job and comes back to the outbox saying so', async () => {
    apiAnswers(200)
    await expect(
      retryDeadJobAction(form({ id: '41', locale: 'es', to: 'dana@example.com' })),
    ).rejects.toThrow('redirect /es/dev/outbox?to=dana%40example.com&retried=41')
    const [url, init] = (global.fetch as jest.Mock).mock.calls[0]
    expect(url).toBe('http://localhost:8911/dev/jobs/dead/41/retry')
    expect(init.method).toBe('POST')
  })

  it('reports a job the api no longer holds as dead', async () => {
    apiAnswers(404)
    await expect(retryDeadJobAction(form({ id: '41', locale: 'en' }))).rejects.toThrow(
      'redirect /dev/outbox?retryFailed=41',
    )
  })

  it('never sends a made-up id to the api', async () => {
    apiAnswers(200)
    await expect(retryDeadJobAction(form({ id: '1/../../x', locale: 'en' }))).rejects.toThrow(
      'redirect /dev/outbox',
    )
    expect(global.fetch).not.toHaveBeenCalled()
  })
})
