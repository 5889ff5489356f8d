import { createHash, timingSafeEqual } from 'node:crypto'
import type { Env } from '../../lib/env'
import { AppError } from '../../lib/errors'

/** Spec §7: the published version (everyone) or the draft version (an editor's preview). */
export type ContentVersion = 'published' | 'draft'

const digest = (s: string) => createHash('sha256').update(s).digest()

/**
 * No token: the published version. A token: the draft version, but only when it equals the
 * server's CONTENT_PREVIEW_TOKEN (compared in constant time); with no token configured, or a wrong
 * one, the answer is FORBIDDEN, so drafts never reach a visitor who guesses.
 */
export function resolveContentVersion(
  env: Pick<Env, 'CONTENT_PREVIEW_TOKEN'>,
  previewToken: string | null | undefined,
): ContentVersion {
  if (previewToken === undefined || previewToken === null || previewToken === '') {
    return 'published'
  }
  const expected = env.CONTENT_PREVIEW_TOKEN
  if (!expected || !timingSafeEqual(digest(previewToken), digest(expected))) {
    throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.previewToken' })
  }
  return 'draft'
}
