import type { Resource, ResourceLanguage } from 'i18next'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import enAccount from './locales/en/account.json'
import enAdmin from './locales/en/admin.json'
import enAdminCatalog from './locales/en/admin-catalog.json'
import enAdminInspection from './locales/en/admin-inspection.json'
import enAdminMedia from './locales/en/admin-media.json'
import enAdminAuctions from './locales/en/admin-auctions.json'
import enAuctions from './locales/en/auctions.json'
import enPages from './locales/en/pages.json'
import enPartner from './locales/en/partner.json'
import enAlerts from './locales/en/alerts.json'
import enAuth from './locales/en/auth.json'
import enCommon from './locales/en/common.json'
import enCompany from './locales/en/company.json'
import enDev from './locales/en/dev.json'
import enEquipment from './locales/en/equipment.json'
import enErrors from './locales/en/errors.json'
import enForms from './locales/en/forms.json'
import enHome from './locales/en/home.json'
import enLanding from './locales/en/landing.json'
import enListing from './locales/en/listing.json'
import enInsights from './locales/en/insights.json'
import enResources from './locales/en/resources.json'
import enServices from './locales/en/services.json'
import enSearch from './locales/en/search.json'
import enBlog from './locales/en/blog.json'
import enMailing from './locales/en/mailing.json'
import enCompare from './locales/en/compare.json'
import esAccount from './locales/es/account.json'
import esAdmin from './locales/es/admin.json'
import esAdminCatalog from './locales/es/admin-catalog.json'
import esAdminInspection from './locales/es/admin-inspection.json'
import esAdminMedia from './locales/es/admin-media.json'
import esAdminAuctions from './locales/es/admin-auctions.json'
import esAuctions from './locales/es/auctions.json'
import esPages from './locales/es/pages.json'
import esPartner from './locales/es/partner.json'
import esAlerts from './locales/es/alerts.json'
import esAuth from './locales/es/auth.json'
import esCommon from './locales/es/common.json'
import esCompany from './locales/es/company.json'
import esDev from './locales/es/dev.json'
import esEquipment from './locales/es/equipment.json'
import esErrors from './locales/es/errors.json'
import esForms from './locales/es/forms.json'
import esHome from './locales/es/home.json'
import esLanding from './locales/es/landing.json'
import esListing from './locales/es/listing.json'
import esInsights from './locales/es/insights.json'
import esResources from './locales/es/resources.json'
import esServices from './locales/es/services.json'
import esSearch from './locales/es/search.json'
import esBlog from './locales/es/blog.json'
import esMailing from './locales/es/mailing.json'
import esCompare from './locales/es/compare.json'
import type { Locale, Namespace } from './settings'

/**
 * Every translation, by locale and namespace (server side; the client gets only what it uses).
 * `validation` is the contract's, shared with the api (@ironyard/contract/forms/validation-texts).
 */
export const RESOURCES: Record<Locale, Record<Namespace, ResourceLanguage>> = {
  en: {
    common: enCommon,
    home: enHome,
    search: enSearch,
    landing: enLanding,
    listing: enListing,
    insights: enInsights,
    errors: enErrors,
    alerts: enAlerts,
    equipment: enEquipment,
    forms: enForms,
    validation: VALIDATION_TEXTS.en,
    dev: enDev,
    auth: enAuth,
    account: enAccount,
    admin: enAdmin,
    'admin-catalog': enAdminCatalog,
    'admin-inspection': enAdminInspection,
    'admin-media': enAdminMedia,
    'admin-auctions': enAdminAuctions,
    auctions: enAuctions,
    partner: enPartner,
    pages: enPages,
    company: enCompany,
    resources: enResources,
    services: enServices,
    blog: enBlog,
    mailing: enMailing,
    compare: enCompare,
  },
  es: {
    common: esCommon,
    home: esHome,
    search: esSearch,
    landing: esLanding,
    listing: esListing,
    insights: esInsights,
    errors: esErrors,
    alerts: esAlerts,
    equipment: esEquipment,
    forms: esForms,
    validation: VALIDATION_TEXTS.es,
    dev: esDev,
    auth: esAuth,
    account: esAccount,
    admin: esAdmin,
    'admin-catalog': esAdminCatalog,
    'admin-inspection': esAdminInspection,
    'admin-media': esAdminMedia,
    'admin-auctions': esAdminAuctions,
    auctions: esAuctions,
    partner: esPartner,
    pages: esPages,
    company: esCompany,
    resources: esResources,
    services: esServices,
    blog: esBlog,
    mailing: esMailing,
    compare: esCompare,
  },
}

/**
 * What a client component tree needs of a namespace: all of it, or only some keys (dot paths to
 * a text or to a group of texts). Translations travel in the page payload, so the shell's islands
 * take only the keys they use.
 */
export type TranslationPick = Namespace | { ns: Namespace; keys: readonly string[] }

/** The entries of `node` under the given dot paths (a path to a group keeps all of it). */
export function pickKeys(node: ResourceLanguage, keys: readonly string[]): ResourceLanguage {
  const out: ResourceLanguage = {}
  for (const key of keys) {
    const parts = key.split('.')
    let from: unknown = node
    let to: Record<string, unknown> = out
    for (const [i, part] of parts.entries()) {
      const obj = from as Record<string, unknown> | undefined
      if (i === parts.length - 1) {
        // A text, or its plural forms (`count_one`, `count_other`).
        for (const k of Object.keys(obj ?? {}))
          if (k === part || k.startsWith(`${part}_`)) to[k] = obj?.[k]
      } else {
        from = obj?.[part]
        // A path that is not there adds nothing (not even an empty group).
        if (typeof from !== 'object' || from === null) break
        to = (to[part] ??= {}) as Record<string, unknown>
      }
    }
  }
  return out
}

/** The namespaces (or parts of them) a client component tree needs, for one locale. */
export function pickResources(locale: Locale, picks: readonly TranslationPick[]): Resource {
  return {
    [locale]: Object.fromEntries(
      picks.map((p) =>
        typeof p === 'string'
          ? [p, RESOURCES[locale][p]]
          : [p.ns, pickKeys(RESOURCES[locale][p.ns], p.keys)],
      ),
    ),
  }
}

/** A short hash of a text (cyrb53), base 36: names a list of keys in a few bytes. */
function shortHash(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/**
 * A stable name for a set of picks (client instances are cached by it). A pick of some keys is
 * named by their hash: the name travels in the page payload, and the list can be long.
 */
export function pickScope(picks: readonly TranslationPick[]): string {
  return picks
    .map((p) => (typeof p === 'string' ? p : `${p.ns}(${shortHash(p.keys.join(','))})`))
    .join(';')
}
