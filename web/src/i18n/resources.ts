import type { Resource, ResourceLanguage } from 'i18next'
import enAccount from './locales/en/account.json'
import enAdmin from './locales/en/admin.json'
import enAdminCatalog from './locales/en/admin-catalog.json'
import enAdminInspection from './locales/en/admin-inspection.json'
import enAdminMedia from './locales/en/admin-media.json'
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
import enValidation from './locales/en/validation.json'
import enBlog from './locales/en/blog.json'
import enMailing from './locales/en/mailing.json'
import esAccount from './locales/es/account.json'
import esAdmin from './locales/es/admin.json'
import esAdminCatalog from './locales/es/admin-catalog.json'
import esAdminInspection from './locales/es/admin-inspection.json'
import esAdminMedia from './locales/es/admin-media.json'
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
import esValidation from './locales/es/validation.json'
import esBlog from './locales/es/blog.json'
import esMailing from './locales/es/mailing.json'
import type { Locale, Namespace } from './settings'

/** Every translation, by locale and namespace (server side; the client gets only what it uses). */
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
    validation: enValidation,
    dev: enDev,
    auth: enAuth,
    account: enAccount,
    admin: enAdmin,
    'admin-catalog': enAdminCatalog,
    'admin-inspection': enAdminInspection,
    'admin-media': enAdminMedia,
    partner: enPartner,
    pages: enPages,
    company: enCompany,
    resources: enResources,
    services: enServices,
    blog: enBlog,
    mailing: enMailing,
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
    validation: esValidation,
    dev: esDev,
    auth: esAuth,
    account: esAccount,
    admin: esAdmin,
    'admin-catalog': esAdminCatalog,
    'admin-inspection': esAdminInspection,
    'admin-media': esAdminMedia,
    partner: esPartner,
    pages: esPages,
    company: esCompany,
    resources: esResources,
    services: esServices,
    blog: esBlog,
    mailing: esMailing,
  },
}

/** Keys of a namespace a client tree uses: dotted paths of the entries (or groups) to keep. */
export type KeyPicks = Partial<Record<Namespace, readonly string[]>>

/** The entries of `tree` under the given dotted paths (a path to a group keeps all of it). */
export function pickKeys(tree: ResourceLanguage, paths: readonly string[]): ResourceLanguage {
  const out: ResourceLanguage = {}
  for (const path of paths) {
    const parts = path.split('.')
    let from: unknown = tree
    let to: Record<string, unknown> = out
    parts.forEach((part, i) => {
      if (from === undefined || from === null || typeof from !== 'object') return
      from = (from as Record<string, unknown>)[part]
      if (from === undefined) return
      if (i === parts.length - 1) to[part] = from
      else to = (to[part] ??= {}) as Record<string, unknown>
    })
  }
  return out
}

/** A short name for a set of key picks (the client caches an i18next instance per set). */
export function picksId(keys: KeyPicks): string {
  const text = JSON.stringify(keys)
  let h = 5381
  for (let i = 0; i < text.length; i++) h = ((h * 33) ^ text.charCodeAt(i)) >>> 0
  return h.toString(36)
}

/**
 * The subset of namespaces a client component tree needs, for one locale; with `keys`, only
 * those entries of a namespace (translations travel in the page payload).
 */
export function pickResources(
  locale: Locale,
  namespaces: readonly Namespace[],
  keys: KeyPicks = {},
): Resource {
  return {
    [locale]: Object.fromEntries(
      namespaces.map((ns) => {
        const all = RESOURCES[locale][ns]
        const only = keys[ns]
        return [ns, only ? pickKeys(all, only) : all]
      }),
    ),
  }
}
