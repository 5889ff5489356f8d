import type { Locator, Page, TestInfo } from '@playwright/test'
import enAccount from '../src/i18n/locales/en/account.json'
import esAccount from '../src/i18n/locales/es/account.json'
import { inspectChart } from './chart-boxes'
import { expect, test } from './fixtures'
import { present, results, signInContext, WELL_SOLD_MACHINES } from './helpers'

const ACCOUNT = { en: enAccount, es: esAccount }

/**
 * Checks every chart figure `figures` matches (at least one): a screenshot for the report, then
 * every label inside the chart, none overlapping another, none under 12 px (chart-boxes.ts).
 */
async function expectChartsFit(
  page: Page,
  figures: Locator,
  what: string,
  testInfo: TestInfo,
): Promise<void> {
  await figures.first().waitFor()
  // System fonts only, but wait for any face the page asks for before measuring text.
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const count = await figures.count()
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i)
    await figure.scrollIntoViewIfNeeded()
    await testInfo.attach(`${what} ${i + 1}`, {
      body: await figure.screenshot(),
      contentType: 'image/png',
    })
    const report = await figure.evaluate(inspectChart)
    expect(report.problems, `${what} ${i + 1}`).toEqual([])
    expect(report.xLabels, `${what} ${i + 1}: x-axis labels drawn`).toBeGreaterThanOrEqual(1)
  }
}

for (const lang of ['en', 'es'] as const) {
  const prefix = lang === 'es' ? '/es' : ''
  const t = ACCOUNT[lang].valueTracker
  for (const width of [360, 1280]) {
    test(`[${lang}] At ${width} px, the price history and the value tracker's charts keep every label inside the chart, apart and at least 12 px (issue 37 point 4)`, async ({
      newContext,
      baseURL,
      apiURL,
    }, testInfo) => {
      const context = await newContext({ viewport: { width, height: 900 } })
      const page = await context.newPage()

      // A machine cut within the last month: its last price sits near the chart's right edge,
      // where "$35,000" and its date were cut ("$35", "Dec 5, 202").
      await page.goto(`${prefix}/equipment?reduced=last_month`)
      const href = present(
        await results(page).locator('a[href*="/for-sale/"]').first().getAttribute('href'),
        'a machine whose price was cut in the last month',
      )
      await page.goto(href.split('?')[0])
      const history = page.locator('[data-price-history] figure')
      await expectChartsFit(page, history, 'price history', testInfo)
      // A cut machine has at least two prices, each dated on the axis where they fit.
      expect(await history.locator('[data-reason]').count()).toBeGreaterThanOrEqual(2)

      // The value tracker: a machine with plenty of comparable sales, charted by month.
      await signInContext(
        context,
        { apiURL, baseURL },
        `charts-${lang}-${width}-${Date.now()}@example.com`,
      )
      // Machines the seed sells most (helpers.ts: counts move with the seed's day): the chart
      // check needs at least one of them valued.
      await page.goto(`${prefix}/account/value-tracker`)
      const rows = page
        .getByRole('region', { name: t.tableLabel })
        .getByRole('button', { name: new RegExp(t.delete) })
      for (const [i, m] of WELL_SOLD_MACHINES.entries()) {
        await page.getByRole('button', { name: t.add }).first().click()
        await page.getByLabel(t.year, { exact: true }).fill(m.year)
        await page.getByLabel(t.make, { exact: true }).selectOption(m.make)
        await page.getByLabel(t.model, { exact: true }).fill(m.model)
        await page.getByLabel(t.category, { exact: true }).selectOption(m.category)
        await page.getByLabel(t.hours, { exact: true }).fill(m.hours)
        await page.getByRole('button', { name: t.save }).click()
        await expect(rows).toHaveCount(i + 1)
      }
      await page.goto(`${prefix}/account/value-tracker`)
      await expectChartsFit(
        page,
        page.locator('[data-value-history] figure').filter({ has: page.locator('[data-chart]') }),
        'value over time',
        testInfo,
      )
      await context.close()
    })
  }
}
