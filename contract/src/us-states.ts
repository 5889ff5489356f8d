import type { Locale } from './locale'

/**
 * US states (and DC): code, URL slug, names in both languages. The one home of state names (issue
 * 16, defect 9): the location landing pages, the finance form's list, and the api's market
 * intelligence tables read them here. Plain data, safe in any bundle.
 */
export interface UsState {
  code: string
  slug: string
  en: string
  es: string
}

export const US_STATES: UsState[] = [
  { code: 'AL', slug: 'alabama', en: 'Alabama', es: 'Alabama' },
  { code: 'AK', slug: 'alaska', en: 'Alaska', es: 'Alaska' },
  { code: 'AZ', slug: 'arizona', en: 'Arizona', es: 'Arizona' },
  { code: 'AR', slug: 'arkansas', en: 'Arkansas', es: 'Arkansas' },
  { code: 'CA', slug: 'california', en: 'California', es: 'California' },
  { code: 'CO', slug: 'colorado', en: 'Colorado', es: 'Colorado' },
  { code: 'CT', slug: 'connecticut', en: 'Connecticut', es: 'Connecticut' },
  { code: 'DE', slug: 'delaware', en: 'Delaware', es: 'Delaware' },
  {
    code: 'DC',
    slug: 'district-of-columbia',
    en: 'District of Columbia',
    es: 'Distrito de Columbia',
  },
  { code: 'FL', slug: 'florida', en: 'Florida', es: 'Florida' },
  { code: 'GA', slug: 'georgia', en: 'Georgia', es: 'Georgia' },
  { code: 'HI', slug: 'hawaii', en: 'Hawaii', es: 'Hawái' },
  { code: 'ID', slug: 'idaho', en: 'Idaho', es: 'Idaho' },
  { code: 'IL', slug: 'illinois', en: 'Illinois', es: 'Illinois' },
  { code: 'IN', slug: 'indiana', en: 'Indiana', es: 'Indiana' },
  { code: 'IA', slug: 'iowa', en: 'Iowa', es: 'Iowa' },
  { code: 'KS', slug: 'kansas', en: 'Kansas', es: 'Kansas' },
  { code: 'KY', slug: 'kentucky', en: 'Kentucky', es: 'Kentucky' },
  { code: 'LA', slug: 'louisiana', en: 'Louisiana', es: 'Luisiana' },
  { code: 'ME', slug: 'maine', en: 'Maine', es: 'Maine' },
  { code: 'MD', slug: 'maryland', en: 'Maryland', es: 'Maryland' },
  { code: 'MA', slug: 'massachusetts', en: 'Massachusetts', es: 'Massachusetts' },
  { code: 'MI', slug: 'michigan', en: 'Michigan', es: 'Míchigan' },
  { code: 'MN', slug: 'minnesota', en: 'Minnesota', es: 'Minnesota' },
  { code: 'MS', slug: 'mississippi', en: 'Mississippi', es: 'Misisipi' },
  { code: 'MO', slug: 'missouri', en: 'Missouri', es: 'Misuri' },
  { code: 'MT', slug: 'montana', en: 'Montana', es: 'Montana' },
  { code: 'NE', slug: 'nebraska', en: 'Nebraska', es: 'Nebraska' },
  { code: 'NV', slug: 'nevada', en: 'Nevada', es: 'Nevada' },
  { code: 'NH', slug: 'new-hampshire', en: 'New Hampshire', es: 'Nuevo Hampshire' },
  { code: 'NJ', slug: 'new-jersey', en: 'New Jersey', es: 'Nueva Jersey' },
  { code: 'NM', slug: 'new-mexico', en: 'New Mexico', es: 'Nuevo México' },
  { code: 'NY', slug: 'new-york', en: 'New York', es: 'Nueva York' },
  { code: 'NC', slug: 'north-carolina', en: 'North Carolina', es: 'Carolina del Norte' },
  { code: 'ND', slug: 'north-dakota', en: 'North Dakota', es: 'Dakota del Norte' },
  { code: 'OH', slug: 'ohio', en: 'Ohio', es: 'Ohio' },
  { code: 'OK', slug: 'oklahoma', en: 'Oklahoma', es: 'Oklahoma' },
  { code: 'OR', slug: 'oregon', en: 'Oregon', es: 'Oregón' },
  { code: 'PA', slug: 'pennsylvania', en: 'Pennsylvania', es: 'Pensilvania' },
  { code: 'RI', slug: 'rhode-island', en: 'Rhode Island', es: 'Rhode Island' },
  { code: 'SC', slug: 'south-carolina', en: 'South Carolina', es: 'Carolina del Sur' },
  { code: 'SD', slug: 'south-dakota', en: 'South Dakota', es: 'Dakota del Sur' },
  { code: 'TN', slug: 'tennessee', en: 'Tennessee', es: 'Tennessee' },
  { code: 'TX', slug: 'texas', en: 'Texas', es: 'Texas' },
  { code: 'UT', slug: 'utah', en: 'Utah', es: 'Utah' },
  { code: 'VT', slug: 'vermont', en: 'Vermont', es: 'Vermont' },
  { code: 'VA', slug: 'virginia', en: 'Virginia', es: 'Virginia' },
  { code: 'WA', slug: 'washington', en: 'Washington', es: 'Washington' },
  { code: 'WV', slug: 'west-virginia', en: 'West Virginia', es: 'Virginia Occidental' },
  { code: 'WI', slug: 'wisconsin', en: 'Wisconsin', es: 'Wisconsin' },
  { code: 'WY', slug: 'wyoming', en: 'Wyoming', es: 'Wyoming' },
]

const BY_SLUG = new Map(US_STATES.map((s) => [s.slug, s]))
const BY_CODE = new Map(US_STATES.map((s) => [s.code, s]))

export const stateBySlug = (slug: string): UsState | undefined => BY_SLUG.get(slug)
export const stateByCode = (code: string): UsState | undefined => BY_CODE.get(code.toUpperCase())

/** A state's name in `locale` by its two-letter code ("NM" → "Nuevo México"), or null. */
export function usStateName(code: string, locale: Locale): string | null {
  return stateByCode(code)?.[locale] ?? null
}
