import type { Locale } from '../../context'
import type { InspectionDocumentKind } from '../../db/schema/enums'
import { t } from '../../i18n'

/** Spec §3: the name of one of the 11 kinds of inspection document, in the reader's language. */
export const documentKindName = (kind: InspectionDocumentKind, locale: Locale): string =>
  t(locale, `inspections:documentKinds.${kind}`)

/** Stored titles read "<kind name>: <machine>"; show the kind's name in the reader's language. */
export function documentTitle(
  kind: InspectionDocumentKind,
  stored: string,
  locale: Locale,
): string {
  const machine = stored.includes(': ') ? stored.slice(stored.indexOf(': ') + 2) : ''
  const name = documentKindName(kind, locale)
  return machine ? `${name}: ${machine}` : name
}
