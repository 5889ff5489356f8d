'use server'

import { redirect } from 'next/navigation'
import {
  CreateCategoryDocument,
  CreateMakeDocument,
  CreateModelDocument,
  HideCategoryDocument,
  ReorderCategoriesDocument,
  ShowCategoryDocument,
  UpdateCategoryDocument,
  UpdateMakeDocument,
  UpdateModelDocument,
} from '@/graphql/__generated__/graphql'
import type { Locale } from '@/i18n/settings'
import { formDataArg, stateArg, formLocale, formText } from '@/lib/action-input'
import { writeThenRedirect } from '@/lib/action-redirect'
import { forgetCachedQueries, gql } from '@/lib/api-client'
import { isApiError } from '@/lib/api-errors'
import { localePath } from '@/lib/paths'
import type { ConsoleFormState } from '@/components/console/form-state'
import { getAdminCategories, moveSlug, splitAliases, yearInput } from './catalog-data'
import { treeHref } from './slug-change'

const text = (form: FormData, key: string, max = 2000): string => formText(form, key, max)
const localeOf = formLocale
const values = (form: FormData, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, text(form, k)]))
const SLUG = /^[a-z0-9-]{1,100}$/
const opts = (locale: Locale) => ({ locale, session: true }) as const
/** The tree with the row in view (its category's subcategories open), or just the outcome. */
const treeAfter = (
  locale: Locale,
  done: string,
  slug: string,
  parentSlug?: string | null,
  more: Record<string, string> = {},
) => {
  const base = localePath(locale, '/admin/categories')
  return SLUG.test(slug) && (!parentSlug || SLUG.test(parentSlug))
    ? treeHref(base, { done, ...more }, slug, parentSlug)
    : `${base}?done=${done}`
}

const save = (typed: Record<string, string>, write: () => Promise<string>) =>
  writeThenRedirect(typed, write, forgetCachedQueries)

/** Create a category or subcategory, or edit one (mode=update, with its current slug). */
export async function saveCategoryAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const v = values(form, ['slug', 'name', 'nameEs', 'parentSlug', 'groupSlug', 'current', 'mode'])
  const parentSlug = v.parentSlug || null
  return save(v, async () => {
    if (v.mode === 'update') {
      const { updateCategory } = await gql(
        UpdateCategoryDocument,
        {
          slug: v.current,
          parentSlug,
          input: { slug: v.slug, name: v.name, nameEs: v.nameEs },
        },
        opts(locale),
      )
      return treeAfter(locale, 'saved', updateCategory.slug, updateCategory.parentSlug)
    }
    const { createCategory } = await gql(
      CreateCategoryDocument,
      {
        input: {
          slug: v.slug,
          name: v.name,
          nameEs: v.nameEs,
          parentSlug,
          groupSlug: v.groupSlug || null,
        },
      },
      opts(locale),
    )
    return treeAfter(locale, 'created', createCategory.slug, createCategory.parentSlug)
  })
}

/**
 * The tree's up/down buttons (plain form posts, no JavaScript needed): the level's current order
 * with one entry moved, sent whole so the api can check nothing was dropped.
 */
export async function moveCategoryAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const slug = text(form, 'slug', 100)
  const parentSlug = text(form, 'parentSlug', 100) || null
  const dir = text(form, 'dir') === 'up' ? 'up' : 'down'
  let outcome = 'moved'
  try {
    const tree = await getAdminCategories(locale)
    const level = parentSlug ? (tree.find((c) => c.slug === parentSlug)?.subcategories ?? []) : tree
    const order = level.map((c) => c.slug)
    const next = moveSlug(order, slug, dir)
    if (next.join() !== order.join()) {
      await gql(ReorderCategoriesDocument, { parentSlug, slugs: next }, opts(locale))
      forgetCachedQueries()
    }
  } catch (e) {
    if (!isApiError(e)) throw e
    outcome = 'moveFailed'
  }
  redirect(treeAfter(locale, outcome, slug, parentSlug))
}

/**
 * A tree row's Hide / Show step (issue 36; a plain form post from its confirmation). A hide the
 * api refuses because machines are for sale there comes back saying how many (the tree's count).
 */
export async function categoryVisibilityAction(formArg: FormData): Promise<void> {
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const slug = text(form, 'slug', 100)
  const parentSlug = text(form, 'parentSlug', 100) || null
  const hide = text(form, 'step', 10) === 'hide'
  let to: string
  try {
    if (hide) await gql(HideCategoryDocument, { slug, parentSlug }, opts(locale))
    else await gql(ShowCategoryDocument, { slug, parentSlug }, opts(locale))
    forgetCachedQueries()
    to = treeAfter(locale, hide ? 'hidden' : 'shown', slug, parentSlug)
  } catch (e) {
    if (!isApiError(e, 'CONFLICT', 'NOT_FOUND', 'VALIDATION')) throw e
    const count = isApiError(e, 'CONFLICT') ? await forSaleCount(locale, slug, parentSlug) : 0
    to = count
      ? treeAfter(locale, 'hideRefused', slug, parentSlug, { count: String(count) })
      : treeAfter(locale, 'visibilityFailed', slug, parentSlug)
  }
  redirect(to)
}

/** Machines for sale under a row, as the tree counts them (at least 1: the api just said so). */
async function forSaleCount(locale: Locale, slug: string, parentSlug: string | null) {
  const tree = await getAdminCategories(locale)
  const level = parentSlug ? (tree.find((c) => c.slug === parentSlug)?.subcategories ?? []) : tree
  return Math.max(1, level.find((c) => c.slug === slug)?.listingCount ?? 0)
}

/** Create a make (then its page opens), or edit one (mode=update). */
export async function saveMakeAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const v = values(form, ['name', 'slug', 'aliases', 'parentCompany', 'current', 'mode'])
  const featured = form.get('featured') === 'on'
  return save({ ...v, featured: featured ? 'on' : '' }, async () => {
    const input = {
      name: v.name,
      slug: v.slug || null,
      aliases: splitAliases(v.aliases),
      parentCompany: v.parentCompany || null,
      featured,
    }
    const slug =
      v.mode === 'update'
        ? (
            await gql(
              UpdateMakeDocument,
              { slug: v.current, input: { ...input, slug: v.slug || v.current } },
              opts(locale),
            )
          ).updateMake.slug
        : (await gql(CreateMakeDocument, { input }, opts(locale))).createMake.slug
    const done = v.mode === 'update' ? 'saved' : 'created'
    return `${localePath(locale, `/admin/makes/${encodeURIComponent(slug)}`)}?done=${done}`
  })
}

/** Create a model of a make, or edit one (mode=update, by id). */
export async function saveModelAction(
  prevArg: ConsoleFormState,
  formArg: FormData,
): Promise<ConsoleFormState> {
  stateArg(prevArg)
  const form = formDataArg(formArg)
  const locale = localeOf(form)
  const v = values(form, [
    'makeSlug',
    'id',
    'mode',
    'name',
    'slug',
    'categorySlug',
    'subcategorySlug',
    'yearFrom',
    'yearTo',
  ])
  return save(v, async () => {
    const input = {
      name: v.name,
      slug: v.slug || null,
      categorySlug: v.categorySlug || null,
      subcategorySlug: v.subcategorySlug || null,
      yearFrom: yearInput(v.yearFrom),
      yearTo: yearInput(v.yearTo),
    }
    if (v.mode === 'update') {
      await gql(
        UpdateModelDocument,
        { id: v.id, input: { ...input, slug: input.slug ?? undefined } },
        opts(locale),
      )
    } else {
      await gql(CreateModelDocument, { makeSlug: v.makeSlug, input }, opts(locale))
    }
    const done = v.mode === 'update' ? 'modelSaved' : 'modelCreated'
    return `${localePath(locale, `/admin/makes/${encodeURIComponent(v.makeSlug)}`)}?done=${done}`
  })
}
