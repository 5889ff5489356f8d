import { BRAND } from './brand'

/** Site navigation exactly as spec §2 lists it; labels are keys of the `common` namespace. */
export interface NavLink {
  key: string
  href: string
  external?: boolean
}

export const HEADER_LINKS: NavLink[] = [
  { key: 'nav.press', href: '/press' },
  { key: 'nav.company', href: '/about' },
  { key: 'nav.resources', href: '/resources' },
  { key: 'nav.blog', href: '/blog' },
]

export const HEADER_ACTIONS: NavLink[] = [
  { key: 'nav.sell', href: '/services/sell' },
  { key: 'nav.finance', href: '/services/finance' },
]

export const SIGN_IN: NavLink = { key: 'nav.signIn', href: '/signin' }

export const MOBILE_MENU_LINKS: NavLink[] = [
  { key: 'nav.equipment', href: '/equipment' },
  { key: 'nav.sell', href: '/services/sell' },
  { key: 'nav.finance', href: '/services/finance' },
  { key: 'nav.help', href: BRAND.helpCenterUrl, external: true },
  { key: 'nav.about', href: '/about' },
  { key: 'nav.resources', href: '/resources' },
  { key: 'nav.blog', href: '/blog' },
  { key: 'nav.careers', href: '/careers' },
]

export interface FooterGroup {
  key: string
  links: NavLink[]
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    key: 'footer.buyers',
    links: [
      { key: 'nav.equipment', href: '/equipment' },
      { key: 'nav.finance', href: '/services/finance' },
    ],
  },
  { key: 'footer.sellers', links: [{ key: 'footer.sellEquipment', href: '/services/sell' }] },
  {
    key: 'footer.support',
    links: [
      { key: 'footer.faq', href: '/support' },
      { key: 'nav.help', href: BRAND.helpCenterUrl, external: true },
    ],
  },
  {
    key: 'footer.company',
    links: [
      { key: 'nav.about', href: '/about' },
      { key: 'nav.resources', href: '/resources' },
      { key: 'nav.blog', href: '/blog' },
      { key: 'nav.careers', href: '/careers' },
    ],
  },
  {
    key: 'footer.legal',
    links: [
      { key: 'footer.privacy', href: '/privacy-policy' },
      { key: 'footer.terms', href: '/terms-of-service' },
      { key: 'footer.cookie', href: '/cookie-policy' },
    ],
  },
]
