import { redirect } from 'next/navigation'
import { actionFailure, type ActionFailure } from './action-result'

/** A console form's answer when the api refused: the values typed, and the refusal. */
export interface RefusedForm {
  values: Record<string, string>
  result: ActionFailure
}

/**
 * The shape of a console form's server action after its arguments are read: `write` calls the api
 * and answers the page to open then (`afterWrite` runs first, e.g. to drop cached queries); a
 * refusal (or any error the api client throws) comes back with the values typed and the api's
 * field errors, through the one error mapper. The redirect is outside the catch: Next's redirect
 * is a throw the action must let through.
 */
export async function writeThenRedirect(
  typed: Record<string, string>,
  write: () => Promise<string>,
  afterWrite?: () => void,
): Promise<RefusedForm> {
  let to: string
  try {
    to = await write()
  } catch (e) {
    return { values: typed, result: actionFailure(e) }
  }
  afterWrite?.()
  redirect(to)
}
