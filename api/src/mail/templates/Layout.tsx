import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'
import { BRAND } from '@ironyard/contract'
import { t } from '../../i18n'
import type { Locale } from '../../lib/locale'

const footer = `${BRAND.legalName} · ${BRAND.street} · ${BRAND.city}, ${BRAND.state} ${BRAND.zip}`

export function Layout(props: {
  locale: Locale
  preview: string
  children: ReactNode
  unsubscribeUrl?: string
}) {
  const locale = props.locale
  return (
    <Html lang={props.locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f4f1',
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
        }}
      >
        <Container
          style={{ backgroundColor: '#ffffff', margin: '24px auto', maxWidth: 600, padding: 24 }}
        >
          <Text style={{ fontSize: 22, fontWeight: 700, color: '#1f2933', margin: '0 0 16px' }}>
            {BRAND.name}
          </Text>
          <Section>{props.children}</Section>
          <Hr style={{ borderColor: '#e4e4de', margin: '24px 0 12px' }} />
          <Text style={{ color: '#6b7280', fontSize: 12, margin: 0 }}>
            {t(locale, 'mail:layout.help')}{' '}
            <Link href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Link>
          </Text>
          <Text style={{ color: '#6b7280', fontSize: 12, margin: '4px 0 0' }}>{footer}</Text>
          {props.unsubscribeUrl ? (
            <Text style={{ fontSize: 12, margin: '4px 0 0' }}>
              <Link href={props.unsubscribeUrl}>{t(locale, 'mail:layout.unsubscribe')}</Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  )
}

export const paragraph = { color: '#1f2933', fontSize: 15, lineHeight: '22px' } as const
export const button = {
  backgroundColor: '#f5b400',
  borderRadius: 4,
  color: '#111111',
  display: 'inline-block',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
} as const
