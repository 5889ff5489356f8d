import { expect, test } from './fixtures'
import { assertAscending, cardPrices, openFilter, SEARCH_TEXT } from './helpers'

test('Without JavaScript, the first result page and the filter form still work', async ({
  newContext,
}) => {
  const t = SEARCH_TEXT.en
  const context = await newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/equipment?category=excavators&priceMax=100000&sort=advertisedPrice_asc')
  const prices = await cardPrices(page)
  expect(prices.length).toBe(24)
  assertAscending(prices, 'prices')
  // The filters are a plain GET form: ticking a box and applying reloads with the new URL.
  // The condition choices render when the section opens: without JavaScript, by its link
  // (`more=condition`, issue 18).
  await openFilter(page, t.filters.condition)
  await page
    .locator('#filter-condition')
    .getByRole('link', { name: /^Show all \d+ choices$/ })
    .click()
  await page.waitForURL((url) => url.searchParams.get('more') === 'condition')
  await page.getByRole('checkbox', { name: /^Good/ }).check()
  await page.getByRole('button', { name: t.filters.apply }).click()
  await page.waitForURL((url) => url.searchParams.get('condition') === 'Good')
  const url = new URL(page.url())
  expect(url.searchParams.get('category')).toBe('excavators')
  expect(url.searchParams.get('sort')).toBe('advertisedPrice_asc')
  // Pagination and chips are links.
  await page.goto('/equipment?category=excavators&priceMax=100000')
  await page.getByRole('link', { name: t.pagination.next }).click()
  await page.waitForURL((u) => u.searchParams.get('page') === '2')
  await context.close()
})
