import type { FavoriteFilter } from '@/graphql/__generated__/graphql'

/** Spec §4 favorites filter. */
export const FAVORITE_FILTERS: FavoriteFilter[] = ['all', 'available', 'expired']
