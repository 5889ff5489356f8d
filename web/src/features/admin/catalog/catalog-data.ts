import { ADMIN_LOG_MAX_PAGE, adminPage } from '@ironyard/contract/admin-console'
import {
  AdminCategoriesDocument,
  AdminMakesDocument,
  AdminModelsDocument,
  AdminSweepstakesEntriesDocument,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { gql } from '@/lib/api-client'

type Raw = Record<string, string | string[] | undefined>

/** One query-string value, trimmed and bounded; undefined when absent or empty. */
export function param(raw: Raw, key: string, max = 100): string | undefined {
  const v = raw[key]
  const s = (Array.isArray(v) ? v[0] : v)?.trim()
  return s ? s.slice(0, max) : undefined
}

/** A page number from the URL: 1 unless it is a whole number from 1 to the deepest page. */
export function pageParam(raw: Raw): number {
  return adminPage(param(raw, 'page'), ADMIN_LOG_MAX_PAGE)
}

/** The directory's first-letter filter: A-Z or '#'. */
export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const

export interface MakesFilter {
  q?: string
  letter?: string
  page: number
}

/** The makes table's filter from its URL (a GET form): unknown values are dropped, not refused. */
export function makesFilterFromParams(raw: Raw): MakesFilter {
  const letter = param(raw, 'letter', 1)?.toUpperCase()
  return {
    q: param(raw, 'q'),
    letter: letter && (LETTERS as readonly string[]).includes(letter) ? letter : undefined,
    page: pageParam(raw),
  }
}

/** A console URL with a filter's values (empty ones left out) and a page. */
export function filterHref(base: string, values: Record<string, string | undefined>, page = 1) {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(values)) if (v) q.set(k, v)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return s ? `${base}?${s}` : base
}

/** A contest name as the entry form stores it (`2026-11`); anything else is dropped. */
export function contestParam(raw: Raw): string | undefined {
  const c = param(raw, 'contest', 40)
  return c && /^[\w.-]+$/.test(c) ? c : undefined
}

/**
 * Move one slug a place up or down in an order; the same order when it cannot move (first up,
 * last down) or is not there.
 */
export function moveSlug(order: readonly string[], slug: string, dir: 'up' | 'down'): string[] {
  const i = order.indexOf(slug)
  const j = dir === 'up' ? i - 1 : i + 1
  if (i < 0 || j < 0 || j >= order.length) return [...order]
  const next = [...order]
  ;[next[i], next[j]] = [next[j], next[i]]
  return next
}

/** "Komatsu, Komatsu Ltd ," -> ['Komatsu', 'Komatsu Ltd']: aliases as typed, one per comma. */
export function splitAliases(typed: string): string[] {
  return [
    ...new Set(
      typed
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20)
}

/** A year as typed: null when empty, -1 (refused by the api, by name) when not a whole number. */
export function yearInput(typed: string): number | null {
  const clean = typed.trim()
  if (!clean) return null
  return /^\d{4}$/.test(clean) ? Number(clean) : -1
}

const opts = (locale: Locale) => ({ locale, session: true }) as const

export async function getAdminCategories(locale: Locale) {
  return (await gql(AdminCategoriesDocument, {}, opts(locale))).adminCategories
}
export type AdminCategoriesData = Awaited<ReturnType<typeof getAdminCategories>>

export async function getAdminMakes(filter: MakesFilter, locale: Locale) {
  return (await gql(AdminMakesDocument, { filter }, opts(locale))).adminMakes
}
export type AdminMakesData = Awaited<ReturnType<typeof getAdminMakes>>

export async function getAdminModels(
  filter: { makeSlug: string; q?: string; page: number },
  locale: Locale,
) {
  return (await gql(AdminModelsDocument, { filter }, opts(locale))).adminModels
}
export type AdminModelsData = Awaited<ReturnType<typeof getAdminModels>>

export async function getSweepstakesEntries(
  filter: { contest?: string; page: number },
  locale: Locale,
) {
  return (
    await gql(
      AdminSweepstakesEntriesDocument,
      { contest: filter.contest ?? null, page: filter.page },
      opts(locale),
    )
  ).adminSweepstakesEntries
}
export type SweepstakesData = Awaited<ReturnType<typeof getSweepstakesEntries>>
