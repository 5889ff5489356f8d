import type { AnalyticsTraitsQuery } from '@/graphql/__generated__/graphql'
import type { UserTraits } from './types'

type AccountTraits = AnalyticsTraitsQuery['me']['traits']

/**
 * Spec §3 user traits from what the api knows of the signed-in user (`me.traits`: the account,
 * its settings and the forms the user sent): email, first and last name, company, phone, ZIP,
 * personaType and interestedIn.categories. Empty texts are left out.
 */
export function traitsFromAccount(t: AccountTraits | null | undefined): UserTraits | null {
  if (!t) return null
  const traits: UserTraits = {}
  const texts: Array<[keyof UserTraits, string | null | undefined]> = [
    ['email', t.email],
    ['firstName', t.firstName],
    ['lastName', t.lastName],
    ['company', t.company],
    ['phone', t.phone],
    ['zip', t.zip],
  ]
  for (const [key, value] of texts) {
    const v = value?.trim()
    if (v) (traits as Record<string, unknown>)[key] = v
  }
  traits.personaType = { buyer: t.personaType.buyer, seller: t.personaType.seller }
  traits.interestedIn = { categories: [...t.interestedIn.categories] }
  return traits.email ? traits : null
}

/** The shape the web's /api/analytics/traits answers, checked before the browser sends it on. */
export function readTraitsAnswer(body: unknown): UserTraits | null {
  if (!body || typeof body !== 'object') return null
  const traits = (body as { traits?: unknown }).traits
  if (!traits || typeof traits !== 'object') return null
  const t = traits as Record<string, unknown>
  if (typeof t.email !== 'string') return null
  const out: UserTraits = { email: t.email }
  for (const key of ['firstName', 'lastName', 'company', 'phone', 'zip'] as const)
    if (typeof t[key] === 'string') out[key] = t[key]
  const persona = t.personaType as { buyer?: unknown; seller?: unknown } | undefined
  if (persona && typeof persona.buyer === 'boolean' && typeof persona.seller === 'boolean')
    out.personaType = { buyer: persona.buyer, seller: persona.seller }
  const categories = (t.interestedIn as { categories?: unknown } | undefined)?.categories
  if (Array.isArray(categories))
    out.interestedIn = { categories: categories.filter((c) => typeof c === 'string') }
  return out
}
