import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'
import { FavoritesView } from '@/features/account/FavoritesView'
import {
  FavoritesDocument,
  type FavoriteFilter,
  type FavoritesQuery,
} from '@/graphql/__generated__/graphql'
import { FAVORITE_FILTERS } from '@ironyard/contract/listing-enums'
import { accountMetadata } from '@/features/account/page-meta'
import { gql } from '@/lib/api-client'
import { requireUser } from '@/features/auth/session-server'
import { localePage } from '@/i18n/locale-page'

interface Props {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(params, 'favorites', '/account/favorites', 'Favorites')
}

/** /account/favorites: the visitor's favorites in the filter of the URL (?filter=). */
export default async function FavoritesPage({ params, searchParams }: Props) {
  const locale = await localePage(params)
  const raw = (await searchParams).filter
  const filter: FavoriteFilter =
    FAVORITE_FILTERS.find((f) => f === (Array.isArray(raw) ? raw[0] : raw)) ?? 'all'
  await requireUser(
    locale,
    filter === 'all' ? '/account/favorites' : `/account/favorites?filter=${filter}`,
  )
  let page: FavoritesQuery['favorites'] | null = null
  try {
    page = (await gql(FavoritesDocument, { filter }, { locale, session: true })).favorites
  } catch (e) {
    unstable_rethrow(e)
    // Spec §8: the page says what happened and how to recover, rather than the 500 page.
  }
  return <FavoritesView locale={locale} filter={filter} page={page} />
}
