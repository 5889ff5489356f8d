import {
  HOSTILE_ARGUMENTS,
  ODD_FORMS,
  serverActions,
  STATE_FIELDS,
  type FuzzCase,
} from './fuzz-corpus'

/*
 * The server-action calls of the argument fuzz (issue 31, finding 5; fuzz-actions.spec.ts): each
 * hostile argument of fuzz-corpus.ts at each position of every action of a build, as previous
 * states of the form actions, and odd forms.
 */

/**
 * A form's fields as React's reply encoder names them: `_<part>_<name>` for the form `$K<part>`
 * (React 19.2 and later; the decoder hands an action an empty form for any other name).
 */
export const formField = (part: number, name: string) => `_${part.toString(16)}_${name}`

/**
 * What a page could send at each argument position (a price, a reading, a language): with one of
 * them replaced by a hostile value, the call gets as far as the action reads that argument.
 */
const PLAUSIBLE = ['1000', 'bonus_100_21', 'en'] as const

/**
 * A form's usual fields: enough to get each form action past its first checks (a stock number
 * the console pages accept, a lead type, an intent) to where it reads its previous state. No
 * email: no case may make a lead or a subscription, which the api would count and mail.
 */
const USUAL_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['locale', 'en'],
  ['stockNumber', 'FUZZ-1'],
  ['type', 'name_your_price'],
  ['intent', 'save'],
  ['id', '1'],
  ['console', 'admin'],
  ['op', 'pause'],
]

/**
 * An action call as React encodes one with a form: the form's fields as `$K1`, then `args` as
 * part 0. In that order: the decoder reads part 0 as it arrives, and a `$K1` read before its
 * fields came is an empty form.
 */
export function withForm(args: unknown[], fields: ReadonlyArray<readonly [string, string | Blob]>) {
  const form = new FormData()
  for (const [k, v] of fields) form.append(formField(1, k), v)
  form.append('0', JSON.stringify(args))
  return form
}

/** An action call to the page that serves the action, as a page's script sends it. */
export function actionCall(
  baseURL: string,
  { id, name, page }: { id: string; name: string; page: string },
  label: string,
  body: string | FormData,
): FuzzCase {
  return {
    label: `${name}: ${label}`,
    method: 'POST',
    path: page,
    headers: {
      'next-action': id,
      origin: baseURL,
      ...(body instanceof FormData ? {} : { 'content-type': 'text/plain;charset=UTF-8' }),
    },
    body,
  }
}

/**
 * Issue 31, finding 5: every action of the build gets each hostile argument at each position,
 * the others plausible. An action parses what it is given before reading it: the answer is its
 * failure, a redirect or a 400.
 */
export function positionCases(baseURL: string, distDir: string): FuzzCase[] {
  return serverActions(distDir).flatMap((action) =>
    HOSTILE_ARGUMENTS.flatMap(([label, value]) =>
      PLAUSIBLE.map((_, p) =>
        actionCall(
          baseURL,
          action,
          `argument ${p + 1} ${label}`,
          JSON.stringify(PLAUSIBLE.map((v, i) => (i === p ? value : v))),
        ),
      ),
    ),
  )
}

/**
 * The same for the form actions' other argument, their previous state (each hostile value as the
 * state, and as each of its fields), with a form that gets past their first checks; and forms no
 * page posts.
 */
export function formCases(baseURL: string, distDir: string): FuzzCase[] {
  return serverActions(distDir).flatMap((action) => [
    ...HOSTILE_ARGUMENTS.flatMap(([label, value]) => {
      const state = Object.fromEntries(STATE_FIELDS.map((k) => [k, value]))
      return [
        actionCall(
          baseURL,
          action,
          `previous state ${label}`,
          withForm([value, '$K1'], USUAL_FIELDS),
        ),
        actionCall(
          baseURL,
          action,
          `every previous state field ${label}`,
          withForm([state, '$K1'], USUAL_FIELDS),
        ),
      ]
    }),
    ...ODD_FORMS.map(([label, fields]) =>
      actionCall(
        baseURL,
        action,
        `a form with ${label}`,
        withForm([{}, '$K1'], [...USUAL_FIELDS, ...fields]),
      ),
    ),
  ])
}
