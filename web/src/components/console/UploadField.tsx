'use client'

import { useId, useRef, useState, type DragEvent } from 'react'
import styles from './Upload.module.css'

export interface UploadTexts {
  /** The field's visible label ("Add photos"). */
  label: string
  /** What it takes ("JPEG, PNG, WebP or AVIF, up to 20 MB each"). */
  hint: string
  /** The button that opens the file picker. */
  choose: string
  /** Said in the drop zone. */
  drop: string
  uploading: string
  done: string
  /** Shown when the server gave no message of its own. */
  failed: string
  /** A file over the limit, refused before sending ({{name}}). */
  tooLarge: string
}

type FileState = {
  key: string
  name: string
  status: 'queued' | 'uploading' | 'done' | 'failed'
  /** 0..100 while uploading. */
  progress: number
  message?: string
}

/** Send one file as the request body; resolves with the status and the server's message, if any. */
function send(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ ok: boolean; message?: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('content-type', 'application/octet-stream')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onload = () => {
      let message: string | undefined
      try {
        message = (JSON.parse(xhr.responseText) as { error?: { message?: string } }).error?.message
      } catch {
        message = undefined
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, message })
    }
    xhr.onerror = () => resolve({ ok: false })
    xhr.send(file)
  })
}

/**
 * The console's upload piece (issue 14), shared by photos and documents: a file picker (a real
 * button, keyboard first) and a drop zone, one or many files, sent one after the other to
 * `url(file)` as the request body, each with its progress and result announced politely. Files
 * over `maxBytes` are refused before they are sent. `onUploaded` runs once a batch had a success
 * (the page reloads its data).
 */
export function UploadField({
  texts,
  accept,
  multiple = false,
  maxBytes,
  url,
  disabled = false,
  onUploaded,
}: {
  texts: UploadTexts
  accept: string
  multiple?: boolean
  maxBytes: number
  url: (file: File) => string
  disabled?: boolean
  onUploaded?: () => void
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<FileState[]>([])
  const [over, setOver] = useState(false)
  const [busy, setBusy] = useState(false)

  const update = (key: string, patch: Partial<FileState>) =>
    setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...patch } : f)))

  async function upload(list: File[]) {
    if (disabled || busy || !list.length) return
    const chosen = multiple ? list : list.slice(0, 1)
    const stamp = Date.now()
    const queued: Array<FileState & { file: File }> = chosen.map((file, i) => ({
      key: `${stamp}-${i}`,
      name: file.name,
      status: 'queued',
      progress: 0,
      file,
    }))
    setFiles(queued.map(({ file: _f, ...s }) => s))
    setBusy(true)
    let anyDone = false
    for (const q of queued) {
      if (q.file.size > maxBytes) {
        update(q.key, { status: 'failed', message: texts.tooLarge.replace('{{name}}', q.name) })
        continue
      }
      update(q.key, { status: 'uploading' })
      const result = await send(url(q.file), q.file, (progress) => update(q.key, { progress }))
      if (result.ok) anyDone = true
      update(q.key, {
        status: result.ok ? 'done' : 'failed',
        progress: result.ok ? 100 : 0,
        message: result.ok ? undefined : (result.message ?? texts.failed),
      })
    }
    setBusy(false)
    if (input.current) input.current.value = ''
    if (anyDone) onUploaded?.()
  }

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault()
    setOver(false)
    void upload(Array.from(e.dataTransfer.files))
  }

  return (
    <div
      className={styles.dropZone}
      data-over={over || undefined}
      data-disabled={disabled || undefined}
      onDragOver={(e) => {
        e.preventDefault()
        if (!disabled) setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={id} className={styles.uploadLabel}>
        {texts.label}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {texts.hint} {texts.drop}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        // In the page for assistive technology; the button opens it.
        className="visually-hidden"
        accept={accept}
        multiple={multiple}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void upload(Array.from(e.currentTarget.files ?? []))}
      />
      <button
        type="button"
        className="btn btn-secondary"
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? texts.uploading : texts.choose}
      </button>
      {files.length ? (
        <ul className={styles.results} aria-live="polite">
          {files.map((f) => (
            <li key={f.key} data-status={f.status}>
              <span className={styles.fileName}>{f.name}</span>{' '}
              {f.status === 'uploading' ? (
                <progress max={100} value={f.progress} aria-label={`${texts.uploading} ${f.name}`}>
                  {f.progress}%
                </progress>
              ) : null}
              {f.status === 'done' ? <span>{texts.done}</span> : null}
              {f.status === 'failed' ? <span role="alert">{f.message}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
