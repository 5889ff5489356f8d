'use client'

import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react'
import { HiddenFields } from './ConfirmStep'
import styles from './Photos.module.css'

/** What the reorder handle says, in the page's language ({{n}}: the photo's number). */
export interface PhotoOrderTexts {
  /** The handle's visible text ("Move"). */
  handle: string
  /** Its accessible name: "Move photo {{n}}" (starts with the visible text). */
  handleLabel: string
  /** How to use it: Space, arrows, Space again, Escape; or drag. */
  instructions: string
  /** "Photo {{n}} picked up: place {{position}} of {{total}}." */
  grabbed: string
  /** "Place {{position}} of {{total}}." */
  moved: string
  /** "Photo {{n}} dropped at place {{position}} of {{total}}. Saving…" */
  dropped: string
  /** "Move cancelled: photo {{n}} is back at place {{position}}." */
  cancelled: string
}

export interface PhotoOrderItem {
  id: string
  /** The photo's number as the page names it now (its place from 1). */
  n: number
  /** What the photo's tile shows (photo, its buttons and forms), rendered by the page. */
  content: ReactNode
}

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''))

/** Where `id` lands when moved one place `by` (-1 earlier, +1 later): the new order. */
export function moveBy(order: readonly string[], id: string, by: number): string[] {
  const from = order.indexOf(id)
  const to = Math.min(order.length - 1, Math.max(0, from + by))
  if (from < 0 || from === to) return [...order]
  return moveTo(order, id, to)
}

/** The order with `id` taken out and put at index `to`. */
export function moveTo(order: readonly string[], id: string, to: number): string[] {
  const next = order.filter((x) => x !== id)
  next.splice(Math.min(Math.max(0, to), next.length), 0, id)
  return next
}

const subscribeNothing = () => () => {}

/**
 * A listing's photos in order, each tile with a handle to move it (issue 36, point 10): drag it
 * with a mouse, a finger or a pen (pointer events), or with the keyboard: Space (or Enter) picks
 * the photo up, the arrow keys move it, Space drops it and Escape puts it back; a live region says
 * where it is at each step. A drop saves the whole new order through `action` (the page's
 * reorder form post, idempotent; the database decides between two reorders at once). The tiles'
 * own "Move earlier" / "Move later" forms stay the way without JavaScript: the handle only
 * appears once the page runs scripts.
 */
export function PhotoOrder({
  items,
  action,
  hidden,
  texts,
  className,
  itemClassName,
}: {
  items: PhotoOrderItem[]
  action: (form: FormData) => void | Promise<void>
  /** The reorder form's hidden fields (locale, console, stock number). */
  hidden: Record<string, string>
  texts: PhotoOrderTexts
  className?: string
  itemClassName?: string
}) {
  const ids = items.map((i) => i.id)
  const key = ids.join(',')
  // The handle needs scripts and something to move past.
  const movable =
    useSyncExternalStore(
      subscribeNothing,
      () => true,
      () => false,
    ) && items.length > 1
  const [order, setOrder] = useState<string[]>(ids)
  // The page's order changed (a save came back, someone else's change): start from it again.
  const [seen, setSeen] = useState(key)
  if (seen !== key) {
    setSeen(key)
    setOrder(ids)
  }
  /** The photo picked up with the keyboard, and the order it had then (Escape restores it). */
  const [grabbed, setGrabbed] = useState<{ id: string; from: string[] } | null>(null)
  const [dragging, setDragging] = useState<{ id: string; from: string[] } | null>(null)
  const [said, setSaid] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const orderRef = useRef<HTMLInputElement>(null)
  const handles = useRef(new Map<string, HTMLButtonElement>())
  const instructionsId = useId()
  const byId = new Map(items.map((i) => [i.id, i]))
  const total = order.length

  // A tile moved in the DOM loses the focus in some browsers: give it back to the moving handle.
  useEffect(() => {
    if (!grabbed) return
    const handle = handles.current.get(grabbed.id)
    if (handle && document.activeElement !== handle) handle.focus()
  }, [grabbed, order])

  const nOf = (id: string) => byId.get(id)?.n ?? 0
  const placeOf = (list: readonly string[], id: string) => list.indexOf(id) + 1

  const save = (next: string[], from: readonly string[], id: string) => {
    if (next.join(',') === from.join(',')) return false
    setSaid(fill(texts.dropped, { n: nOf(id), position: placeOf(next, id), total }))
    if (orderRef.current) orderRef.current.value = next.join(',')
    formRef.current?.requestSubmit()
    return true
  }

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const pressed = e.key
    if (pressed === ' ' || pressed === 'Enter') {
      e.preventDefault()
      if (!grabbed) {
        setGrabbed({ id, from: order })
        setSaid(fill(texts.grabbed, { n: nOf(id), position: placeOf(order, id), total }))
        return
      }
      setGrabbed(null)
      if (!save(order, grabbed.from, grabbed.id))
        setSaid(fill(texts.cancelled, { n: nOf(id), position: placeOf(order, id) }))
      return
    }
    if (!grabbed || grabbed.id !== id) return
    if (pressed === 'Escape') {
      e.preventDefault()
      setOrder(grabbed.from)
      setGrabbed(null)
      setSaid(fill(texts.cancelled, { n: nOf(id), position: placeOf(grabbed.from, id) }))
      return
    }
    const by =
      pressed === 'ArrowUp' || pressed === 'ArrowLeft'
        ? -1
        : pressed === 'ArrowDown' || pressed === 'ArrowRight'
          ? 1
          : pressed === 'Home'
            ? -total
            : pressed === 'End'
              ? total
              : 0
    if (!by) return
    e.preventDefault()
    const next = moveBy(order, id, by)
    setOrder(next)
    setSaid(fill(texts.moved, { position: placeOf(next, id), total }))
  }

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>, id: string) => {
    if (e.button !== 0 || grabbed) return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    setDragging({ id, from: order })
  }
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!dragging) return
    const over = document
      .elementFromPoint?.(e.clientX, e.clientY)
      ?.closest<HTMLElement>('[data-photo-id]')
    const target = over?.dataset.photoId
    if (!target || target === dragging.id) return
    const next = moveTo(order, dragging.id, order.indexOf(target))
    setOrder(next)
    setSaid(fill(texts.moved, { position: placeOf(next, dragging.id), total }))
  }
  const onPointerUp = () => {
    if (!dragging) return
    setDragging(null)
    save(order, dragging.from, dragging.id)
  }
  const onPointerCancel = () => {
    if (!dragging) return
    setOrder(dragging.from)
    setDragging(null)
  }

  return (
    <>
      {movable ? (
        <p id={instructionsId} className={styles.instructions}>
          {texts.instructions}
        </p>
      ) : null}
      <ol className={className}>
        {order.map((id) => {
          const item = byId.get(id)
          if (!item) return null
          const moving = grabbed?.id === id || dragging?.id === id
          return (
            <li
              key={id}
              className={[itemClassName, moving ? styles.moving : ''].filter(Boolean).join(' ')}
              data-photo-id={id}
              data-moving={moving || undefined}
            >
              {movable ? (
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.handle}`}
                  ref={(el) => {
                    if (el) handles.current.set(id, el)
                    else handles.current.delete(id)
                  }}
                  aria-label={fill(texts.handleLabel, { n: item.n })}
                  aria-describedby={instructionsId}
                  aria-pressed={grabbed?.id === id}
                  onKeyDown={(e) => onKeyDown(e, id)}
                  onBlur={(e) => {
                    // Focus taken elsewhere by the user (not a tile moving): put the photo back.
                    if (grabbed?.id === id && e.relatedTarget) {
                      setOrder(grabbed.from)
                      setGrabbed(null)
                      setSaid(
                        fill(texts.cancelled, { n: item.n, position: placeOf(grabbed.from, id) }),
                      )
                    }
                  }}
                  onPointerDown={(e) => onPointerDown(e, id)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerCancel}
                >
                  <span aria-hidden="true" className={styles.grip}>
                    ⠿
                  </span>{' '}
                  {texts.handle}
                </button>
              ) : null}
              {item.content}
            </li>
          )
        })}
      </ol>
      {/* A live region (not a `status` role: the section's own notice is the page's status). */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-photo-order-live="">
        {said}
      </p>
      <form ref={formRef} action={action} hidden>
        <HiddenFields values={hidden} />
        <input ref={orderRef} type="hidden" name="order" defaultValue={key} />
      </form>
    </>
  )
}
