import { ConsoleShell } from '@/components/console/ConsoleShell'
import styles from '@/components/console/Console.module.css'
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
      {outcome.added ? (
        <p className={styles.notice} role="status">
          {t('partners.added', { email: outcome.added })}
        </p>
      ) : null}
      {outcome.removed ? (
        <p className={styles.notice} role="status">
          {t('partners.removed', { email: outcome.removed })}
        </p>
      ) : null}
      {sellers.length ? null : <p>{t('partners.empty')}</p>}
      {sellers.map((s) => (
        <section key={s.id} className={styles.card} aria-labelledby={`partner-${s.id}`}>
          <h2 id={`partner-${s.id}`}>{s.name}</h2>
          <p>
            {t('partners.listings', {
              count: s.listingCount,
              formatted: formatNumber(s.listingCount, locale),
            })}
          </p>
          {s.members.length ? (
            <div
              className={styles.tableWrap}
              role="region"
              aria-label={t('partners.members', { name: s.name })}
              tabIndex={0}
            >
              <table className={styles.wide}>
                <caption className="visually-hidden">
                  {t('partners.members', { name: s.name })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('partners.columns.email')}</th>
                    <th scope="col">{t('partners.columns.added')}</th>
                    <th scope="col">{t('partners.columns.addedBy')}</th>
                    <th scope="col">{t('partners.columns.actions')}</th>
                  </tr>
                </thead>
                <tbody>
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
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('partners.noMembers')}</p>
          )}
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
          />
        </section>
      ))}
    </ConsoleShell>
  )
}
