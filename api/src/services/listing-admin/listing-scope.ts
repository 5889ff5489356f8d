import { staffOnlyFieldsIn } from '@ironyard/contract/admin-listing'
import { eq, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../context'
import { listings } from '../../db/schema'
import { t } from '../../i18n'
import { AppError, type FieldError } from '../../lib/errors'
import type { Locale } from '../../lib/locale'
import type { Actor } from '../audit/record-audit'

/**
 * Which listings a console caller may see and change (issue 15, decision 032): staff, every
 * listing; a partner member, their partner seller's only. Another seller's listing (or lead) is
 * NOT_FOUND with the same message as a missing one: a partner never learns it exists.
 */
export type ListingScope = { kind: 'all' } | { kind: 'seller'; sellerId: number }

/** Every listing: staff, and the system's own jobs (the feed acts with its partner's scope). */
export const ALL_LISTINGS: ListingScope = { kind: 'all' }

/** A console caller: who acts (the audit's actor) and which listings they may touch. */
export interface ListingActor extends Actor {
  scope: ListingScope
}

/** The one place a caller's scope is derived: the admin role sees all, a partner member theirs. */
export function listingScopeOf(user: CurrentUser | null): ListingScope {
  if (user?.roles.includes('admin')) return ALL_LISTINGS
  if (user?.roles.includes('partner') && user.partnerSellerId != null) {
    return { kind: 'seller', sellerId: user.partnerSellerId }
  }
  // The directive admits admins and partner members only; anything else is refused here too.
  throw new AppError('FORBIDDEN', { messageKey: 'errors:auth.forbidden' })
}

/** The signed-in caller as a console actor (resolvers and session routes). */
export function listingActorOf(user: CurrentUser | null): ListingActor {
  if (!user) throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:auth.signInRequired' })
  return { id: user.id, email: user.email, scope: listingScopeOf(user) }
}

/** The SQL condition on `listings` a scope adds (undefined: none). */
export function listingScopeCondition(scope: ListingScope): SQL | undefined {
  return scope.kind === 'all' ? undefined : eq(listings.sellerId, scope.sellerId)
}

/** True when the scope includes a listing of this seller. */
export const scopeIncludes = (scope: ListingScope, sellerId: number): boolean =>
  scope.kind === 'all' || scope.sellerId === sellerId

/**
 * A partner member's listing form may not set the fields only staff set (the contract's
 * STAFF_ONLY_LISTING_FIELDS): each one sent, null included (null clears a label), is a field
 * error, all at once. Staff pass.
 */
export function refuseStaffOnlyFields(scope: ListingScope, raw: unknown, locale: Locale): void {
  if (scope.kind === 'all') return
  const fields: FieldError[] = staffOnlyFieldsIn(raw).map((path) => ({
    path,
    key: 'admin.listing.staffOnly',
    message: t(locale, 'admin:listing.staffOnly'),
  }))
  if (fields.length) {
    throw new AppError('VALIDATION', { messageKey: 'admin:listing.invalid' }, { fields })
  }
}
