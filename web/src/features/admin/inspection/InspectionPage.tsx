import { DetailLayout, type Outcome } from '@/components/console/DetailLayout'
import { knownErrorKey } from '@/components/console/outcome-error'
import { SectionOutcome } from '@/components/console/SectionOutcome'
import { notFound } from 'next/navigation'
import { ClientTranslations } from '@/i18n/ClientTranslations'
import { getT } from '@/i18n/server'
import { type Locale } from '@/i18n/settings'
import { localePath } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import { ConsoleShell } from '@/components/console/ConsoleShell'
import { DeleteInspection } from './DeleteInspection'
import { getAdminInspection, sectionsOf } from './inspection-data'
import { DELETE_OUTCOME_ID, INSPECTION_ERROR_KEYS } from './inspection-errors'
import { valuesOfInspection } from './inspection-form-data'
import { InspectionForm } from './InspectionForm'
import { localePage } from '@/i18n/locale-page'

const DONE = ['save', 'unchanged', 'delete'] as const

/** The page's metadata: private, never indexed. */
export async function inspectionMetadata(params: Promise<{ locale: string; stock: string }>) {
  const { stock } = await params
  const locale = await localePage(params)
  const t = getT(locale, 'admin-inspection')
  return pageMetadata({
    locale,
    path: `/admin/equipment/${stock}/inspection`,
    title: t('meta.title'),
    description: getT(locale, 'admin')('meta.description'),
    analytics: { category: 'App', name: 'Admin' },
    noindex: true,
  })
}

/**
 * The inspection entry of one listing (issue 14): the form, what the last step did, and the
 * deletion (only when there is an inspection).
 */
export async function InspectionPage({
  locale,
  stockNumber,
  outcome,
}: {
  locale: Locale
  stockNumber: string
  outcome: Outcome
}) {
  const editor = await getAdminInspection(stockNumber, locale)
  if (!editor) notFound()
  const t = getT(locale, 'admin-inspection')
  const listingPage = localePath(
    locale,
    `/admin/equipment/${encodeURIComponent(editor.stockNumber)}`,
  )
  const done = DONE.find((d) => d === outcome.done)
  // Why the deletion failed: one of the page's own texts, chosen by key (an unknown key: none).
  const errorKey = knownErrorKey(outcome.error, INSPECTION_ERROR_KEYS)
  const failed =
    outcome.failed === 'delete'
      ? t('failed', {
          why: t(`errors.${errorKey ?? 'unknown'}`, { stockNumber: editor.stockNumber }),
        })
      : null
  return (
    <ConsoleShell
      locale={locale}
      active="equipment"
      title={t('title', { title: editor.title })}
      lead={t('lead', { stockNumber: editor.stockNumber })}
    >
      <DetailLayout
        back={{ href: listingPage, label: t('back') }}
        done={done ? t(`done.${done}`) : undefined}
      >
        {!editor.inspection ? <p>{t('notInspectedYet')}</p> : null}
        <ClientTranslations locale={locale} namespaces={['admin-inspection']}>
          <InspectionForm
            locale={locale}
            stockNumber={editor.stockNumber}
            sections={sectionsOf(editor.points, locale)}
            inspectors={editor.inspectors.map((i) => ({
              id: i.id,
              name: i.name,
              region: i.region ?? null,
            }))}
            initial={valuesOfInspection(
              editor.inspection ?? null,
              new Date().toISOString().slice(0, 10),
            )}
          />
        </ClientTranslations>
        {failed ? <SectionOutcome id={DELETE_OUTCOME_ID}>{failed}</SectionOutcome> : null}
        {editor.inspection ? (
          <DeleteInspection locale={locale} stockNumber={editor.stockNumber} />
        ) : null}
      </DetailLayout>
    </ConsoleShell>
  )
}
