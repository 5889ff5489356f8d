import { createInstance, type TFunction } from 'i18next'
import { BRAND } from '@ironyard/contract'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import type { Locale } from '../lib/locale'
import enAdmin from './en/admin.json'
import enAdminCatalog from './en/adminCatalog.json'
import enAlerts from './en/alerts.json'
import enAdminAuctions from './en/admin-auctions.json'
import enAuctionMail from './en/auction-mail.json'
import enAuctions from './en/auctions.json'
import enCatalog from './en/catalog.json'
import enErrors from './en/errors.json'
import enInspectionAdmin from './en/inspection-admin.json'
import enInspections from './en/inspections.json'
import enListingDescription from './en/listing-description.json'
import enMail from './en/mail.json'
import enMarket from './en/market.json'
import enMedia from './en/media.json'
import enPages from './en/pages.json'
import enPartnerFeed from './en/partner-feed.json'
import enSearch from './en/search.json'
import enValuation from './en/valuation.json'
import esAdmin from './es/admin.json'
import esAdminCatalog from './es/adminCatalog.json'
import esAlerts from './es/alerts.json'
import esAdminAuctions from './es/admin-auctions.json'
import esAuctionMail from './es/auction-mail.json'
import esAuctions from './es/auctions.json'
import esCatalog from './es/catalog.json'
import esErrors from './es/errors.json'
import esInspectionAdmin from './es/inspection-admin.json'
import esInspections from './es/inspections.json'
import esListingDescription from './es/listing-description.json'
import esMail from './es/mail.json'
import esMarket from './es/market.json'
import esMedia from './es/media.json'
import esPages from './es/pages.json'
import esPartnerFeed from './es/partner-feed.json'
import esSearch from './es/search.json'
import esValuation from './es/valuation.json'

/**
 * The api's words, in one place (decision 023): `api/src/i18n/<locale>/<namespace>.json`, read
 * by one i18next instance; the `validation` namespace is the contract's, shared with the web
 * (@ironyard/contract/forms/validation-texts). Code names a key (`validation:form.rateLimited`) and the caller's
 * locale; the text lives only in the JSON files. A leaf module: it imports only the locale type
 * and the brand, whose name every text may use as `{{brand}}`.
 */
export const resources = {
  en: {
    admin: enAdmin,
    adminCatalog: enAdminCatalog,
    alerts: enAlerts,
    'admin-auctions': enAdminAuctions,
    'auction-mail': enAuctionMail,
    auctions: enAuctions,
    catalog: enCatalog,
    errors: enErrors,
    'inspection-admin': enInspectionAdmin,
    inspections: enInspections,
    'listing-description': enListingDescription,
    mail: enMail,
    market: enMarket,
    media: enMedia,
    pages: enPages,
    'partner-feed': enPartnerFeed,
    search: enSearch,
    validation: VALIDATION_TEXTS.en,
    valuation: enValuation,
  },
  es: {
    admin: esAdmin,
    adminCatalog: esAdminCatalog,
    alerts: esAlerts,
    'admin-auctions': esAdminAuctions,
    'auction-mail': esAuctionMail,
    auctions: esAuctions,
    catalog: esCatalog,
    errors: esErrors,
    'inspection-admin': esInspectionAdmin,
    inspections: esInspections,
    'listing-description': esListingDescription,
    mail: esMail,
    market: esMarket,
    media: esMedia,
    pages: esPages,
    'partner-feed': esPartnerFeed,
    search: esSearch,
    validation: VALIDATION_TEXTS.es,
    valuation: esValuation,
  },
} as const

export type Namespace = keyof (typeof resources)['en']
export const NAMESPACES = Object.keys(resources.en) as Namespace[]

/** A key with its namespace: `validation:form.idempotencyConflict`. */
export type MessageKey = `${Namespace}:${string}`
export type MessageVars = Record<string, string | number>

const i18n = createInstance()
void i18n.init({
  resources,
  lng: 'en',
  fallbackLng: false,
  ns: NAMESPACES,
  defaultNS: false,
  // Pages and mail escape what they render; the catalogue holds plain text.
  interpolation: { escapeValue: false, defaultVariables: { brand: BRAND.name } },
  initAsync: false,
  returnNull: false,
  returnEmptyString: false,
})

const fixed = new Map<Locale, TFunction>()

/** A translator bound to one locale (mail templates, pages). */
export function getFixedT(locale: Locale): TFunction {
  let f = fixed.get(locale)
  if (!f) {
    f = i18n.getFixedT(locale)
    fixed.set(locale, f)
  }
  return f
}

/** The text for `key` in `locale`, placeholders filled from `vars`. */
export function t(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  return getFixedT(locale)(key, vars ?? {})
}

/** Whether the catalogue holds `key` (`ns:path`). */
export function hasMessage(key: string): key is MessageKey {
  return i18n.exists(key, { lng: 'en' })
}
