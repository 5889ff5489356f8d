import { footerGroups, helpLink, mobileMenuLinks } from './nav'

describe('site navigation (spec §2)', () => {
  const keys = (links: Array<{ key: string }>) => links.map((l) => l.key)

  it('lists the mobile menu in the spec order, help in fourth place', () => {
    expect(keys(mobileMenuLinks(null))).toEqual([
      'nav.equipment',
      'nav.sell',
      'nav.finance',
      'nav.help',
      'nav.about',
      'nav.resources',
      'nav.blog',
      'nav.careers',
    ])
  })

  it('sends help to the external support site when HELP_CENTER_URL names one', () => {
    expect(helpLink('https://help.example.org/')).toEqual({
      key: 'nav.help',
      href: 'https://help.example.org/',
      external: true,
    })
    expect(mobileMenuLinks('https://help.example.org/')[3].external).toBe(true)
    const support = footerGroups('https://help.example.org/').find(
      (g) => g.key === 'footer.support',
    )
    expect(support?.links.map((l) => l.href)).toEqual(['/support', 'https://help.example.org/'])
  })

  it("without a help site, help is the site's own support page, listed once in the footer", () => {
    expect(helpLink(null)).toEqual({ key: 'nav.help', href: '/support' })
    const support = footerGroups(null).find((g) => g.key === 'footer.support')
    expect(support?.links).toEqual([{ key: 'footer.faq', href: '/support' }])
  })

  it('reads the help site from the environment', () => {
    const saved = process.env.HELP_CENTER_URL
    try {
      process.env.HELP_CENTER_URL = 'https://support.example.net'
      expect(helpLink().href).toBe('https://support.example.net')
      delete process.env.HELP_CENTER_URL
      expect(helpLink().href).toBe('/support')
    } finally {
      if (saved === undefined) delete process.env.HELP_CENTER_URL
      else process.env.HELP_CENTER_URL = saved
    }
  })

  it('lists parts and the auction calendar under buyers (issue 16, Missing 1)', () => {
    const buyers = footerGroups(null).find((g) => g.key === 'footer.buyers')
    expect(buyers?.links.map((l) => l.href)).toEqual([
      '/equipment',
      '/services/finance',
      '/parts',
      '/auctions',
    ])
  })

  it('keeps the footer groups of the spec', () => {
    expect(keys(footerGroups(null))).toEqual([
      'footer.buyers',
      'footer.sellers',
      'footer.support',
      'footer.company',
      'footer.legal',
    ])
  })
})
