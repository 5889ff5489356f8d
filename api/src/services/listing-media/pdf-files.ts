import { MAX_UPLOAD_BYTES } from '@ironyard/contract/admin-media'
import { AppError } from '../../lib/errors'
import { tooLarge } from './photo-files'

/** A PDF starts with `%PDF-` (the name and the declared type of an upload are never believed). */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-'

/**
 * The pages of a PDF, counted as its `/Type /Page` objects (not `/Pages`, the tree's nodes). A
 * file that keeps its objects in compressed streams shows none: it counts as one page. Capped at
 * what the table holds.
 */
export function countPdfPages(bytes: Buffer): number {
  const text = bytes.toString('latin1')
  const found = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0
  return Math.min(Math.max(found, 1), 32_767)
}

/** Refuse anything but a PDF of at most 20 MB. */
export function checkPdf(bytes: Buffer): { pages: number } {
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge()
  if (!isPdf(bytes)) throw new AppError('VALIDATION', { messageKey: 'media:document.notPdf' })
  return { pages: countPdfPages(bytes) }
}
