/**
 * The brand shown on the site and in mail. "Ironyard" is a working name: change it here only
 * (the api's mail and pages and the web both read this object).
 */
export const BRAND = {
  name: 'Ironyard',
  legalName: 'Ironyard Equipment, Inc.',
  street: '500 W 2nd St, Suite 1900',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  supportEmail: 'support@ironyard.local',
  supportPhone: '+1 (512) 555-0142',
  /**
   * When sales answers that phone (the buy box's "talk to a person"): first to last weekday
   * (1 = Monday), opening and closing on a 24-hour clock, in Central Time (Austin). Issue 37 asked
   * for hours the spec does not state: change them here only.
   */
  salesHours: { firstDay: 1, lastDay: 5, opens: '07:00', closes: '18:00' },
  /** Media requests (the press page). */
  pressEmail: 'press@ironyard.local',
  /** Job applications (the careers page). */
  careersEmail: 'careers@ironyard.local',
  /** Privacy requests (the privacy and cookie policies). */
  privacyEmail: 'privacy@ironyard.local',
  /** Security reports (/.well-known/security.txt, docs/security.md). */
  securityEmail: 'security@ironyard.local',
  /** Default location of "near me" (spec §3 Location default). */
  defaultZip: '78701',
  defaultPlace: 'Austin, TX',
} as const
