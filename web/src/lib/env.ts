/**
 * The web's configuration, read in one place. Server side only: API_URL is where the api answers
 * (also the public origin of its /media files), WEB_URL is this site's public origin (canonical
 * URLs, sitemaps). Both default to the local ports of `npm start`.
 */
function url(name: string, fallback: string): string {
  const raw = process.env[name] || fallback
  try {
    return new URL(raw).toString().replace(/\/$/, '')
  } catch {
    throw new Error(`Invalid environment configuration: ${name} is not a URL (${raw})`)
  }
}

/** An optional URL setting: empty means not configured (null). */
function optionalUrl(name: string): string | null {
  return process.env[name] ? url(name, '') : null
}

export const env = {
  get apiUrl(): string {
    return url('API_URL', 'http://localhost:8911')
  },
  get webUrl(): string {
    return url('WEB_URL', 'http://localhost:8910')
  },
  /** Public origin of the api's /media files (illustrations, photos). */
  get mediaUrl(): string {
    return url('API_URL', 'http://localhost:8911')
  },
  /**
   * Spec §2: "help" is an external support site. Empty (HELP_CENTER_URL unset): help leads to the
   * site's own support page.
   */
  get helpCenterUrl(): string | null {
    return optionalUrl('HELP_CENTER_URL')
  },
  /**
   * Spec §7: the financing application hands off to the lender's application page. Empty: the
   * finance team sends the application to the pre-qualified buyer.
   */
  get lenderApplicationUrl(): string | null {
    return optionalUrl('LENDER_APPLICATION_URL')
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production'
  },
}
