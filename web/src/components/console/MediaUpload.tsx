'use client'

import { useRouter } from 'next/navigation'
import { UploadField, type UploadTexts } from './UploadField'

/**
 * An UploadField of the media page: photos (many) or one document kind (one PDF); the page's
 * data reloads after a batch with a success.
 */
export function MediaUpload({
  target,
  texts,
  accept,
  multiple,
  maxBytes,
  disabled,
}: {
  /** The web route the files go to (a photo or document upload route). */
  target: string
  texts: UploadTexts
  accept: string
  multiple?: boolean
  maxBytes: number
  disabled?: boolean
}) {
  const router = useRouter()
  return (
    <UploadField
      texts={texts}
      accept={accept}
      multiple={multiple}
      maxBytes={maxBytes}
      disabled={disabled}
      url={() => target}
      onUploaded={() => router.refresh()}
    />
  )
}
