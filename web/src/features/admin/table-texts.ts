import type { TFunction } from 'i18next'
import type { Column } from '@/components/console/DataTable'
import type { Locale } from '@/i18n/settings'
import { formatNumber } from '@/lib/format'

/**
 * A console table's texts from its keys under `prefix`: `tableLabel`, `count` (plural, with the
 * number `formatted`), `empty` and `columns.<key>` (a key starting with '#' is a numeric column).
 */
export function tableTexts(
  t: TFunction,
  prefix: string,
  locale: Locale,
  total: { count: number; formatted?: string; label?: Record<string, string> },
  columns: readonly string[],
): { label: string; count: string; empty: string; columns: Column[] } {
  return {
    label: t(`${prefix}.tableLabel`, total.label ?? {}),
    count: t(`${prefix}.count`, {
      count: total.count,
      formatted: total.formatted ?? formatNumber(total.count, locale),
    }),
    empty: t(`${prefix}.empty`),
    columns: columns.map((c) =>
      c.startsWith('#')
        ? { label: t(`${prefix}.columns.${c.slice(1)}`), numeric: true as const }
        : t(`${prefix}.columns.${c}`),
    ),
  }
}
