import { notFound } from 'next/navigation'
import { isLocale, type Locale } from './settings'

/**
 * The language of a route under `app/[locale]`, from its params: a segment that is not one of
 * ours is a 404 (the middleware sends every other path to a locale first, so only a typed or
 * hostile URL gets here). Every page, layout and metadata function asks through this one check.
 */
export async function localePage(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
