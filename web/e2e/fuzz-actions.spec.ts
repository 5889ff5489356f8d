import { randomUUID } from 'node:crypto'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { actionCall, formCases, positionCases, withForm } from './fuzz-action-cases'
import {
  assertNoFailures,
  hasControl,
  HOSTILE,
  LONG_100KB,
  nth,
  runCases,
  serverActions,
  type FuzzCase,
} from './fuzz-corpus'
import { expect, test } from './fixtures'

const { es: esValidation } = VALIDATION_TEXTS

/**
 * Issue 12: server actions (decision 005) and the web's /api bodies answer malformed, oversized
 * and cross-origin calls with 4xx, never 5xx. The statuses of the malformed calls are asserted
 * exactly: web/src/server/request-guard.ts refuses some before Next, and client-errors.ts maps
 * what Next reports for the others; if a Next upgrade changes what it throws or how, these cases
 * fail (a 500) instead of the refusals silently becoming 500s again.
 */

/** A body over Next's serverActions.bodySizeLimit (1 MB). */
const OVER_1MB = `"${'x'.repeat(1_100_000)}"`
/** JSON nested deeper than React's reply decoder can follow. */
const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 64 * 1024)
        controller.enqueue(bytes.slice(i, i + 64 * 1024))
      controller.close()
    },
  })
}

/** A form action's call as React encodes it: [previous state, FormData] (see withForm). */
const formCall = (fields: Record<string, string>): FormData =>
  withForm([{}, '$K1'], Object.entries(fields))

function actionCases(baseURL: string, distDir: string): FuzzCase[] {
  const actions = serverActions(distDir)
  expect(actions.length >= 10, `${actions.length} server actions in the build`).toBeTruthy()
  const cases: FuzzCase[] = []
  actions.forEach(({ id, name, page }, i) => {
    const call = (
      label: string,
      body: FuzzCase['body'],
      expect?: readonly number[],
      headers = {},
    ) =>
      cases.push({
        label: `${name}: ${label}`,
        method: 'POST',
        path: page,
        headers: {
          'next-action': id,
          origin: baseURL,
          // A FormData body brings its own multipart type (and boundary).
          ...(body instanceof FormData ? {} : { 'content-type': 'text/plain;charset=UTF-8' }),
          ...headers,
        },
        body,
        expect,
      })
    // Bodies React's decoder refuses, and ones over the limit or from elsewhere.
    call('not JSON', 'hello{', [400])
    call('a reference to a missing part', '["$1"]', [400])
    call('nested too deep', DEEP, [400])
    call('2,000 arguments', JSON.stringify(Array.from({ length: 2000 }, () => 0)), [400])
    call('over 1 MB', OVER_1MB, [413])
    call('over 1 MB without a length', chunked(OVER_1MB), [411])
    call('another origin', '[]', [403], { origin: 'https://evil.example' })
    call('origin null', '[]', [403], { origin: 'null' })
    call('an origin that is not a URL', '[]', [403], { origin: 'garbage' })
    call('broken multipart', '--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n[', [400], {
      'content-type': 'multipart/form-data; boundary=XX',
    })
    call('multipart without a boundary', 'x', [400], { 'content-type': 'multipart/form-data' })
    // Decodable, but not what the action takes: refused (400) or answered as a failed form.
    call('references of every kind', '["$Q5","$W6","$@7","$K3","$B2","$h1","$F9","$T","$1:a:b"]')
    call('no arguments', '[]')
    call('nulls', '[null,null,null]')
    call('a prototype key', '[{"__proto__":{"polluted":true}},"$undefined"]')
    call('100 KB strings', JSON.stringify([LONG_100KB, LONG_100KB, LONG_100KB]))
    for (let j = 0; j < 4; j++) {
      const [label, value] = nth(HOSTILE, i * 4 + j)
      call(`arguments ${label}`, JSON.stringify([value, value, value]))
      // The form's fields (no idempotency key: the api refuses a lead before counting it).
      const fields = {
        type: 'name_your_price',
        locale: value,
        email: value,
        name: value,
        message: value,
        filters: value,
        id: value,
        to: value,
      }
      call(`form fields ${label}`, formCall(fields))
      // The same form posted without JavaScript (no Next-Action header).
      const plain = new FormData()
      plain.set(`$ACTION_ID_${id}`, '')
      for (const [k, v] of Object.entries(fields)) plain.set(k, v)
      cases.push({
        label: `${name}: form post ${label}`,
        method: 'POST',
        path: page,
        headers: { origin: baseURL },
        body: plain,
      })
    }
  })
  // Action ids that do not exist: refused by Next (400 malformed, 409 unknown).
  for (const [label, id] of [
    ['unknown', 'f'.repeat(42)],
    ['malformed', 'zzz'],
    ['prototype key', '__proto__'],
  ]) {
    cases.push({
      label: `action id ${label}`,
      method: 'POST',
      path: '/equipment',
      headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', origin: baseURL },
      body: '[]',
      expect: [400, 404, 409],
    })
  }
  return cases
}

test('Malformed, oversized and cross-origin server-action calls are refused with 4xx, never 5xx', async ({
  baseURL,
  webDistDir,
}) => {
  const cases = actionCases(baseURL, webDistDir)
  assertNoFailures('server actions', await runCases(baseURL, cases))
})

test('Server actions answer prototype-shaped and hostile values at each argument position without a 5xx', async ({
  baseURL,
  webDistDir,
}) => {
  const cases = positionCases(baseURL, webDistDir)
  assertNoFailures('server action arguments', await runCases(baseURL, cases))
})

test('Form actions answer hostile previous states and odd forms without a 5xx', async ({
  baseURL,
  webDistDir,
}) => {
  // About 2,200 calls that each reach an action and render its page: 3-4 minutes on 2 cores.
  test.slow()
  // The forms above reach the action: a form named any other way would arrive empty, and every
  // case would stop at the action's first check (the retry button echoes its `to` field).
  const retry = serverActions(webDistDir).find((a) => a.name === 'retryDeadJobAction')
  expect(retry, 'retryDeadJobAction in the build').toBeTruthy()
  const probe = actionCall(
    baseURL,
    retry!,
    'probe',
    withForm(
      ['$K1'],
      [
        ['to', 'fuzz-probe'],
        ['id', '1'],
      ],
    ),
  )
  const res = await fetch(`${baseURL}${probe.path}`, {
    method: 'POST',
    headers: probe.headers,
    body: probe.body as FormData,
    redirect: 'manual',
  })
  expect(res.headers.get('x-action-redirect') ?? '').toContain('to=fuzz-probe')

  const cases = formCases(baseURL, webDistDir)
  assertNoFailures('server action states and forms', await runCases(baseURL, cases))
})

test('The finance and sell calculators answer a price whose toString is not a function with their field error, in Spanish', async ({
  baseURL,
  webDistDir,
}) => {
  const actions = serverActions(webDistDir)
  const calls = [
    ['estimateTaxSavingsAction', [{ toString: 1 }, 'bonus_100_21', 'es'], 'price'],
    ['compareSaleProceedsAction', [{ toString: 1 }, 'es'], 'marketValue'],
  ] as const
  for (const [name, args, field] of calls) {
    const action = actions.find((a) => a.name === name)
    expect(action, `${name} in the build`).toBeTruthy()
    const res = await fetch(`${baseURL}${action!.page}`, {
      method: 'POST',
      headers: {
        'next-action': action!.id,
        origin: baseURL,
        'content-type': 'text/plain;charset=UTF-8',
      },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(60_000),
    })
    const body = await res.text()
    expect(res.status, `${name}: ${body.slice(0, 300)}`).toBe(200)
    // The action's own failure (the calculator shows its key under the price field).
    expect(body).toContain('"code":"VALIDATION"')
    expect(body).toContain(
      `{"path":"${field}","key":"validation.priceRequired","message":"${esValidation.validation.priceRequired}"}`,
    )
  }
})

/** A page view the api accepts, with one field replaced. */
function pageEvent(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'page',
    messageId: randomUUID(),
    anonymousId: 'fuzz-anonymous-1',
    timestamp: new Date().toISOString(),
    page: { category: 'App', name: 'Find Equipment', path: '/equipment' },
    properties: {},
    ...patch,
  }
}

function analyticsCases(): FuzzCase[] {
  const post = (label: string, body: FuzzCase['body'], expect?: readonly number[]) => ({
    label: `/api/analytics ${label}`,
    method: 'POST',
    path: '/api/analytics',
    headers: { 'content-type': 'application/json' },
    body,
    expect,
  })
  const batch = (...events: unknown[]) => JSON.stringify({ batch: events })
  const cases: FuzzCase[] = [
    post('not JSON', 'hello{', [400]),
    post('empty', '', [400]),
    post('an array', '[]'),
    post('no batch', '{}'),
    post('a string batch', '{"batch":"x"}'),
    post('nested too deep', DEEP, [400]),
    post('over 512 KB', batch(pageEvent({ properties: { x: 'x'.repeat(600_000) } })), [413]),
    post(
      'over 512 KB without a length',
      chunked(batch(pageEvent({ properties: { x: 'x'.repeat(600_000) } }))),
      [413],
    ),
    post('a valid page view', batch(pageEvent()), [200]),
    post(
      'huge numbers',
      batch(pageEvent({ properties: { n: 1e308, m: -1e308, i: Number.MAX_SAFE_INTEGER * 10 } })),
    ),
    post('a prototype key', batch(JSON.parse('{"__proto__":{"polluted":true},"type":"page"}'))),
    post('11 events', batch(...Array.from({ length: 11 }, () => pageEvent()))),
  ]
  // One field at a time, so the rest of the event is valid and the value is what is judged.
  const fields: Array<[string, (v: string) => Record<string, unknown>]> = [
    ['timestamp', (v) => ({ timestamp: v })],
    ['anonymousId', (v) => ({ anonymousId: v })],
    ['messageId', (v) => ({ messageId: v })],
    ['page name', (v) => ({ page: { category: 'App', name: v, path: '/equipment' } })],
    ['page path', (v) => ({ page: { category: 'App', name: 'Find Equipment', path: `/${v}` } })],
    ['property', (v) => ({ properties: { [v || 'k']: v } })],
    ['URL parameter', (v) => ({ urlParams: { utm_source: v } })],
    ['email trait', (v) => ({ type: 'identify', traits: { email: v } })],
  ]
  fields.forEach(([field, patch], i) => {
    for (let j = 0; j < 5; j++) {
      const [label, value] = nth(HOSTILE, i * 5 + j)
      cases.push(
        post(
          `${field} ${label}`,
          batch(pageEvent(patch(value))),
          hasControl(value) ? [400] : undefined,
        ),
      )
    }
  })
  for (const timestamp of [
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '1900-01-01T00:00:00+14:00',
  ]) {
    cases.push(post(`timestamp ${timestamp}`, batch(pageEvent({ timestamp }))))
  }
  return cases
}

test('Hostile /api/analytics bodies are answered with 4xx, never 5xx', async ({ baseURL }) => {
  assertNoFailures('/api/analytics bodies', await runCases(baseURL, analyticsCases()))
})
