import { FEED_MAX_BYTES, FEED_MAX_ROWS } from '@ironyard/contract/partner-feed'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { getT } from '@/i18n/server'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'
import { ImportFeed, type ImportFeedTexts } from './ImportFeed'

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
    },
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
    </ConsoleShell>
  )
}
