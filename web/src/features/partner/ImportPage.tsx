import { FEED_MAX_BYTES, FEED_MAX_ROWS } from '@ironyard/contract/partner-feed'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { ImportFeed, type ImportFeedTexts } from './ImportFeed'
import type { ImportReportTexts } from './ImportReport'
import { RequestMake } from './RequestMake'

/** The import page's texts, translated here for the client component. */
export function importTexts(locale: Locale): ImportFeedTexts {
  const t = getT(locale, 'partner')
  return {
    file: t('import.file'),
    fileHint: t('import.fileHint', {
      rows: formatNumber(FEED_MAX_ROWS, locale),
      mb: FEED_MAX_BYTES / 1024 / 1024,
    }),
    mode: t('import.mode'),
    modes: { upsert: t('import.modes.upsert'), replace: t('import.modes.replace') },
    check: t('import.check'),
    import: t('import.import'),
    sending: t('import.sending'),
    chooseFirst: t('import.chooseFirst'),
    tooLarge: t('import.tooLarge'),
    failed: t('import.failed'),
    checked: t('import.checked'),
    imported: t('import.imported'),
    report: {
      caption: t('import.report.caption'),
      columns: {
        row: t('import.report.row'),
        stockNumber: t('import.report.stockNumber'),
        field: t('import.report.field'),
        message: t('import.report.message'),
      },
      totals: t('import.report.totals'),
      removed: t('import.report.removed'),
      noErrors: t('import.report.noErrors'),
      plan: {
        caption: t('import.plan.caption'),
        action: t('import.plan.action'),
        fields: t('import.plan.fields'),
        empty: t('import.plan.empty'),
        actions: {
          create: t('import.plan.actions.create'),
          update: t('import.plan.actions.update'),
          unchanged: t('import.plan.actions.unchanged'),
          remove: t('import.plan.actions.remove'),
        },
      },
      makes: makeTexts(locale),
    },
  }
}

/** The make-request texts (a check's unknown makes, and the page's own form). */
function makeTexts(locale: Locale): ImportReportTexts['makes'] {
  const t = getT(locale, 'partner')
  // The {{make}} and {{list}} slots are filled by the client, per make (like the totals').
  return {
    title: t('import.makes.title'),
    suggest: t('import.makes.suggest'),
    none: t('import.makes.none'),
    or: t('import.makes.or'),
    ask: t('import.makes.ask'),
    label: t('import.makes.label'),
    submit: t('import.makes.submit'),
    sending: t('import.sending'),
    requested: t('import.makes.requested'),
    already: t('import.makes.already'),
    failed: t('import.makes.failed'),
  }
}

/**
 * /partner/import (issue 15): the inventory feed by hand: the template to download, then a CSV
 * file checked (dry run) and imported, with the per-row report.
 */
export function ImportPage({ locale }: { locale: Locale }) {
  const t = getT(locale, 'partner')
  return (
    <ConsoleShell
      locale={locale}
      console="partner"
      active="import"
      title={t('import.title')}
      lead={t('import.lead')}
    >
      <p>
        <a href={`/api/partner/listings/template.csv?locale=${locale}`} download>
          {t('import.template')}
        </a>
      </p>
      <ImportFeed locale={locale} maxBytes={FEED_MAX_BYTES} texts={importTexts(locale)} />
      <section aria-labelledby="request-make">
        <h2 id="request-make">{t('import.makes.formTitle')}</h2>
        <p>{t('import.makes.formLead')}</p>
        <RequestMake locale={locale} texts={makeTexts(locale)} />
      </section>
    </ConsoleShell>
  )
}
