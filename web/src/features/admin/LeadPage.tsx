import type { ReactNode } from 'react'
import { Card } from '@/components/console/Card'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import { consoleStyles as styles } from '@/components/console/styles'
import { LocalTime } from '@/components/ui/LocalTime'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatPrice } from '@/lib/format'
import { localePath } from '@/lib/paths'
import { LEAD_NOTE_MAX } from '@ironyard/contract/console-work'
import { HiddenFields } from '@/components/console/ConfirmStep'
import type { getAdminLead, LeadOwnersData } from './admin-data'
import { bulkLeadsAction } from './lead-bulk-actions'
import { LeadBulkNotice, OwnerSelect, ownerLabel, type LeadBulkOutcome } from './LeadBulk'
import { leadDetailText, MarkContacted } from './LeadDetails'

type Lead = NonNullable<Awaited<ReturnType<typeof getAdminLead>>>

/**
 * One lead's page (issue 36): who wrote, when (time of day in the viewer's zone), about which
 * listing, what they asked and every answer of the form's own, labelled; and "Mark contacted"
 * while it waits. Its owner and notes, with a form to give it to someone and one to add a note
 * (the inbox's bulk operations on this one lead, with Undo). Both consoles; the api answers a
 * partner member only their listings' leads, and offers their partner's members as owners.
 */
export function LeadPage({
  locale,
  console = 'admin',
  lead: l,
  owners = [],
  bulk = {},
  bulkKey = '',
}: {
  locale: Locale
  console?: Console
  lead: Lead
  owners?: LeadOwnersData
  bulk?: LeadBulkOutcome
  /** The forms' idempotency key, fresh with each page. */
  bulkKey?: string
}) {
  const t = getT(locale, 'admin')
  const rows: Array<[string, ReactNode]> = [
    [t('leads.columns.received'), <LocalTime key="r" iso={l.createdAt} locale={locale} />],
    [t('leads.columns.type'), t(`leadTypes.${l.type}`)],
    [t('leads.page.name'), l.name],
    [
      t('leads.page.email'),
      <a key="e" href={`mailto:${l.email}`}>
        {l.email}
      </a>,
    ],
    [
      t('leads.page.phone'),
      l.phone ? <a href={`tel:${l.phone.replace(/[^\d+]/g, '')}`}>{l.phone}</a> : null,
    ],
    [t('leads.page.company'), l.company],
    [t('leads.page.zip'), l.zip],
    [
      t('leads.columns.listing'),
      l.stockNumber ? (
        <a
          href={localePath(
            locale,
            consolePath(console, `/equipment/${encodeURIComponent(l.stockNumber)}`),
          )}
        >
          {l.stockNumber}
        </a>
      ) : null,
    ],
    [
      t('leads.page.offer'),
      l.offerAmountCents != null ? formatPrice(l.offerAmountCents, locale) : null,
    ],
    ...l.details.map((d): [string, ReactNode] => [
      t(`leads.details.${d.key}`),
      leadDetailText(d, locale),
    ]),
    [t('leads.page.message'), l.message],
    [t('leads.page.language'), t(`leads.page.languages.${l.locale === 'es' ? 'es' : 'en'}`)],
    [t('leads.page.owner'), l.owner ? ownerLabel(l.owner) : t('leads.bulk.nobody')],
  ]
  const hidden = { locale, console, lead: l.id, ids: l.id, back: '', key: bulkKey }
  const who = l.name ?? l.email
  return (
    <ConsoleShell
      locale={locale}
      console={console}
      active="leads"
      title={t('leads.page.title', { id: l.id, who })}
    >
      <p>
        <a href={localePath(locale, consolePath(console, '/leads'))}>{t('leads.page.back')}</a>
      </p>
      <Card id="lead" title={t(`leadTypes.${l.type}`)}>
        <dl className={styles.stats}>
          {rows
            .filter(([, v]) => v != null && v !== '')
            .map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd className={styles.fact}>{v}</dd>
              </div>
            ))}
        </dl>
        <MarkContacted locale={locale} console={console} lead={l} back="" />
      </Card>
      <LeadBulkNotice locale={locale} console={console} outcome={bulk} back="" lead={l.id} />
      <Card id="owner" title={t('leads.page.ownerTitle')}>
        <form action={bulkLeadsAction} className={styles.form}>
          <HiddenFields values={{ ...hidden, action: 'assignOwner' }} />
          <OwnerSelect locale={locale} owners={owners} id="lead-owner" value={l.owner?.id} />
          <button type="submit" className="btn btn-secondary">
            {t('leads.page.assign')}
          </button>
        </form>
      </Card>
      <Card id="notes" title={t('leads.page.notes')}>
        {l.notes.length ? (
          <ol className={styles.links}>
            {l.notes.map((n) => (
              <li key={n.id}>
                <p className={styles.message}>
                  {t('leads.page.noteBy', { who: n.authorEmail })}{' '}
                  <LocalTime iso={n.createdAt} locale={locale} />
                </p>
                <p className={styles.fact}>{n.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t('leads.page.noNotes')}</p>
        )}
        <form action={bulkLeadsAction} className={styles.form}>
          <HiddenFields values={{ ...hidden, action: 'addNote' }} />
          <label htmlFor="lead-note">
            <span className="label">{t('leads.bulk.note')}</span>
            <textarea
              className="input"
              id="lead-note"
              name="note"
              rows={3}
              required
              maxLength={LEAD_NOTE_MAX}
            />
          </label>
          <button type="submit" className="btn btn-secondary">
            {t('leads.page.addNote')}
          </button>
        </form>
      </Card>
    </ConsoleShell>
  )
}
