import {
  describeUnsubscribe,
  issueUnsubscribeUrl,
} from '../../src/services/alert-jobs/unsubscribe-tokens'
import { createAccountApp, createUser, type AccountTestApp } from './helpers'

/** RFC 8058 one-click unsubscribe: the mail client POSTs urlencoded or multipart, token in the URL. */
describe('one-click unsubscribe bodies', () => {
  let t: AccountTestApp
  const deps = () => ({ database: t.database, env: t.env, now: () => t.clock.now })
  beforeAll(async () => {
    t = await createAccountApp()
  })
  afterAll(() => t.close())

  const link = async () => {
    const user = await createUser(t.database)
    const url = new URL(await issueUnsubscribeUrl(deps(), { kind: 'price_drops', userId: user.id }))
    return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! }
  }
  const post = (path: string, contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url: path, headers: { 'content-type': contentType }, payload })
  const boundary = '----oneclick'
  const multipart = (fields: Array<[string, string]>) =>
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`

  it('unsubscribes with an urlencoded body', async () => {
    const { path, token } = await link()
    const res = await post(path, 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click')
    expect(res.statusCode).toBe(200)
    expect((await describeUnsubscribe(deps(), token)).alreadyUnsubscribed).toBe(true)
  })

  it('unsubscribes with a multipart body, the token in it or in the URL', async () => {
    const inUrl = await link()
    const res = await post(
      inUrl.path,
      `multipart/form-data; boundary=${boundary}`,
      multipart([['List-Unsubscribe', 'One-Click']]),
    )
    expect(res.statusCode).toBe(200)
    expect((await describeUnsubscribe(deps(), inUrl.token)).alreadyUnsubscribed).toBe(true)

    const inBody = await link()
    const form = await post(
      '/unsubscribe',
      `multipart/form-data; boundary=${boundary}`,
      multipart([['token', inBody.token]]),
    )
    expect(form.statusCode).toBe(200)
    expect((await describeUnsubscribe(deps(), inBody.token)).alreadyUnsubscribed).toBe(true)
  })

  it('answers 400, never 500, to a malformed or oversized multipart body', async () => {
    const { path, token } = await link()
    const type = `multipart/form-data; boundary=${boundary}`
    const cases: Array<[string, string]> = [
      // Cut off in the middle of a part.
      [type, `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne`],
      // No boundary in the content type.
      ['multipart/form-data', multipart([['List-Unsubscribe', 'One-Click']])],
      // Headers that never end.
      [type, `--${boundary}\r\nContent-Disposition: form-data; name="x"`],
      // A file, where only fields are expected.
      [
        type,
        `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
      ],
      // A field longer than any one-click field.
      [type, multipart([['List-Unsubscribe', 'x'.repeat(1000)]])],
      // Too many fields.
      [type, multipart(Array.from({ length: 50 }, (_, i): [string, string] => [`f${i}`, 'v']))],
    ]
    const statuses = []
    for (const [contentType, payload] of cases)
      statuses.push((await post(path, contentType, payload)).statusCode)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400])
    // A body longer than any one-click body (4 KiB), whatever it holds.
    const long = await post(path, type, `${'x'.repeat(5000)}\r\n${multipart([['a', 'b']])}`)
    expect(long.statusCode).toBe(413)
    // None of them unsubscribed anyone.
    expect((await describeUnsubscribe(deps(), token)).alreadyUnsubscribed).toBe(false)
  })
})
