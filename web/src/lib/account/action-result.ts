import { ApiError } from '@/lib/api-client'

export interface FieldError {
  path: string
  /** Spec §5 key, e.g. `validation.firstNameRequired` (the `account` namespace has it). */
  key: string
  /** The api's text in the request's language, when the web has no key for it. */
  message: string
}

/** What an account server action answers: never an exception the page would have to catch. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; code: string; fields: FieldError[] }

export function actionFailure(e: unknown): { ok: false; code: string; fields: FieldError[] } {
  if (e instanceof ApiError) return { ok: false, code: e.code, fields: e.fields }
  return { ok: false, code: 'INTERNAL', fields: [] }
}
