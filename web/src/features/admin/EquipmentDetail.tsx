import Link from 'next/link'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice } from '@/lib/format'
import { listingPath } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import styles from '@/components/console/Console.module.css'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import { consoleSteps } from './console'
import { duplicateListingAction, listingStepAction } from './equipment-actions'
import type { AdminListingData } from './equipment-data'

/**
 * One listing in the console (issue 14): its facts, and the lifecycle steps its state allows. Each
 * step opens (a disclosure, no JavaScript) with what it will do, who gets mailed, and its confirm
 * button; the page comes back saying what happened. The partner console (issue 15) offers only
 * the steps partners may take, no duplicate, and no inspection or audit links (photos, yes).
 */
export function EquipmentDetail({
  locale,
  console = 'admin',
  listing: l,
  outcome,
  today,
  editForm,
  duplicateKey,
}: {
  locale: Locale
  console?: Console
  listing: AdminListingData
  outcome: { done?: string; failed?: string; why?: string }
  today: string
  /** The listing form, filled with this listing (a client component the page renders). */
  editForm: React.ReactNode
  /** This page's key for "duplicate": pressed twice, it makes one copy (admin console only). */
  duplicateKey?: string
}) {
  const t = getT(locale, 'admin')
  const badge = getT(locale, 'equipment')
  const base = consolePath(console, `/equipment/${encodeURIComponent(l.stockNumber)}`)
  const steps = consoleSteps(console, l.steps)
  const publicPath = listingPath(
    { year: l.year, make: { name: l.make }, model: l.model, stockNumber: l.stockNumber },
    locale,
  )
  const hidden = (step: string) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="console" value={console} />
      <input type="hidden" name="stockNumber" value={l.stockNumber} />
      <input type="hidden" name="step" value={step} />
    </>
  )
  const facts: Array<[string, string]> = [
    [t('equipment.fields.stockNumber'), l.stockNumber],
    [t('equipment.fields.status'), t(`status.${l.status}`)],
    [t('equipment.fields.price'), formatPrice(l.advertisedPriceCents, locale)],
    [t('equipment.fields.floor'), formatPrice(l.floorPriceCents, locale)],
    [
      t('equipment.fields.category'),
      l.subcategoryName ? `${l.categoryName} · ${l.subcategoryName}` : l.categoryName,
    ],
    [t('equipment.fields.year'), String(l.year)],
    [t('equipment.fields.hours'), l.hours == null ? '—' : formatNumber(l.hours, locale)],
    [t('equipment.fields.miles'), l.miles == null ? '—' : formatNumber(l.miles, locale)],
    [t('equipment.fields.serialNumber'), l.serialNumber ?? '—'],
    [
      t('equipment.fields.flair'),
      l.flair === 'NotSet' || l.flair === 'None' ? '—' : badge(`badge.${l.flair}`),
    ],
    [t('equipment.fields.place'), `${l.city}, ${l.state} ${l.zip}`],
    [t('equipment.fields.listed'), formatDate(l.listedAt, locale)],
    [t('equipment.fields.updated'), formatDate(l.updatedAt, locale)],
  ]
  return (
    <ConsoleShell locale={locale} console={console} active="equipment" title={l.title}>
      {outcome.done ? (
        <p className={styles.notice} role="status">
          {t(`equipment.done.${outcome.done}`, { defaultValue: t('equipment.done.saved') })}
        </p>
      ) : null}
      {outcome.failed ? (
        <p className={styles.notice} data-tone="error" role="alert">
          {t('equipment.failed', { why: outcome.why ?? '' })}
        </p>
      ) : null}
      <p>
        {l.status === 'draft' || l.status === 'removed' ? (
          t('equipment.notPublic')
        ) : (
          <Link href={publicPath} prefetch={false}>
            {t('equipment.viewPublic')}
          </Link>
        )}
      </p>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="facts">
          <h2 id="facts">{t('equipment.facts')}</h2>
          <dl className={styles.stats}>
            {facts.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd className={styles.fact}>{v}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="lifecycle">
          <h2 id="lifecycle">{t('equipment.lifecycle')}</h2>
          {steps.length ? null : <p>{t('equipment.noSteps')}</p>}
          {steps.map((step) => (
            <details key={step} className={styles.step}>
              <summary>{t(`equipment.steps.${step}.label`)}</summary>
              <p>{t(`equipment.steps.${step}.effect`)}</p>
              <form action={listingStepAction} className={styles.filters}>
                {hidden(step)}
                {step === 'changePrice' || step === 'markSold' ? (
                  <label>
                    <span className="label">
                      {t(step === 'markSold' ? 'equipment.soldPrice' : 'equipment.newPrice')}
                    </span>
                    <input
                      className="input"
                      name="price"
                      inputMode="decimal"
                      required
                      autoComplete="off"
                      defaultValue={step === 'markSold' ? String(l.advertisedPriceCents / 100) : ''}
                    />
                  </label>
                ) : null}
                {step === 'markSold' ? (
                  <label>
                    <span className="label">{t('equipment.soldOn')}</span>
                    <input
                      className="input"
                      type="date"
                      name="soldOn"
                      required
                      defaultValue={today}
                      max={today}
                    />
                  </label>
                ) : null}
                {step === 'remove' ? (
                  <label>
                    <span className="label">{t('equipment.reason')}</span>
                    <input className="input" name="reason" required maxLength={500} />
                  </label>
                ) : null}
                <button type="submit" className="btn btn-primary">
                  {t(`equipment.steps.${step}.confirm`)}
                </button>
              </form>
            </details>
          ))}
          {console === 'admin' ? (
            <details className={styles.step}>
              <summary>{t('equipment.duplicate.label')}</summary>
              <p>{t('equipment.duplicate.effect')}</p>
              <form action={duplicateListingAction} className={styles.filters}>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="idempotencyKey" value={duplicateKey ?? ''} />
                <input type="hidden" name="stockNumber" value={l.stockNumber} />
                <button type="submit" className="btn btn-secondary">
                  {t('equipment.duplicate.confirm')}
                </button>
              </form>
            </details>
          ) : null}
        </section>
      </div>
      <nav aria-label={t('equipment.facts')}>
        <ul className={styles.links}>
          <li>
            <Link href={localePath(locale, `${base}/media`)} prefetch={false}>
              {t('equipment.media')}
            </Link>
          </li>
          {console === 'admin' ? (
            <>
              <li>
                <Link href={localePath(locale, `${base}/inspection`)} prefetch={false}>
                  {t('equipment.inspection')}
                </Link>
              </li>
              <li>
                <Link
                  href={localePath(
                    locale,
                    `/admin/audit?entity=listing&key=${encodeURIComponent(l.stockNumber)}`,
                  )}
                  prefetch={false}
                >
                  {t('equipment.history')}
                </Link>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      <section className={styles.card} aria-labelledby="edit">
        <h2 id="edit">{t('equipment.edit')}</h2>
        <p className={styles.message}>{t('equipment.priceByStep')}</p>
        {editForm}
      </section>
    </ConsoleShell>
  )
}
