/**
 * @jest-environment node
 */
import { ActionInputError } from '@/lib/action-input'
import {
  clientErrorStatus,
  clientStatusOf,
  raisedInNext,
  recordRequestError,
  REQUEST_ID_HEADER,
  watchRequest,
} from './request-errors'

const NEXT = '/srv/app/node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'
const APP = '/srv/app/web/.next/server/chunks/ssr/_1krys-17pn8ew._.js'

/** An error as Next 16 reports it, with the stack V8 gives it (frames as recorded in a build). */
function reported(name: string, message: string, frames: string[]): Error {
  const e = new Error(message)
  e.name = name
  e.stack = [`${name}: ${message}`, ...frames.map((f) => `    at ${f}`)].join('\n')
  return e
}

const decodeFrames = [`tY (${NEXT}:15:80738)`, `t.decodeReply (${NEXT}:15:82815)`]

describe('errors Next reports for a server-action request', () => {
  it('finds where an error was raised: Next, or the app (Node internals and JSON.parse skipped)', () => {
    expect(
      raisedInNext(
        reported('SyntaxError', 'x', ['JSON.parse (<anonymous>)', `tI (${NEXT}:15:70523)`]).stack!,
      ),
    ).toBe(true)
    expect(
      raisedInNext(
        reported('Error', 'x', [
          'node:internal/deps/undici/undici:5817:27',
          `async t0 (${NEXT}:17:12665)`,
        ]).stack!,
      ),
    ).toBe(true)
    expect(
      raisedInNext(reported('TypeError', 'x', [`h (${APP}:2:2329)`, `${NEXT}:18:3465`]).stack!),
    ).toBe(false)
    expect(raisedInNext('Error: no frames')).toBe(false)
  })

  it.each([
    [
      'a part that is not JSON',
      reported('SyntaxError', `Unexpected token 'h', "hello{" is not valid JSON`, [
        'JSON.parse (<anonymous>)',
        `tI (${NEXT}:15:70523)`,
      ]),
      400,
    ],
    ['a reference to a missing part', reported('Error', 'Connection closed.', decodeFrames), 400],
    ['a bad reference', reported('Error', 'Invalid reference.', decodeFrames), 400],
    [
      'a body nested too deep',
      reported('RangeError', 'Maximum call stack size exceeded', [
        `e (${NEXT}:15:70568)`,
        `e (${NEXT}:15:73238)`,
      ]),
      400,
    ],
    [
      'a broken multipart body',
      reported('Error', 'Unexpected end of form', [
        `e.exports._final (${NEXT}:2:446)`,
        'prefinish (node:internal/streams/writable:916:14)',
      ]),
      400,
    ],
    [
      'a form body undici cannot parse',
      reported('TypeError', 'Failed to parse body as FormData.', [
        'node:internal/deps/undici/undici:5817:27',
        `async t0 (${NEXT}:17:12665)`,
      ]),
      400,
    ],
    [
      'a body over the limit',
      reported('Error', 'Body exceeded 1 MB limit.\nTo configure the body size limit…', [
        `Transform.transform [as _transform] (${NEXT}:17:13293)`,
      ]),
      413,
    ],
    [
      'another origin',
      reported('Error', 'Invalid Server Actions request.', [`t0 (${NEXT}:17:12043)`]),
      403,
    ],
  ] as const)('is the client fault for %s', (_what, err, status) => {
    expect(clientErrorStatus(err)).toBe(status)
  })

  it('is a server fault when an action throws, even with a decoder-like message', () => {
    expect(
      clientErrorStatus(
        reported('TypeError', "Cannot read properties of undefined (reading 'get')", [
          `h (${APP}:2:2329)`,
          `${NEXT}:18:3465`,
        ]),
      ),
    ).toBeNull()
    expect(
      clientErrorStatus(
        reported('SyntaxError', 'Unexpected end of JSON input', [
          'JSON.parse (<anonymous>)',
          `h (${APP}:2:2329)`,
        ]),
      ),
    ).toBeNull()
    expect(
      clientErrorStatus(reported('Error', 'Connection closed.', [`h (${APP}:2:2329)`])),
    ).toBeNull()
    expect(clientErrorStatus(new Error('fetch failed'))).toBeNull()
    expect(clientErrorStatus('a string')).toBeNull()
    expect(clientErrorStatus(null)).toBeNull()
  })

  it('is a server fault for an error Next raises that it does not list', () => {
    expect(
      clientErrorStatus(
        reported('Error', 'Invariant: Unknown request type.', [`t0 (${NEXT}:17:1)`]),
      ),
    ).toBeNull()
  })

  it("is the client's fault when an action refuses arguments no form sends (ActionInputError)", () => {
    expect(clientErrorStatus(new ActionInputError('a string'))).toBe(400)
  })

  it('turns a request into a 4xx only when every error it reported was the client fault', () => {
    const bad = reported('Error', 'Connection closed.', decodeFrames)
    const big = reported('Error', 'Body exceeded 1 MB limit.', [`x (${NEXT}:1:1)`])
    const bug = reported('TypeError', 'x', [`h (${APP}:2:2329)`])
    expect(clientStatusOf([])).toBeNull()
    expect(clientStatusOf([bad])).toBe(400)
    expect(clientStatusOf([bad, big])).toBe(413)
    expect(clientStatusOf([bad, bug])).toBeNull()
  })

  it('keeps the errors of watched requests only, by the id the server gave them', () => {
    const watched = watchRequest('req-1')
    const err = new Error('x')
    recordRequestError(err, { [REQUEST_ID_HEADER]: 'req-1' })
    recordRequestError(new Error('other'), { [REQUEST_ID_HEADER]: 'req-2' })
    recordRequestError(new Error('none'), {})
    expect(watched.errors).toEqual([err])
    watched.forget()
    recordRequestError(new Error('late'), { [REQUEST_ID_HEADER]: 'req-1' })
    expect(watched.errors).toEqual([err])
  })
})
