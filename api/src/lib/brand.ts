/** The brand shown on the site and in mail. "Ironyard" is a working name: change it here only. */
export const BRAND = {
  name: 'Ironyard',
  legalName: 'Ironyard Equipment, Inc.',
  street: '500 W 2nd St, Suite 1900',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  supportEmail: 'support@ironyard.local',
  supportPhone: '+1 (512) 555-0142',
} as const
