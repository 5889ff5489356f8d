/**
 * @jest-environment node
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { parseTrustedProxies } from './client-address'
import { applySecurityHeaders } from './security'

/*
 * Issue 36, defect 1: a listing's YouTube and Vimeo videos play in frames from exactly two
 * origins (YouTube's privacy-enhanced domain, Vimeo's player), YouTube's poster comes from its
 * thumbnail origin, and nothing wider is allowed.
 */
function answerHeaders(): Record<string, string> {
  const socket = new Socket()
  Object.defineProperty(socket, 'remoteAddress', { value: '127.0.0.1' })
  const req = { socket, headers: {} } as unknown as IncomingMessage
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (k: string, v: string) => (headers[k.toLowerCase()] = v),
  } as unknown as ServerResponse
  applySecurityHeaders(req, res, {
    apiUrl: 'https://api.ironyard.example',
    production: true,
    trustedProxies: parseTrustedProxies(''),
  })
  return headers
}

const directive = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1)

describe('the page header lets listing videos play, and nothing more', () => {
  const policy = answerHeaders()['content-security-policy']

  it('frames only YouTube (privacy-enhanced) and Vimeo', () => {
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ])
    expect(policy).not.toMatch(
      /https:\/\/www\.youtube\.com|https:\/\/\*\.|frame-src[^;]*https:(?!\/\/)/,
    )
  })

  it("shows YouTube's poster image and no other third-party image", () => {
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.ironyard.example',
      'https://i.ytimg.com',
    ])
  })

  it('plays .mp4 files from the api only: no new media or script origin', () => {
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://api.ironyard.example'])
    expect(policy).not.toMatch(/script-src[^;]*(youtube|vimeo)/)
  })

  it('lets the two players start on the click that loads them (autoplay), no one else', () => {
    const permissions = answerHeaders()['permissions-policy']
    expect(permissions).toContain(
      'autoplay=("https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    )
    expect(permissions).toContain('camera=()')
  })
})
