import type { ReactElement } from 'react'
import type { Locale } from '../../lib/locale'

/** A mail template: one react-email component and a subject, both in the recipient's language. */
export interface MailTemplate<P> {
  subject(props: P, locale: Locale): string
  render(props: P, locale: Locale): ReactElement
}

export function defineTemplate<P>(template: MailTemplate<P>): MailTemplate<P> {
  return template
}
