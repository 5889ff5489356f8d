/**
 * The errors Next.js reports while it answers a request, kept per request so the production
 * server can tell input it could not take (a server-action body it could not decode: the client's
 * fault, 4xx) from a fault of the server (a bug in an action: 500). Next hands them to
 * `onRequestError` in src/instrumentation.ts, which runs in this same process; the production
 * server names each request it watches with a random id in REQUEST_ID_HEADER (client-errors.ts).
 *
 * No Node imports here: src/instrumentation.ts is compiled by Next.
 */

/** The request header naming a watched request (set by the server, never the visitor's). */
export const REQUEST_ID_HEADER = 'x-ironyard-request-id'

/** A server action's refusal of arguments that are not what it takes (lib/actions/action-input). */
export const ACTION_INPUT_ERROR = Symbol.for('ironyard.action-input-error')

type Registry = Map<string, unknown[]>
const REGISTRY = Symbol.for('ironyard.request-errors')

/** One registry per process, shared by the server and the code Next compiled. */
function registry(): Registry {
  const g = globalThis as { [REGISTRY]?: Registry }
  return (g[REGISTRY] ??= new Map())
}

/** Starts keeping the errors of request `id`; the returned function stops and forgets them. */
export function watchRequest(id: string): { errors: unknown[]; forget(): void } {
  const errors: unknown[] = []
  registry().set(id, errors)
  return { errors, forget: () => void registry().delete(id) }
}

/** Keeps an error Next reports, when it belongs to a watched request. */
export function recordRequestError(
  err: unknown,
  headers: Record<string, string | string[] | undefined>,
): void {
  const id = headers[REQUEST_ID_HEADER]
  if (typeof id === 'string') registry().get(id)?.push(err)
}

export type ClientErrorStatus = 400 | 403 | 413

/**
 * What Next 16 and React 19 throw for a request they cannot take, by message. Each
 * counts only when the error was raised inside Next (see raisedInNext): an action of ours that
 * throws the same text is still a 500. Anything not listed stays a 500, so a new framework error
 * shows up as a 5xx in the fuzz journey (web/e2e/fuzz.spec.ts) rather than being hidden.
 */
const FRAMEWORK_CLIENT_ERRORS: ReadonlyArray<readonly [RegExp, ClientErrorStatus]> = [
  // The body is larger than serverActions.bodySizeLimit (an ApiError with statusCode 413).
  [/^Body exceeded .+ limit\./, 413],
  // Its Origin is not this host (Next's CSRF check).
  [/^Invalid Server Actions request\.$/, 403],
  // React's reply decoder: a `$` reference to a part the body lacks, or of the wrong kind.
  [/^Connection closed\.$/, 400],
  [/^Invalid (forward )?reference\.$/, 400],
  [/^Invalid (Map|Set|Iterator) initializer\.$/, 400],
  [/^Already initialized (typed array|stream|Set|Map|Iterator)\.$/, 400],
  [/^Referenced Blob is not a Blob\.$/, 400],
  [/^Invalid data for bytes stream\.$/, 400],
  [/^Reply finished with incomplete file part\.$/, 400],
  [/^Server Action arguments list is too long/, 400],
  // A body nested deeper than the decoder's recursion can follow.
  [/^Maximum call stack size exceeded$/, 400],
  // The multipart parsers (busboy for action calls, undici for form posts).
  [/^Unexpected end of (form|file)$/, 400],
  [/^Malformed (part header|urlencoded form)$/, 400],
  [/^Multipart: Boundary not found$/, 400],
  [/^Failed to parse body as FormData\.$/, 400],
]

/** Next's own code: its runtime bundles (with React's decoder, busboy) under next/dist. */
const NEXT_FILE = /[\\/]node_modules[\\/]next[\\/]dist[\\/]/
/** The file of a stack frame (`at f (file:1:2)`, `at file:1:2`); null for Node's internals. */
function frameFile(line: string): string | null {
  const frame = line.trim()
  if (!frame.startsWith('at ')) return null
  const location = frame.endsWith(')')
    ? frame.slice(frame.lastIndexOf('(') + 1, -1)
    : frame.slice(3)
  const file = location.replace(/:\d+:\d+$/, '')
  return /^(\/|[A-Za-z]:\\|file:)/.test(file) ? file : null
}

/**
 * Whether the first stack frame in a file (Node's internals and JSON.parse have none) is Next's
 * code. An action's own error has a frame of the app's build (.next/server/...) first.
 */
export function raisedInNext(stack: string): boolean {
  for (const line of stack.split('\n').slice(1)) {
    const file = frameFile(line)
    if (file) return NEXT_FILE.test(file)
  }
  return false
}

/** The 4xx status an error Next reported for a request deserves, or null: a server fault. */
export function clientErrorStatus(err: unknown): ClientErrorStatus | null {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) return null
  const e = err as Error & { [ACTION_INPUT_ERROR]?: unknown }
  if (e[ACTION_INPUT_ERROR] === true) return 400
  if (typeof e.stack !== 'string' || !raisedInNext(e.stack)) return null
  // A part of the body that is not JSON.
  if (e.name === 'SyntaxError') return 400
  const message = String(e.message)
  return FRAMEWORK_CLIENT_ERRORS.find(([pattern]) => pattern.test(message))?.[1] ?? null
}

/**
 * The status to answer a request whose handling reported `errors`: a 4xx when there was at least
 * one and every one is the client's fault, else null (leave Next's answer as it is).
 */
export function clientStatusOf(errors: readonly unknown[]): ClientErrorStatus | null {
  if (!errors.length) return null
  const statuses = errors.map(clientErrorStatus)
  if (statuses.some((s) => s === null)) return null
  // 413 and 403 say more than 400.
  return statuses.find((s) => s !== 400) ?? 400
}
