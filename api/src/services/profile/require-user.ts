import type { CurrentUser } from '../../context'
import { AppError } from '../../lib/errors'

/**
 * Account services check the caller themselves (not only the @requireAuth directive), so a REST
 * handler or a job calling them by mistake cannot act for nobody. Returns the caller's user id:
 * every account query is scoped to it.
 */
export function requireUserId(currentUser: Pick<CurrentUser, 'id'> | null | undefined): string {
  if (!currentUser?.id)
    throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:auth.signInRequired' })
  return currentUser.id
}
