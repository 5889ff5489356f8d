/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http'
import {
  clientAddress,
  normalizeAddress,
  parseTrustedProxies,
  setClientAddress,
} from './client-address'

const none = parseTrustedProxies('')

describe('clientAddress', () => {
  it('ignores a visitor-typed X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(clientAddress('198.51.100.23', '1.2.3.4', none)).toBe('198.51.100.23')
    expect(clientAddress('198.51.100.23', '1.2.3.4, 5.6.7.8', none)).toBe('198.51.100.23')
    expect(clientAddress('198.51.100.23', undefined, none)).toBe('198.51.100.23')
  })

  it('reads the address a trusted proxy appended, not the ones the client wrote before it', () => {
    const lb = parseTrustedProxies('10.0.0.0/8')
    // The client sent "1.2.3.4"; the load balancer (10.0.0.5) appended the real peer.
    expect(clientAddress('10.0.0.5', '1.2.3.4, 203.0.113.9', lb)).toBe('203.0.113.9')
    // Two trusted hops: the walk continues past the inner proxy.
    expect(clientAddress('10.0.0.5', '1.2.3.4, 203.0.113.9, 10.1.2.3', lb)).toBe('203.0.113.9')
    // A peer outside the list is the client, whatever it claims.
    expect(clientAddress('192.0.2.1', '203.0.113.9', lb)).toBe('192.0.2.1')
  })

  it('stops at the trusted hop when the entry before it is not an address', () => {
    const lb = parseTrustedProxies('10.0.0.5')
    expect(clientAddress('10.0.0.5', 'evil, not-an-ip', lb)).toBe('10.0.0.5')
    expect(clientAddress('10.0.0.5', '', lb)).toBe('10.0.0.5')
  })

  it('treats IPv4 peers of a dual-stack socket as IPv4 and matches IPv6 ranges', () => {
    expect(normalizeAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
    const local = parseTrustedProxies('127.0.0.1, fd00::/8')
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.7', local)).toBe('203.0.113.7')
    expect(clientAddress('fd00::1', '2001:db8::5', local)).toBe('2001:db8::5')
    expect(clientAddress('2001:db8::9', '203.0.113.7', local)).toBe('2001:db8::9')
  })

  it('refuses a setting it cannot read, naming the entry', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow('"10.0.0.0/33"')
    expect(() => parseTrustedProxies('proxy.internal')).toThrow('WEB_TRUST_PROXY')
  })
})

describe('setClientAddress', () => {
  const request = (remoteAddress: string | undefined, xff?: string) =>
    ({
      socket: { remoteAddress },
      headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
    }) as unknown as IncomingMessage

  it('overwrites the header with the socket address, so the api sees the real visitor', () => {
    const req = request('198.51.100.23', '1.2.3.4')
    setClientAddress(req, none)
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.23')
    const fresh = request('198.51.100.23')
    setClientAddress(fresh, none)
    expect(fresh.headers['x-forwarded-for']).toBe('198.51.100.23')
  })

  it('passes on one resolved address behind a trusted proxy, never the chain', () => {
    const req = request('10.0.0.5', '1.2.3.4, 203.0.113.9')
    setClientAddress(req, parseTrustedProxies('10.0.0.0/8'))
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9')
  })

  it('drops the header of a request whose socket is already gone', () => {
    const req = request(undefined, '1.2.3.4')
    setClientAddress(req, none)
    expect(req.headers['x-forwarded-for']).toBeUndefined()
  })
})
