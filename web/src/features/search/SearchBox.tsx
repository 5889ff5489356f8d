'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useEarlyInput } from '@/components/ui/use-early-input'
import { readRecentSearches, type RecentSearch } from '@/features/search/recent-searches'
import styles from './SearchBox.module.css'

export interface SuggestionOption {
  phrase: string
  href: string
  count: number
}

export interface PopularOption {
  text: string
  href: string
}

interface Option {
  id: string
  label: string
  href: string
  group: 'suggestions' | 'recent' | 'popular'
  count?: number
}

export interface SearchBoxProps {
  /** Where the text is searched (the localized /equipment, or a landing page). */
  action: string
  locale: string
  defaultValue?: string
  /** On the search page the box belongs to the filters form, so filters are kept. */
  formId?: string
  popular?: PopularOption[]
  /** Endpoint answering [{phrase, href, count}] for ?q=&locale= */
  suggestUrl?: string
  size?: 'large' | 'normal'
}

const DEBOUNCE_MS = 120

/**
 * The search text box: suggestions as you type (typo tolerant, from the api), and, when empty,
 * this browser's recent searches and the site's popular ones. A combobox per WAI-ARIA: arrows
 * move, Enter opens the highlighted entry (or searches the text), Escape closes.
 */
export function SearchBox({
  action,
  locale,
  defaultValue = '',
  formId,
  popular = [],
  suggestUrl = '/api/suggestions',
  size = 'normal',
}: SearchBoxProps) {
  const { t } = useTranslation('search')
  const router = useRouter()
  const uid = useId()
  const formRef = useRef<HTMLFormElement>(null)
  useEarlyInput(formRef)
  const listId = `${uid}-list`
  const [value, setValue] = useState(defaultValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [suggestions, setSuggestions] = useState<SuggestionOption[]>([])
  const [recent, setRecent] = useState<RecentSearch[]>([])
  // The text whose suggestions are being fetched, or were fetched: the box says "looking" while
  // a request is out and there is nothing to show yet, and "none" when it found nothing.
  const [lookup, setLookup] = useState<{ q: string; done: boolean } | null>(null)
  const abort = useRef<AbortController | null>(null)

  // A new search (the page's `q`) replaces the text; settled while rendering, not after.
  const [shownDefault, setShownDefault] = useState(defaultValue)
  if (shownDefault !== defaultValue) {
    setShownDefault(defaultValue)
    setValue(defaultValue)
  }

  // Closed, or too short to ask: no suggestions and nothing being looked up.
  const asking = open && value.trim().length >= 2
  if (!asking && (suggestions.length > 0 || lookup !== null)) {
    setSuggestions([])
    setLookup(null)
  }

  useEffect(() => {
    const q = value.trim()
    if (!asking) return
    const timer = setTimeout(async () => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      setLookup({ q, done: false })
      try {
        const res = await fetch(
          `${suggestUrl}?q=${encodeURIComponent(q)}&locale=${encodeURIComponent(locale)}`,
          { signal: controller.signal },
        )
        if (!res.ok) {
          setLookup(null)
          return
        }
        const list = (await res.json()) as SuggestionOption[]
        if (!controller.signal.aborted) {
          setSuggestions(list)
          setActive(-1)
          setLookup({ q, done: true })
        }
      } catch {
        // Aborted or offline: keep the previous suggestions, say nothing about this text.
        if (!controller.signal.aborted) setLookup(null)
      }
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, asking, locale, suggestUrl])

  const empty = value.trim().length === 0
  const options: Option[] = empty
    ? [
        ...recent.map((r, i) => ({
          id: `${uid}-r${i}`,
          label: r.label,
          href: r.href,
          group: 'recent' as const,
        })),
        ...popular.map((p, i) => ({
          id: `${uid}-p${i}`,
          label: p.text,
          href: p.href,
          group: 'popular' as const,
        })),
      ]
    : suggestions.map((s, i) => ({
        id: `${uid}-s${i}`,
        label: s.phrase,
        href: s.href,
        count: s.count,
        group: 'suggestions' as const,
      }))
  const expanded = open && options.length > 0
  const typed = value.trim()
  const status =
    open && !empty && !options.length && lookup?.q === typed
      ? lookup.done
        ? t('box.noSuggestions', { q: typed })
        : t('box.loading')
      : ''

  const choose = (option: Option) => {
    setOpen(false)
    setValue(option.group === 'suggestions' ? option.label : value)
    router.push(option.href)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setOpen(true)
      setActive((a) => (options.length ? (a + 1) % options.length : -1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => (options.length ? (a <= 0 ? options.length - 1 : a - 1) : -1))
    } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
      e.preventDefault()
      choose(options[active])
    } else if (e.key === 'Enter') {
      // The form searches the text: the list closes and a lookup still out is dropped, so no
      // suggestions stay open over the results (issue 16, defect 5).
      abort.current?.abort()
      setOpen(false)
      setActive(-1)
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const groups: Array<Option['group']> = ['suggestions', 'recent', 'popular']
  const input = (
    <input
      id={`${uid}-input`}
      className={`${styles.input} ${size === 'large' ? styles.large : ''}`}
      type="search"
      name="q"
      form={formId}
      value={value}
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      placeholder={t('box.placeholder')}
      role="combobox"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-autocomplete="list"
      aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
      onChange={(e) => {
        setValue(e.target.value)
        setOpen(true)
        setActive(-1)
      }}
      onFocus={() => {
        setRecent(readRecentSearches())
        setOpen(true)
      }}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
    />
  )

  const body = (
    <div className={styles.wrap}>
      <label className="visually-hidden" htmlFor={`${uid}-input`}>
        {t('box.label')}
      </label>
      {/* The magnifier is the field's CSS (`.field::before`): no SVG tree (issue 18). */}
      <div className={styles.field}>
        {input}
        <button type="submit" form={formId} className={`btn ${styles.submit}`}>
          {t('box.submit')}
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('box.suggestionsLabel')}
        className={styles.list}
        hidden={!expanded}
      >
        {groups.map((group) => {
          const items = options.filter((o) => o.group === group)
          if (!items.length) return null
          return (
            <li key={group} role="presentation">
              <p className={styles.group} aria-hidden="true">
                {t(`box.group.${group}`)}
              </p>
              <ul role="group" aria-label={t(`box.group.${group}`)} className={styles.groupList}>
                {items.map((o) => {
                  const index = options.indexOf(o)
                  return (
                    <li
                      key={o.id}
                      id={o.id}
                      role="option"
                      aria-selected={index === active}
                      className={styles.option}
                      // mousedown, not click: it runs before the input's blur closes the list.
                      onMouseDown={(e) => {
                        e.preventDefault()
                        choose(o)
                      }}
                      onMouseEnter={() => setActive(index)}
                    >
                      <span>{o.label}</span>
                      {o.count !== undefined ? (
                        <span className={styles.count}>
                          {t('box.resultCount', { count: o.count })}
                        </span>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            </li>
          )
        })}
      </ul>
      <p role="status" className={status ? styles.status : 'visually-hidden'}>
        {status}
      </p>
    </div>
  )

  if (formId) return body
  return (
    <form
      ref={formRef}
      action={action}
      method="get"
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        const q = value.trim()
        router.push(q ? `${action}?q=${encodeURIComponent(q)}` : action)
      }}
    >
      {body}
    </form>
  )
}
