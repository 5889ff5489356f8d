import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendPage, type FetchErrorPage } from './error-document'
import { holdAnswer, sendThrough } from './held-answer'
import { clientStatusOf, REQUEST_ID_HEADER, watchRequest } from '../lib/request-errors'

const TEXTS: Record<number, string> = {
  400: 'The form could not be read.',
  403: 'Forms are accepted from this site only.',
  413: 'The form is too large.',
}

/**
 * Lets `render` (Next) answer a server-action call (decision 005) or a form post, and makes a 500
 * that was the client's fault the 4xx it deserves (docs/decisions/019). Next answers 500 to a
 * body React cannot decode (not JSON, nested too deep, `$` references to parts it lacks, a broken
 * multipart body), to one over the size limit, and to arguments an action refuses
 * (ActionInputError). What Next reported for this request (request-errors.ts) says whether the
 * 500 was the client's fault. If every error was, the answer gets the 4xx instead: an action call
 * keeps Next's body (the client throws its error either way), a form posted without JavaScript
 * gets the branded 400 page (a short text for 413). A fault of the server (an action's bug,
 * anything not recognised) stays the 500 Next logged.
 */
export async function serveWithClientErrors(
  req: IncomingMessage,
  res: ServerResponse,
  render: () => Promise<void>,
  fetchPage: FetchErrorPage,
): Promise<void> {
  const id = randomUUID()
  req.headers[REQUEST_ID_HEADER] = id
  const watched = watchRequest(id)
  res.once('close', watched.forget)
  const completed = holdAnswer(
    res,
    () => res.statusCode === 500,
    async (body, original) => {
      const status = clientStatusOf(watched.errors)
      if (status === null) return sendThrough(res, original, res.statusCode, body)
      if (req.headers['next-action'] !== undefined) return sendThrough(res, original, status, body)
      // A form posted without JavaScript: the page of a 400.
      const page = status === 400 ? await fetchPage(req, 400).catch(() => null) : null
      if (res.destroyed) return
      if (page) return sendPage(req, res, original, status, page)
      const text = Buffer.from(`${TEXTS[status]}\n`)
      for (const name of ['content-encoding', 'content-length', 'content-type'])
        res.removeHeader(name)
      res.setHeader('content-type', 'text/plain; charset=utf-8')
      res.setHeader('content-length', text.length)
      sendThrough(res, original, status, text)
    },
  )
  await render()
  await completed()
}
