import Link from 'next/link'
import { Card } from '@/components/console/Card'
import { ConfirmStep } from '@/components/console/ConfirmStep'
import { DetailLayout, type Outcome } from '@/components/console/DetailLayout'
import { knownErrorKey } from '@/components/console/outcome-error'
import { SectionOutcome } from '@/components/console/SectionOutcome'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatDate, formatNumber, formatPrice, formatPriceCents } from '@/lib/format'
import { listingPath } from '@/lib/listing-path'
import { localePath } from '@/lib/paths'
import { consoleStyles as styles } from '@/components/console/styles'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { consolePath, type Console } from '@/components/console/console'
import { consoleSteps } from './console'
import { duplicateListingAction, listingStepAction } from './equipment-actions'
import type { AdminListingData } from './equipment-data'
import { EQUIPMENT_ERROR_KEYS, EQUIPMENT_OUTCOME_ID } from './equipment-errors'
import { badgeReplacedBy } from '@ironyard/contract/listing-flair'
import { moneyInputText } from '@ironyard/contract/money'

/**
 * `?lowerFloor=<cents>`: the price cut the api refused because it is below the floor, which the
 * page offers to make again with the floor lowered too (issue 36, defect 5).
 */
export function lowerFloorOf(query: Record<string, string | string[] | undefined>) {
  const v = query.lowerFloor
  return typeof v === 'string' && /^\d{3,12}$/.test(v) ? Number(v) : undefined
}

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
  lowerFloorCents,
}: {
  locale: Locale
  console?: Console
  listing: AdminListingData
  outcome: Outcome
  today: string
  /** The listing form, filled with this listing (a client component the page renders). */
  editForm: React.ReactNode
  /** This page's key for "duplicate": pressed twice, it makes one copy (admin console only). */
  duplicateKey?: string
  /** A refused cut below the floor, to confirm with the floor lowered too (lowerFloorOf). */
  lowerFloorCents?: number
}) {
  const t = getT(locale, 'admin')
  const badge = getT(locale, 'equipment')
  const base = consolePath(console, `/equipment/${encodeURIComponent(l.stockNumber)}`)
  const steps = consoleSteps(console, l.steps)
  const publicPath = listingPath(
    { year: l.year, make: { name: l.make }, model: l.model, stockNumber: l.stockNumber },
    locale,
  )
  const hidden = (step: string) => ({ locale, console, stockNumber: l.stockNumber, step })
  /** What a step does, and the badge it replaces with its own ("Free shipping"), if any. */
  const effectOf = (step: string) => {
    const effect = t(`equipment.steps.${step}.effect`)
    const replaced =
      step === 'changePrice' || step === 'markComingSoon' ? badgeReplacedBy(step, l) : null
    return replaced
      ? `${effect} ${t('equipment.replacesBadge', { badge: badge(`badge.${replaced}`) })}`
      : effect
  }
  const cutBelowFloor =
    lowerFloorCents !== undefined &&
    lowerFloorCents < l.floorPriceCents &&
    steps.includes('changePrice')
      ? (lowerFloorCents % 100 ? formatPriceCents : formatPrice)(lowerFloorCents, locale)
      : null
  // Why the last step failed: one of the page's own texts, chosen by key (an unknown key: none).
  const errorKey = knownErrorKey(outcome.error, EQUIPMENT_ERROR_KEYS)
  const failed = outcome.failed
    ? t('equipment.failed', {
        why: t(`equipment.errors.${errorKey ?? 'unknown'}`, {
          stockNumber: l.stockNumber,
          listed: formatDate(l.listedAt, locale),
        }),
      })
    : null
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
    // A draft was never on sale: it has no listing date to show (issue 36, defect 6).
    ...(l.status === 'draft'
      ? []
      : [[t('equipment.fields.listed'), formatDate(l.listedAt, locale)] as [string, string]]),
    [t('equipment.fields.updated'), formatDate(l.updatedAt, locale)],
  ]
  return (
    <ConsoleShell locale={locale} console={console} active="equipment" title={l.title}>
      <DetailLayout
        done={
          outcome.done
            ? t(`equipment.done.${outcome.done}`, { defaultValue: t('equipment.done.saved') })
            : undefined
        }
      >
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
          <Card id="facts" title={t('equipment.facts')}>
            <dl className={styles.stats}>
              {facts.map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd className={styles.fact}>{v}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card id="lifecycle" title={t('equipment.lifecycle')}>
            {failed ? <SectionOutcome id={EQUIPMENT_OUTCOME_ID}>{failed}</SectionOutcome> : null}
            {steps.length ? null : <p>{t('equipment.noSteps')}</p>}
            {cutBelowFloor ? (
              <ConfirmStep
                open
                summary={t('equipment.lowerFloor.summary', {
                  price: cutBelowFloor,
                  floor: formatPrice(l.floorPriceCents, locale),
                })}
                effect={t('equipment.lowerFloor.effect')}
                action={listingStepAction}
                hidden={{
                  ...hidden('changePrice'),
                  price: moneyInputText(lowerFloorCents!, locale),
                  lowerFloor: 'true',
                }}
                confirm={t('equipment.lowerFloor.confirm', { price: cutBelowFloor })}
              />
            ) : null}
            {steps.map((step) => (
              <ConfirmStep
                key={step}
                summary={t(`equipment.steps.${step}.label`)}
                effect={effectOf(step)}
                action={listingStepAction}
                hidden={hidden(step)}
                confirm={t(`equipment.steps.${step}.confirm`)}
                inline
              >
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
                      defaultValue={
                        step === 'markSold' ? moneyInputText(l.advertisedPriceCents, locale) : ''
                      }
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
                {step === 'remove' || step === 'backOnSale' ? (
                  <label>
                    <span className="label">{t('equipment.reason')}</span>
                    <input className="input" name="reason" required maxLength={500} />
                  </label>
                ) : null}
              </ConfirmStep>
            ))}
            {console === 'admin' ? (
              <ConfirmStep
                summary={t('equipment.duplicate.label')}
                effect={t('equipment.duplicate.effect')}
                action={duplicateListingAction}
                hidden={{ locale, idempotencyKey: duplicateKey ?? '', stockNumber: l.stockNumber }}
                confirm={t('equipment.duplicate.confirm')}
                secondary
                inline
              />
            ) : null}
          </Card>
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
                <li>
                  <Link
                    href={localePath(
                      locale,
                      `/admin/auctions?stock=${encodeURIComponent(l.stockNumber)}`,
                    )}
                    prefetch={false}
                  >
                    {getT(locale, 'admin-auctions')('equipment.addToAuction')}
                  </Link>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
        <Card id="edit" title={t('equipment.edit')}>
          <p className={styles.message}>{t('equipment.priceByStep')}</p>
          {editForm}
        </Card>
      </DetailLayout>
    </ConsoleShell>
  )
}
