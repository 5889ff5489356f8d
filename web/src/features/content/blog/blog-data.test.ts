import { categoryPath, listHref, parseListParams, shareLinks } from './blog-data'

describe('blog list URLs', () => {
  it('reads the search and page, falling back on anything unusable', () => {
    expect(parseListParams({ q: '  used   loaders ', page: '3' })).toEqual({
      q: 'used loaders',
      page: 3,
    })
    expect(parseListParams({ q: ['a', 'b'], page: ['2', '9'] })).toEqual({ q: 'a', page: 2 })
    for (const page of ['0', '-1', 'abc', '2.5', '99999']) {
      expect(parseListParams({ page }).page).toBe(1)
    }
    expect(parseListParams({ page: '5000' }).page).toBe(1000)
    expect(parseListParams({ q: '   ' }).q).toBeNull()
    expect(parseListParams({ q: 'x'.repeat(300) }).q).toHaveLength(200)
  })

  it('writes the search and page, leaving out page 1', () => {
    expect(listHref('/blog', { q: 'loan term', page: 1 })).toBe('/blog?q=loan+term')
    expect(listHref('/blog/category/news', { page: 2 })).toBe('/blog/category/news?page=2')
    expect(listHref('/blog', {})).toBe('/blog')
    expect(categoryPath('all')).toBe('/blog/category')
    expect(categoryPath('case-studies')).toBe('/blog/category/case-studies')
  })

  it('builds share links with the URL and title encoded', () => {
    const links = Object.fromEntries(
      shareLinks('https://x.test/blog/a?b=1&c', 'Hours & age').map((l) => [l.network, l.href]),
    )
    expect(links.x).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fx.test%2Fblog%2Fa%3Fb%3D1%26c&text=Hours%20%26%20age',
    )
    expect(links.email).toBe(
      'mailto:?subject=Hours%20%26%20age&body=https%3A%2F%2Fx.test%2Fblog%2Fa%3Fb%3D1%26c',
    )
  })
})
