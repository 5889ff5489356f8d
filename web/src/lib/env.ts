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
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production'
  },
}
