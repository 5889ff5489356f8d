/**
 * The statuses the app has an error page for: spec §8's 401, 404 and 500, 400 for a request the
 * server cannot read (malformed percent-encoding, a malformed form post; issue 12), and 403 for a
 * signed-in visitor on a page their role does not open (the admin console, issue 14).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 500

/**
 * The request header by which the production server asks the app for the server-rendered page of
 * an error status (web/src/server/error-document.ts). The server removes it from every visitor's
 * request, so only its own internal request carries it.
 */
export const ERROR_DOCUMENT_HEADER = 'x-ironyard-error-document'

export const ERROR_STATUSES: readonly ErrorStatus[] = [400, 401, 403, 404, 500]

export function errorDocumentStatus(value: string | null | undefined): ErrorStatus | null {
  const n = Number(value)
  return (ERROR_STATUSES as readonly number[]).includes(n) ? (n as ErrorStatus) : null
}

/** The app path that renders the page of `status` in `locale` (the proxy rewrites to it). */
export const errorDocumentPath = (locale: string, status: ErrorStatus) =>
  `/${locale}/error-document/${status}`
