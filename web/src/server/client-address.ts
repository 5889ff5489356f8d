import type { IncomingMessage } from 'node:http'
import { BlockList, isIP } from 'node:net'

/**
 * The visitor's address, as the production web server passes it on (docs/decisions/007). The api
 * believes the X-Forwarded-For the web sends (its peer is a trusted proxy), and keys its per-IP
 * rate limits on it, so the web must never forward what a visitor typed into that header.
 */

/** "::ffff:203.0.113.7" (an IPv4 peer of a dual-stack socket) is 203.0.113.7. */
export function normalizeAddress(address: string): string {
  const a = address.trim()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a)
  return mapped ? mapped[1] : a
}

export interface TrustedProxies {
  has(address: string): boolean
}

/**
 * Parse WEB_TRUST_PROXY: comma-separated addresses and CIDR ranges ("10.0.0.0/8", "fd00::/8") of
 * the proxies in front of the web. Empty trusts none. Throws on an entry it cannot read, naming it.
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const list = new BlockList()
  for (const entry of (raw ?? '').split(',')) {
    const e = entry.trim()
    if (!e) continue
    const [address, prefix, ...extra] = e.split('/')
    const family = isIP(address)
    const bits = family === 4 ? 32 : 128
    if (!family || extra.length || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new Error(`WEB_TRUST_PROXY: "${e}" is not an IP address or CIDR range`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, type)
    else if (Number(prefix) <= bits) list.addSubnet(address, Number(prefix), type)
    else throw new Error(`WEB_TRUST_PROXY: "${e}" is not an IP address or CIDR range`)
  }
  return {
    has(address) {
      const a = normalizeAddress(address)
      const family = isIP(a)
      return family !== 0 && list.check(a, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

/**
 * The client address of a request: the socket's peer, unless that peer is a trusted proxy, in
 * which case the X-Forwarded-For entries are walked from the right (each added by the hop before)
 * until one that is not a trusted proxy. Entries left of it were written by the client and are
 * ignored; an entry that is not an address stops the walk at the hop that forwarded it.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string | undefined {
  if (!socketAddress) return undefined
  let client = normalizeAddress(socketAddress)
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const hops = header
    .split(',')
    .map(normalizeAddress)
    .filter((h) => h !== '')
  for (let i = hops.length - 1; i >= 0 && trusted.has(client); i--) {
    if (!isIP(hops[i])) break
    client = hops[i]
  }
  return client
}

/**
 * Replace the request's X-Forwarded-For with the one address the web believes, before Next.js
 * sees it (Next keeps an existing header). The server action and the offer-likelihood route
 * forward this header to the api. Forwarding a single resolved address, rather than the chain,
 * means the api needs to trust only the web, not every proxy in front of it.
 */
export function setClientAddress(req: IncomingMessage, trusted: TrustedProxies): void {
  const client = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
  if (client) req.headers['x-forwarded-for'] = client
  else delete req.headers['x-forwarded-for']
}
