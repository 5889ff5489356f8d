import { render } from '@react-email/render'
import type { Locale } from '../lib/locale'
import { MAIL_TEMPLATES, type TemplateName, type TemplateProps } from './templates'
import type { MailTemplate } from './templates/define'

export interface RenderedMail {
  subject: string
  html: string
  text: string
  links: string[]
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** Every http(s) link in the message, in order, without duplicates (tests follow magic links). */
export function extractLinks(html: string): string[] {
  const links: string[] = []
  for (const m of html.matchAll(/href="([^"]+)"/g)) {
    const href = decode(m[1])
    if (/^https?:\/\//.test(href) && !links.includes(href)) links.push(href)
  }
  return links
}

export async function renderMail<P>(
  template: MailTemplate<P>,
  props: P,
  locale: Locale,
): Promise<RenderedMail> {
  const element = template.render(props, locale)
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: template.subject(props, locale), html, text, links: extractLinks(html) }
}

/** Render one of the product's mails by its template's name (how `sendMail` renders). */
export function renderTemplate<N extends TemplateName>(
  name: N,
  props: TemplateProps<N>,
  locale: Locale,
): Promise<RenderedMail> {
  return renderMail(MAIL_TEMPLATES[name] as never, props as never, locale)
}
