import { BRAND } from '@ironyard/contract'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/** How long a published security.txt stays valid (RFC 9116 asks for less than a year). */
const VALID_DAYS = 180

/** RFC 9116: where to report a security problem (docs/security.md). */
export function GET(): Response {
  const expires = new Date(Date.now() + VALID_DAYS * 86_400_000).toISOString()
  const site = env.webUrl
  const body = [
    `Contact: mailto:${BRAND.securityEmail}`,
    `Expires: ${expires}`,
    'Preferred-Languages: en, es',
    `Canonical: ${site}/.well-known/security.txt`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  })
}
