'use client'

import { useId, type RefObject } from 'react'
import styles from './Form.module.css'

export interface ConfirmTexts {
  title: string
  /** What will happen, in plain words ("The old address /x will redirect to /y"). */
  message: string
  confirm: string
  cancel: string
}

/**
 * A native <dialog> that asks before a change with consequences and says what will happen. The
 * opener calls `dialogRef.current.showModal()`; the browser moves focus into it, Escape cancels
 * and focus goes back to the opener. Confirm runs `onConfirm`.
 */
export function ConfirmDialog({
  dialogRef,
  texts,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>
  texts: ConfirmTexts
  onConfirm: () => void
}) {
  const titleId = useId()
  const messageId = useId()
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <h2 id={titleId}>{texts.title}</h2>
      <p id={messageId}>{texts.message}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            dialogRef.current?.close()
            onConfirm()
          }}
        >
          {texts.confirm}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice is focused first
          autoFocus
          onClick={() => dialogRef.current?.close()}
        >
          {texts.cancel}
        </button>
      </div>
    </dialog>
  )
}
