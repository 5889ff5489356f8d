/** Dated company facts the about, press, legal and sweepstakes pages show (texts: `company`). */

/** When the privacy policy, terms and cookie policy last changed. */
export const LEGAL_UPDATED = '2026-11-25'

export interface PressRelease {
  /** Key under `company:press.releases`. */
  id: string
  /** ISO date of the announcement. */
  date: string
  /** Locale-free path of the page it is about, when there is one. */
  path?: string
}

/** Company announcements, newest first. */
export const PRESS_RELEASES: PressRelease[] = [
  { id: 'taxonomy', date: '2026-06-02' },
  { id: 'spanish', date: '2025-09-16' },
  { id: 'sellerGuarantee', date: '2025-04-08', path: '/services/sell' },
  { id: 'financing', date: '2024-10-01', path: '/services/finance' },
  { id: 'sweepstakesClosed', date: '2023-03-20', path: '/sweepstakes' },
  { id: 'sweepstakes', date: '2023-03-12', path: '/sweepstakes' },
  { id: 'protection', date: '2022-11-14' },
]

/**
 * Spec §1, §4, §9: the sweepstakes' pages and prizes. Its window and lucky numbers are the
 * contract's (@ironyard/contract/sweepstakes), which the api enforces.
 */
export const SWEEPSTAKES = {
  path: '/sweepstakes',
  /** Its official rules (spec §5: entering implies agreeing to them). */
  rulesPath: '/sweepstakes/official-rules',
  firstPrizeCents: 1_000_000 * 100,
  secondPrizeCents: 1_000 * 100,
} as const

/** The company pages (header, footer and mobile menu links, and the sitemap). */
export const COMPANY_PATHS = [
  '/about',
  '/press',
  '/careers',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/return-policy',
  '/cookie-policy',
  SWEEPSTAKES.path,
  SWEEPSTAKES.rulesPath,
] as const
