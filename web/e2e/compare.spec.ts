import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import enCompare from '../src/i18n/locales/en/compare.json'
import esCompare from '../src/i18n/locales/es/compare.json'
import enInsights from '../src/i18n/locales/en/insights.json'
import esInsights from '../src/i18n/locales/es/insights.json'
import { expect, test } from './fixtures'
import { results } from './helpers'

const TEXT = {
  en: { c: enCompare, i: enInsights, prefix: '' },
  es: { c: esCompare, i: esInsights, prefix: '/es' },
}

async function expectAxeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** The "Add to compare" links of the results (plain links: no data attribute, fewer bytes per card). */
const ADD = 'a[href*="/compare/edit?add="]'
async function addableStocks(page: Page, count: number): Promise<string[]> {
  const hrefs = await results(page)
    .locator(ADD)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.slice(0, count).map((h) => new URL(h, 'http://x').searchParams.get('add') ?? '')
}

const stocksIn = (u: URL) => (u.searchParams.get('stock') ?? '').split(',')
const stocksOf = (page: Page) => stocksIn(new URL(page.url()))

for (const [lang, width] of [
  ['en', 1280],
  ['es', 360],
] as const) {
  const { c, i, prefix } = TEXT[lang]
  test(`[${lang}] At ${width} px, a buyer adds three machines from the results, compares them with the all-in cost to a ZIP, shares the address and removes one`, async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${prefix}/equipment?category=excavators`)
    const picked = await addableStocks(page, 3)
    expect(picked).toHaveLength(3)
    // Plain links: each adds its machine and opens the comparison at its shareable address.
    for (const [n, stock] of picked.entries()) {
      await page.goto(`${prefix}/equipment?category=excavators`)
      await results(page)
        .locator(`a[href$="/compare/edit?add=${encodeURIComponent(stock)}"]`)
        .click()
      await page.waitForURL(
        (u) => u.pathname === `${prefix}/compare` && stocksIn(u).length === n + 1,
      )
    }
    expect(stocksOf(page)).toEqual(picked)

    const table = page.getByRole('table', { name: c.caption.replace('{{count}}', '3') })
    await expect(table).toBeVisible()
    await expect(table.getByRole('columnheader')).toHaveCount(3)
    for (const row of [
      c.rows.price,
      c.rows.deal,
      c.rows.year,
      c.rows.location,
      c.rows.inspection,
      c.rows.history,
    ])
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible()

    // The all-in cost to the buyer's ZIP, keeping the machines.
    await page.getByLabel(i.allIn.zipLabel).fill('78701')
    await page.getByRole('button', { name: i.allIn.submit }).click()
    await page.waitForURL((u) => u.searchParams.get('zip') === '78701')
    expect(stocksOf(page)).toEqual(picked)
    const allIn = table.getByRole('row', {
      name: new RegExp(c.rows.allIn.replace('{{zip}}', '78701')),
    })
    await expect(allIn.getByRole('cell')).toHaveCount(3)
    await expect(allIn.getByRole('cell').first()).toContainText('$')
    // The cheapest all-in cost is marked (unless all three cost the same).
    const totals = (await allIn.getByRole('cell').allInnerTexts()).map((t) =>
      Number(t.replace(/[^\d]/g, '')),
    )
    if (new Set(totals).size > 1) await expect(allIn.locator('td[data-better]')).not.toHaveCount(0)

    if (width < 400) {
      // A phone scrolls the table, not the page, and keeps the row headings in view.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      const priceHeading = table.getByRole('rowheader', { name: c.rows.price, exact: true })
      expect(await priceHeading.evaluate((th) => getComputedStyle(th).position)).toBe('sticky')
    }
    await expectAxeClean(page)

    // The address is the comparison: another visitor sees the same machines.
    const shared = await (await newContext({ viewport: { width, height: 900 } })).newPage()
    await shared.goto(page.url())
    await expect(shared.locator('th[data-stock]')).toHaveCount(3)

    const first = table.locator('th[data-stock]').first()
    const firstTitle = await first.getByRole('link').first().innerText()
    // Named with the stock number: two machines can share a title.
    const removeName = c.remove
      .replace('{{title}}', firstTitle)
      .replace('{{stock}}', (await first.getAttribute('data-stock'))!)
    await page.getByRole('link', { name: removeName }).click()
    await page.waitForURL((u) => u.pathname === `${prefix}/compare` && stocksIn(u).length === 2)
    expect(stocksOf(page)).toEqual(picked.slice(1))
  })

  test(`[${lang}] A compare address with an unknown stock number and more than four machines says so`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/equipment?category=excavators`)
    const stocks = await addableStocks(page, 4)
    await page.goto(`${prefix}/compare?stock=${['NOPE-404', ...stocks].join(',')}`)
    const notices = page.getByTestId('compare-notices')
    await expect(notices).toContainText('NOPE-404')
    await expect(notices).toContainText(stocks[3])
    await expect(page.locator('th[data-stock]')).toHaveCount(3)
    await expectAxeClean(page)
  })
}
