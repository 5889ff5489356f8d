import { sendMail } from '../../src/mail/mailer'
import { BRAND } from '@ironyard/contract'
import { AppError } from '../../src/lib/errors'
import { logger } from '../../src/lib/logger'
import { listOutbox } from '../../src/services/messages/list-outbox'
import { testEnv } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/db'
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp'

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const s = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(s[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

interface MimePart {
  headers: Map<string, string>
  body: string
}

/** Headers (unfolded, lower-case names) and body of a MIME entity. */
function parseEntity(raw: string): MimePart {
  const split = raw.indexOf('\n\n')
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':')
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: raw.slice(split + 2) }
}

/** The decoded text of every leaf part, by content type. */
function mimeParts(raw: string): Map<string, string> {
  const out = new Map<string, string>()
  const visit = (entity: MimePart) => {
    const type = entity.headers.get('content-type') ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1]
    if (type.startsWith('multipart/') && boundary) {
      for (const chunk of entity.body.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break
        visit(parseEntity(chunk.replace(/^\n/, '')))
      }
      return
    }
    const encoding = entity.headers.get('content-transfer-encoding')?.toLowerCase()
    const body =
      encoding === 'base64'
        ? Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintable(entity.body.replace(/\n/g, '\r\n'))
          : entity.body
    out.set(type.split(';')[0], body)
  }
  visit(parseEntity(raw))
  return out
}

describe('sendMail through SMTP (SMTP_URL set)', () => {
  let database: TestDatabase
  let smtp: FakeSmtp
  beforeAll(async () => {
    database = await createTestDatabase()
    smtp = await startFakeSmtp()
    // The fake server can hold the first message; nothing here needs that.
    smtp.release()
  })
  afterAll(async () => {
    await smtp.close()
    await database.destroy()
  })

  it("delivers the message to the recipient in the recipient's language, not to the local outbox", async () => {
    const env = testEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Ironyard <mail@ironyard.test>' })
    const result = await sendMail(
      { database, env, logger },
      {
        template: 'signin-otp',
        to: '  Comprador@Example.COM ',
        locale: 'es',
        props: { code: '482913', expiresMinutes: 10 },
        dedupeKey: 'test:smtp:otp:1',
      },
    )
    expect(result).toEqual({ status: 'sent', transport: 'smtp' })

    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail.to).toEqual(['comprador@example.com'])
    const message = parseEntity(mail.data)
    expect(decodeHeader(message.headers.get('subject')!)).toBe(
      `482913 es tu código de verificación de ${BRAND.name}`,
    )
    expect(message.headers.get('from')).toContain('mail@ironyard.test')
    const parts = mimeParts(mail.data)
    expect(parts.get('text/html')).toMatch(/<html[^>]* lang="es"/)
    expect(parts.get('text/html')).toContain('Escribe este código para entrar a')
    expect(parts.get('text/plain')).toContain('El código vence en 10 minutos')
    expect(parts.get('text/plain')).not.toContain('Enter this code')

    // Recorded once as sent over SMTP (the dedupe record); nothing was kept for the local outbox.
    const recorded = await listOutbox(database, { to: 'comprador@example.com' })
    expect(recorded.map((m) => m.transport)).toEqual(['smtp'])
    expect((await listOutbox(database, {})).filter((m) => m.transport === 'outbox')).toEqual([])

    // The same dedupe key never mails twice.
    const again = await sendMail(
      { database, env, logger },
      {
        template: 'signin-otp',
        to: 'comprador@example.com',
        locale: 'es',
        props: { code: '482913', expiresMinutes: 10 },
        dedupeKey: 'test:smtp:otp:1',
      },
    )
    expect(again).toEqual({ status: 'duplicate', transport: 'smtp' })
    expect(smtp.received).toHaveLength(1)
  })

  it('sends a marketing mail with the one-click List-Unsubscribe headers, and keeps no copy of its link', async () => {
    const env = testEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Ironyard <mail@ironyard.test>' })
    const unsubscribeUrl =
      'https://api.ironyard.test/unsubscribe?token=abcdefghijklmnopqrstuvwxyz0123456789ABCD'
    const before = smtp.received.length
    await sendMail(
      { database, env, logger },
      {
        template: 'newsletter',
        to: 'reader@example.com',
        locale: 'en',
        carriesSecret: true,
        props: {
          issue: '2026-12',
          stories: [
            { title: 'Tracks', excerpt: 'About tracks', url: 'https://ironyard.test/blog/t' },
          ],
          blogUrl: 'https://ironyard.test/blog',
          equipmentUrl: 'https://ironyard.test/equipment',
          unsubscribeUrl,
        },
        dedupeKey: 'test:smtp:newsletter:1',
      },
    )
    expect(smtp.received).toHaveLength(before + 1)
    const message = parseEntity(smtp.received[before].data)
    expect(message.headers.get('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`)
    expect(message.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const [recorded] = await listOutbox(database, { to: 'reader@example.com' })
    expect(recorded.headers).toEqual({})
    expect(recorded.links).toEqual([])
  })

  it('fails with INTERNAL and records nothing when the SMTP server is unreachable', async () => {
    const down = await startFakeSmtp()
    await down.close()
    const env = testEnv({ SMTP_URL: down.url })
    const attempt = sendMail(
      { database, env, logger },
      {
        template: 'signin-otp',
        to: 'buyer@example.com',
        locale: 'en',
        props: { code: '111111', expiresMinutes: 10 },
        dedupeKey: 'test:smtp:otp:down',
      },
    )
    await expect(attempt).rejects.toBeInstanceOf(AppError)
    await expect(attempt).rejects.toMatchObject({ code: 'INTERNAL' })
    expect(await listOutbox(database, { to: 'buyer@example.com' })).toEqual([])
  })
})
