import type { Landing } from '@/features/landing'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'

export const PARTS_PATH = '/parts'
/** The parts request form's anchor on /parts. */
export const PARTS_REQUEST_ID = 'parts-request'

/**
 * /parts as a landing page. The catalogue (spec §3: 44 equipment categories) has no parts or
 * attachments category, so what is for sale here is the real thing the inventory holds: machines
 * sold with their attachments (flair SoldWithAttachments), searchable by make and category with
 * the usual filters. A single part is asked for with the parts request below the results.
 */
export function partsLanding(locale: Locale): Landing {
  const t = getT(locale, 'pages')
  return {
    kind: 'special',
    path: PARTS_PATH,
    fixed: { flairs: ['SoldWithAttachments'] },
    title: t('parts.title'),
    heading: t('parts.heading'),
    description: t('parts.description'),
    intro: t('parts.intro'),
    analyticsName: 'Landing: Parts',
    crumbs: [{ label: t('crumbs.home'), path: '/' }, { label: t('crumbs.parts') }],
  }
}
