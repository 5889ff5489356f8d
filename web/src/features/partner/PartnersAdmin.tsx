import { ConsoleShell } from '@/components/console/ConsoleShell'
import { Card } from '@/components/console/Card'
import { DataTable } from '@/components/console/DataTable'
import { Notice } from '@/components/console/Notice'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber } from '@/lib/format'
import type { PartnerSellersData } from './partner-data'
import { AddMemberForm, RemoveMemberForm } from './PartnerMemberForms'

/**
 * /admin/partners (issue 15): every partner seller with its listing count and members; staff add
 * a member by address and remove one after a confirmation. Members get the /partner pages.
 */
export function PartnersAdmin({
  locale,
  sellers,
  outcome,
}: {
  locale: Locale
  sellers: PartnerSellersData
  outcome: { added?: string; removed?: string }
}) {
  const t = getT(locale, 'admin')
  return (
    <ConsoleShell
      locale={locale}
      active="partners"
      title={t('partners.title')}
      lead={t('partners.lead')}
    >
      {outcome.added ? <Notice>{t('partners.added', { email: outcome.added })}</Notice> : null}
      {outcome.removed ? (
        <Notice>{t('partners.removed', { email: outcome.removed })}</Notice>
      ) : null}
      {sellers.length ? null : <p>{t('partners.empty')}</p>}
      {sellers.map((s) => (
        <Card key={s.id} id={`partner-${s.id}`} title={s.name}>
          <p>
            {t('partners.listings', {
              count: s.listingCount,
              formatted: formatNumber(s.listingCount, locale),
            })}
          </p>
          <DataTable
            label={t('partners.members', { name: s.name })}
            empty={t('partners.noMembers')}
            rows={s.members.length}
            columns={[
              t('partners.columns.email'),
              t('partners.columns.added'),
              t('partners.columns.addedBy'),
              t('partners.columns.actions'),
            ]}
          >
            {s.members.map((m) => (
              <tr key={m.email}>
                <td>{m.email}</td>
                <td>{formatDate(m.addedAt, locale)}</td>
                <td>{m.addedBy ?? '—'}</td>
                <td>
                  <RemoveMemberForm
                    locale={locale}
                    sellerId={s.id}
                    email={m.email}
                    label={t('partners.removeLabel', { email: m.email, name: s.name })}
                    texts={{
                      submit: t('partners.remove'),
                      sending: t('partners.sending'),
                      failed: t('partners.removeFailed'),
                    }}
                    confirm={{
                      title: t('partners.confirm.title'),
                      message: t('partners.confirm.message', {
                        email: m.email,
                        name: s.name,
                      }),
                      confirm: t('partners.confirm.confirm'),
                      cancel: t('partners.confirm.cancel'),
                    }}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
          <AddMemberForm
            locale={locale}
            sellerId={s.id}
            label={t('partners.addLabel', { name: s.name })}
            email={t('partners.email')}
            texts={{
              submit: t('partners.add'),
              sending: t('partners.sending'),
              failed: t('partners.addFailed'),
            }}
            move={t('partners.move', { name: s.name })}
          />
        </Card>
      ))}
    </ConsoleShell>
  )
}
