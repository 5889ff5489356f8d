import { FEED_COLUMNS, FEED_SAMPLE_PREFIX } from '@ironyard/contract/partner-feed'
import { asc, eq, sql } from 'drizzle-orm'
import type { AppDeps } from '../../context'
import { categories, makes, models } from '../../db/schema'
import { t } from '../../i18n'
import { csvText } from '../../lib/csv'

/**
 * The feed's CSV template (issue 15): the header and one example row, a real category and make
 * of the catalogue (an excavator when the catalogue has one), so the example shows good cells.
 * Its stock number is the sample marker (SAMPLE-...): a template sent unchanged is refused row by
 * row, never published as a live listing (issue 36, defect 6); its description says so.
 */
export async function feedTemplateCsv(deps: Pick<AppDeps, 'database'>): Promise<string> {
  const [example] = await deps.database.db
    .select({ category: categories.slug, make: makes.name, model: models.name })
    .from(models)
    .innerJoin(makes, eq(makes.id, models.makeId))
    .innerJoin(categories, eq(categories.id, models.categoryId))
    .orderBy(sql`${categories.slug} <> 'excavators'`, asc(makes.name), asc(models.name))
    .limit(1)
  const row: Record<(typeof FEED_COLUMNS)[number], string | number> = {
    stock_number: `${FEED_SAMPLE_PREFIX}1001`,
    category: example?.category ?? 'excavators',
    make: example?.make ?? 'Caterpillar',
    model: example?.model ?? '320',
    year: 2019,
    hours: 4200,
    miles: '',
    serial_number: 'SN12345',
    price_usd: 125000,
    zip: '78701',
    condition: 'Good',
    description: t('en', 'partner-feed:template.description'),
    description_es: t('es', 'partner-feed:template.description'),
    floor_price_usd: 110000,
  }
  return csvText([[...FEED_COLUMNS], FEED_COLUMNS.map((c) => row[c])])
}
