import { ConsoleShell } from '@/components/console/ConsoleShell'
import { Card } from '@/components/console/Card'
import { consoleStyles as styles } from '@/components/console/styles'
import { DataTable } from '@/components/console/DataTable'
import { Notice } from '@/components/console/Notice'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate } from '@/lib/format'
import { CreateKeyForm, RevokeKeyForm } from './ApiKeys'
import type { PartnerApiKeysData } from './partner-data'

/**
 * /partner/api-keys (issue 15): the partner's keys for the inventory feed (name, first
 * characters, created, last used, revoked), a form that creates one and shows it once, and a
 * revoke button (with a confirmation) on each working key.
 */
export function ApiKeysPage({
  locale,
  keys,
  idempotencyKey,
  revoked,
}: {
  locale: Locale
  keys: PartnerApiKeysData
  idempotencyKey: string
  /** The id of the key just revoked (from the URL), to say so. */
  revoked?: string
}) {
  const t = getT(locale, 'partner')
  const gone = revoked ? keys.find((k) => k.id === revoked) : undefined
  return (
    <ConsoleShell
      locale={locale}
      console="partner"
      active="apiKeys"
      title={t('apiKeys.title')}
      lead={t('apiKeys.lead')}
    >
      {gone ? <Notice>{t('apiKeys.revoked', { name: gone.name })}</Notice> : null}
      <CreateKeyForm
        locale={locale}
        idempotencyKey={idempotencyKey}
        texts={{
          legend: t('apiKeys.create.legend'),
          name: t('apiKeys.create.name'),
          nameHint: t('apiKeys.create.nameHint'),
          submit: t('apiKeys.create.submit'),
          sending: t('apiKeys.create.sending'),
          failed: t('apiKeys.create.failed'),
          created: t('apiKeys.create.created'),
          copyHint: t('apiKeys.create.copyHint'),
          copy: t('apiKeys.create.copy'),
          copied: t('apiKeys.create.copied'),
          repeated: t('apiKeys.create.repeated'),
        }}
      />
      <h2>{t('apiKeys.listTitle')}</h2>
      <DataTable
        label={t('apiKeys.caption')}
        empty={t('apiKeys.empty')}
        rows={keys.length}
        columns={[
          t('apiKeys.columns.name'),
          t('apiKeys.columns.prefix'),
          t('apiKeys.columns.created'),
          t('apiKeys.columns.lastUsed'),
          t('apiKeys.columns.state'),
        ]}
      >
        {keys.map((k) => (
          <tr key={k.id}>
            <td>{k.name}</td>
            <td>
              <code>{k.prefix}…</code>
            </td>
            <td>{formatDate(k.createdAt, locale)}</td>
            <td>{k.lastUsedAt ? formatDate(k.lastUsedAt, locale) : t('apiKeys.never')}</td>
            <td>
              {k.revokedAt ? (
                t('apiKeys.revokedOn', { date: formatDate(k.revokedAt, locale) })
              ) : (
                <RevokeKeyForm
                  locale={locale}
                  id={k.id}
                  texts={{
                    submit: t('apiKeys.revoke.submit'),
                    sending: t('apiKeys.revoke.sending'),
                    failed: t('apiKeys.revoke.failed'),
                    label: t('apiKeys.revoke.label', { name: k.name }),
                  }}
                  confirm={{
                    title: t('apiKeys.revoke.title'),
                    message: t('apiKeys.revoke.message', { name: k.name, prefix: k.prefix }),
                    confirm: t('apiKeys.revoke.confirm'),
                    cancel: t('apiKeys.revoke.cancel'),
                  }}
                />
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <Card id="feed-use" title={t('apiKeys.use.title')}>
        <p>{t('apiKeys.use.text')}</p>
        <pre className={styles.message}>
          <code>
            {
              'curl -H "Authorization: Bearer <key>" -H "Content-Type: text/csv" \\\n  --data-binary @listings.csv "<api>/partner/v1/listings/import?dryRun=true"'
            }
          </code>
        </pre>
      </Card>
    </ConsoleShell>
  )
}
