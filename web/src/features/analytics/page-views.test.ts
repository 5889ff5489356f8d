import { incrementPageViewCount, PAGE_VIEW_COOKIE, readPageViewCount } from './page-views'

describe('bb_page_view_count (spec §7)', () => {
  afterEach(() => {
    document.cookie = `${PAGE_VIEW_COOKIE}=; path=/; max-age=0`
  })

  it('counts up by one per call, in the document cookie', () => {
    const loc = { protocol: 'http:', hostname: 'localhost' }
    expect(incrementPageViewCount(document, loc)).toBe(1)
    expect(incrementPageViewCount(document, loc)).toBe(2)
    expect(incrementPageViewCount(document, loc)).toBe(3)
    expect(document.cookie).toContain(`${PAGE_VIEW_COOKIE}=3`)
    expect(readPageViewCount(document.cookie)).toBe(3)
  })

  it('starts over from a missing or garbled value', () => {
    expect(readPageViewCount('')).toBe(0)
    expect(readPageViewCount(`a=1; ${PAGE_VIEW_COOKIE}=abc`)).toBe(0)
    expect(readPageViewCount(`${PAGE_VIEW_COOKIE}=-4`)).toBe(0)
    expect(readPageViewCount(`other=9; ${PAGE_VIEW_COOKIE}=7`)).toBe(7)
  })

  it('is a session cookie: SameSite=Lax, path /, Secure except on localhost and loopback', () => {
    const written: string[] = []
    const jar = {
      get cookie() {
        return `${PAGE_VIEW_COOKIE}=4`
      },
      set cookie(v: string) {
        written.push(v)
      },
    }
    incrementPageViewCount(jar, { protocol: 'https:', hostname: 'www.example.com' })
    incrementPageViewCount(jar, { protocol: 'https:', hostname: 'localhost' })
    incrementPageViewCount(jar, { protocol: 'http:', hostname: '127.0.0.1' })
    expect(written).toEqual([
      `${PAGE_VIEW_COOKIE}=5; path=/; SameSite=Lax; Secure`,
      `${PAGE_VIEW_COOKIE}=5; path=/; SameSite=Lax`,
      `${PAGE_VIEW_COOKIE}=5; path=/; SameSite=Lax`,
    ])
    expect(written.join()).not.toMatch(/max-age|expires/i)
  })
})
