import { localeTag, type Locale } from '@ironyard/contract/locale'
import { Button, Heading, Link, Text } from '@react-email/components'
import { BRAND } from '@ironyard/contract'
import { t, type MessageVars } from '../../i18n'
import { button, Layout, paragraph } from './Layout'
import { defineTemplate } from './define'

export interface NewsletterProps {
  /** The issue's month, e.g. "2026-12" (its name is written in the recipient's language). */
  issue: string
  stories: Array<{ title: string; excerpt: string; url: string }>
  blogUrl: string
  equipmentUrl: string
  unsubscribeUrl: string
}

const monthName = (issue: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${issue}-01T12:00:00Z`))

/** The monthly newsletter to confirmed subscribers (spec §5 mailing list): the latest stories. */
export const newsletter = defineTemplate<NewsletterProps>({
  subject: (p, locale) =>
    t(locale, 'mail:newsletter.subject', { brand: BRAND.name, month: monthName(p.issue, locale) }),
  render: (p, locale) => {
    const tr = (key: string, vars?: MessageVars) => t(locale, `mail:newsletter.${key}`, vars)
    const month = monthName(p.issue, locale)
    return (
      <Layout
        locale={locale}
        preview={tr('subject', { brand: BRAND.name, month })}
        unsubscribeUrl={p.unsubscribeUrl}
      >
        <Text style={paragraph}>{tr('intro', { brand: BRAND.name, month })}</Text>
        {p.stories.map((s) => (
          <div key={s.url}>
            <Heading as="h2" style={{ fontSize: 18, margin: '20px 0 4px' }}>
              <Link href={s.url}>{s.title}</Link>
            </Heading>
            <Text style={paragraph}>{s.excerpt}</Text>
          </div>
        ))}
        <Button href={p.equipmentUrl} style={button}>
          {tr('browse')}
        </Button>
        <Text style={paragraph}>
          <Link href={p.blogUrl}>{tr('blog')}</Link>
        </Text>
        <Text style={{ color: '#6b7280', fontSize: 12 }}>{tr('why')}</Text>
      </Layout>
    )
  },
})
