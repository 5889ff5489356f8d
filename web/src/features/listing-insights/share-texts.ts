import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import type { ShareTexts } from './ShareLinks'

/** The share links' labels in a locale (the equipment page, spec sheets and their stories). */
export function shareTexts(locale: Locale): ShareTexts {
  const t = getT(locale, 'insights')
  return {
    heading: t('share.heading'),
    copy: t('share.copy'),
    copied: t('share.copied'),
    copyFailed: t('share.copyFailed'),
    email: t('share.email'),
    whatsapp: t('share.whatsapp'),
    print: t('share.print'),
  }
}
