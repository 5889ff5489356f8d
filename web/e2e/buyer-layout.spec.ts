import esAccount from '../src/i18n/locales/es/account.json'
import enInsights from '../src/i18n/locales/en/insights.json'
import esInsights from '../src/i18n/locales/es/insights.json'
import { expect, test } from './fixtures'
import { present, results, signInContext } from './helpers'

const INSIGHTS = { en: enInsights, es: esInsights }

/** Issue 37, defect 6: layout a buyer noticed (checked in Chromium, not in jsdom). */
for (const lang of ['en', 'es'] as const) {
  test(`[${lang}] On a 360 px phone, every comparable sale's price shows without scrolling sideways`, async ({
    newContext,
  }) => {
    const t = INSIGHTS[lang].comparables
    const prefix = lang === 'es' ? '/es' : ''
    const context = await newContext({ viewport: { width: 360, height: 780 } })
    const page = await context.newPage()
    await page.goto(`${prefix}/equipment?category=excavators`)
    const hrefs = await results(page)
      .locator('article a[href*="/for-sale/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('?')[0]))])
    // The first excavator whose page lists comparable sales (a machine may have none).
    const table = page.getByRole('region', { name: t.tableLabel })
    let found = false
    for (const href of hrefs.slice(0, 8)) {
      await page.goto(href)
      if ((found = (await table.count()) > 0)) break
    }
    present(found, 'an excavator with comparable sales')
    await table.scrollIntoViewIfNeeded()
    const prices = table.locator('tr > :last-child')
    await expect(prices.first()).toHaveText(t.columns.price)
    // Each price cell lies inside the visible part of the table and is what is drawn there.
    const hidden = await table.evaluate((wrap) => {
      const box = wrap.getBoundingClientRect()
      return [...wrap.querySelectorAll('tr > :last-child')]
        .filter((cell) => {
          const r = cell.getBoundingClientRect()
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          return r.left < box.left || r.right > box.right + 0.5 || !(hit && cell.contains(hit))
        })
        .map((cell) => cell.textContent)
    })
    expect(hidden).toEqual([])
    await context.close()
  })
}

test('[es] At 1280 px, the account menu shows "Inteligencia de mercado" whole', async ({
  newContext,
  baseURL,
  apiURL,
}) => {
  const context = await newContext({ viewport: { width: 1280, height: 800 } })
  await signInContext(context, { apiURL, baseURL }, `menu-es-${Date.now()}@example.com`)
  const page = await context.newPage()
  await page.goto('/es/account')
  const nav = page.getByRole('navigation', { name: esAccount.nav.label })
  const link = nav.getByRole('link', { name: esAccount.nav.marketIntelligence })
  await expect(link).toBeVisible()
  const cut = await nav.evaluate((el) =>
    [...el.querySelectorAll('a, ul')]
      .filter((x) => x.scrollWidth > x.clientWidth + 1)
      .map((x) => x.textContent),
  )
  expect(cut).toEqual([])
  await context.close()
})
