import Link from 'next/link'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/settings'
import type { NavLink } from '@/components/layout/nav'
import { localePath } from '@/lib/paths'

/** A navigation link: localized internal path, or an external site opened as such. */
export function NavAnchor({
  link,
  locale,
  className,
  children,
}: {
  link: NavLink
  locale: Locale
  className?: string
  children: ReactNode
}) {
  if (link.external) {
    return (
      <a className={className} href={link.href} rel="noopener">
        {children}
      </a>
    )
  }
  // No className prop when there is none: an undefined prop of a client component still travels
  // in the payload ("$undefined", about 30 links a page).
  return (
    <Link
      {...(className ? { className } : {})}
      href={localePath(locale, link.href)}
      prefetch={false}
    >
      {children}
    </Link>
  )
}
