import { SignInLink } from '@/features/auth'
import type { FieldOption } from '@/features/leads'
import { LeadForm } from '@/features/leads'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { BRAND } from '@ironyard/contract'
import { env } from '@/lib/env'
import type { LeadField } from '@/features/leads'
import styles from './Services.module.css'

export interface PrequalifySectionProps {
  locale: Locale
  /** The signed-in visitor's details; null: anonymous (or the session ended). */
  prefill: Partial<Record<LeadField, string>> | null
  states: readonly FieldOption[]
  equipmentTypes: readonly FieldOption[]
  /** The page to come back to after signing in (with the calculator's price and ZIP). */
  returnTo: string
  /** The lender's application page (LENDER_APPLICATION_URL); null: the finance team sends it. */
  lenderApplicationUrl?: string | null
}

/**
 * Spec §6: pre-qualifying for financing is for signed-in accounts. Anonymous visitors get the
 * login prompt (the login modal, or /signin without JavaScript); members get the form, whose
 * success hands off to the lender's application (spec §7) and whose "sorry" says why (spec §4).
 */
export function PrequalifySection({
  locale,
  prefill,
  states,
  equipmentTypes,
  returnTo,
  lenderApplicationUrl = env.lenderApplicationUrl,
}: PrequalifySectionProps) {
  const t = getT(locale, 'services')
  if (!prefill) {
    return (
      <>
        <h2>{t('finance.prequalify.title')}</h2>
        <div className={styles.signin} data-testid="prequalify-signin">
          <h3>{t('finance.prequalify.signInTitle')}</h3>
          <p>{t('finance.prequalify.signInText')}</p>
          <p className={styles.actions}>
            <SignInLink
              locale={locale}
              returnTo={returnTo}
              returnHereAt="#prequalify"
              tab="signup"
              source="finance-prequalify"
              className="btn"
            >
              {t('finance.prequalify.signUp')}
            </SignInLink>
            <SignInLink
              locale={locale}
              returnTo={returnTo}
              returnHereAt="#prequalify"
              tab="login"
              source="finance-prequalify"
              className="btn btn-secondary"
            >
              {t('finance.prequalify.logIn')}
            </SignInLink>
          </p>
        </div>
      </>
    )
  }
  return (
    <LeadForm
      type="finance_prequalify"
      locale={locale}
      idempotencyKey={crypto.randomUUID()}
      brand={BRAND.name}
      prefill={prefill}
      options={{ state: states, equipmentType: equipmentTypes }}
      headingLevel="h2"
      successExtra={
        <div className={styles.handoff}>
          <h4>{t('finance.prequalify.handoffTitle')}</h4>
          {lenderApplicationUrl ? (
            <>
              <p>{t('finance.prequalify.handoffText')}</p>
              <p>
                <a
                  className="btn"
                  href={lenderApplicationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('finance.prequalify.handoffLink')}
                </a>
              </p>
              <p className={styles.help}>{t('finance.prequalify.handoffNote')}</p>
            </>
          ) : (
            <p>{t('finance.prequalify.handoffByTeam')}</p>
          )}
        </div>
      }
    />
  )
}
