import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openFilter, SEARCH_TEXT, settled, waitForParams } from './helpers'

const t = SEARCH_TEXT.en

/**
 * Issue 16, defects 6 and 2, at the laptop size the walkthrough used (1366x900): every filter is
 * reachable by scrolling the page itself, and the price range keeps every digit typed or pasted
 * while the first field's change is being applied.
 */
test('[en] At 1366x900 every filter is reachable by scrolling the page, and Min/Max price keep every digit typed at a normal pace', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/equipment')

  // Defect 6: the filter column is no panel of its own (nothing to scroll inside it), and each
  // filter heading, once the page is scrolled to it, is on screen and not under a pinned button.
  const filters = page.locator('#filters')
  const inner = await filters.evaluate((el) => ({
    overflowY: getComputedStyle(el).overflowY,
    position: getComputedStyle(el).position,
    hidden: el.scrollHeight - el.clientHeight,
  }))
  expect(inner.position, 'the filter column scrolls with the page').toBe('static')
  expect(inner.hidden, 'no filters hidden inside a scrolling panel').toBeLessThanOrEqual(1)
  for (const title of [
    t.filters.category,
    t.filters.make,
    t.filters.price,
    t.filters.year,
    t.filters.hours,
    t.filters.condition,
    t.filters.seller,
    t.filters.location,
  ]) {
    const summary = filters.locator('summary', { hasText: new RegExp(`^${title}$`) })
    await summary.scrollIntoViewIfNeeded()
    await expect(summary, `${title} on screen after scrolling the page`).toBeInViewport()
    const onTop = await summary.evaluate((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + 20, r.top + r.height / 2)
      return !!hit && el.contains(hit)
    })
    expect(onTop, `${title} is not covered by another element`).toBe(true)
  }
  await openFilter(page, t.filters.location)
  const state = page.getByLabel(t.filters.state)
  await state.scrollIntoViewIfNeeded()
  await expect(state).toBeInViewport()

  // Defect 2: type 20000 in Min, Tab, 50000 in Max at a normal pace. Leaving Min applies it
  // while the visitor types in Max: every digit of Max stays.
  await openFilter(page, t.filters.price)
  const min = page.getByRole('spinbutton', { name: `${t.filters.min} ${t.filters.price}` })
  const max = page.getByRole('spinbutton', { name: `${t.filters.max} ${t.filters.price}` })
  await min.click()
  await min.pressSequentially('20000', { delay: 120 })
  await page.keyboard.press('Tab')
  await expect(max).toBeFocused()
  await page.keyboard.type('50000', { delay: 120 })
  await waitForParams(page, { priceMin: '20000' })
  await settled(page)
  await expect(min).toHaveValue('20000')
  await expect(max).toHaveValue('50000')
  await expect(max).toBeFocused()
  await page.keyboard.press('Tab')
  await waitForParams(page, { priceMin: '20000', priceMax: '50000' })
  await settled(page)
  await expect(min).toHaveValue('20000')
  await expect(max).toHaveValue('50000')
  const url = new URL(page.url())
  expect(url.pathname).toBe('/equipment')
  expect(url.searchParams.get('priceMin')).toBe('20000')
  expect(url.searchParams.get('priceMax')).toBe('50000')

  // Pasted while the Min change is applying: the pasted Max stays, and Enter applies it.
  await min.fill('')
  await min.pressSequentially('30000', { delay: 60 })
  await page.keyboard.press('Tab')
  await expect(max).toBeFocused()
  await max.selectText()
  await page.keyboard.insertText('60000')
  await waitForParams(page, { priceMin: '30000' })
  await settled(page)
  await expect(max).toHaveValue('60000')
  await page.keyboard.press('Enter')
  await waitForParams(page, { priceMin: '30000', priceMax: '60000' })
  await settled(page)
  await expect(min).toHaveValue('30000')
  await expect(max).toHaveValue('60000')
  await context.close()
})

/**
 * Issue 18 point 2: the search page is light. A long facet shows its top values and the chosen
 * ones; "Show all N makes" asks the server for the rest (`more=make`) as a client navigation
 * that keeps the page where it was and moves focus to the first value that was not shown.
 * Choosing a value (a filter change) shows the top values again, the chosen one among them.
 */
const SEARCH_PAGE = '/equipment?category=excavators&sort=advertisedPrice_asc'
/**
 * Elements of the whole document (header, footer and head included) at the e2e seed: 1,281
 * before issue 18, 855 after the filter column and cards lost their hidden markup, 681 once spec
 * ranges and price buckets were a link away, the cards' facts one line, and the header and
 * footer without list markup or SVG icons. The issue's target is 650 at the 100k bench.
 */
const ELEMENT_BUDGET = 700

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length)

const showAllMakes = new RegExp(`^${t.filters.showAll.makes_other.replace('{{count}}', '(\\d+)')}$`)

test('A facet shown in full (more=) is a page for visitors, not for search engines: noindex', async ({
  baseURL,
}) => {
  const robots = async (path: string) =>
    /<meta name="robots" content="([^"]*)"/.exec(
      await (await fetch(`${baseURL}${path}`)).text(),
    )?.[1] ?? null
  // The plain search is indexable as before; a category landing too.
  expect(await robots('/equipment')).toBeNull()
  expect(await robots('/excavators')).toBeNull()
  for (const path of ['/equipment?more=make', '/excavators?more=make', '/es/excavators?more=year'])
    expect(await robots(path), path).toContain('noindex')
})

test('[en] Long facets show their top values; "Show all" brings the rest in place by keyboard, keeps the choice, and the page stays within its element budget', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(SEARCH_PAGE)
  const count = await elementCount(page)
  expect(count, `elements on ${SEARCH_PAGE}`).toBeLessThan(ELEMENT_BUDGET)

  const makes = page.locator('#filter-make')
  const boxes = makes.getByRole('checkbox')
  expect(await boxes.count()).toBeLessThanOrEqual(8)
  const more = makes.getByRole('link', { name: showAllMakes })
  const total = Number(showAllMakes.exec((await more.textContent()) ?? '')![1])
  expect(total).toBeGreaterThan(8)

  // Keyboard: focus the link, Enter. The page does not jump; focus lands on the 9th make.
  await more.scrollIntoViewIfNeeded()
  await more.focus()
  const scrolled = await page.evaluate(() => window.scrollY)
  await page.keyboard.press('Enter')
  await page.waitForURL((u) => u.searchParams.get('more') === 'make')
  await expect(boxes).toHaveCount(total)
  await expect(boxes.nth(8)).toBeFocused()
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(400)
  const less = makes.getByRole('link', { name: t.filters.showFewer })
  await expect(less).toBeVisible()

  // Choosing a make from the rest: a filter change, so the list shows its top values again,
  // the chosen make among them, still ticked.
  const last = boxes.last()
  const value = (await last.getAttribute('value'))!
  await last.check()
  await waitForParams(page, { make: value })
  await settled(page)
  expect(new URL(page.url()).searchParams.has('more')).toBe(false)
  await expect(makes.locator(`input[value="${value}"]`)).toBeChecked()
  expect(await boxes.count()).toBeLessThanOrEqual(9)

  // Show all, then Show fewer: back to the top values, focus on the link.
  const again = makes.getByRole('link', { name: showAllMakes })
  const totalNow = Number(showAllMakes.exec((await again.textContent()) ?? '')![1])
  await again.click()
  await page.waitForURL((u) => u.searchParams.get('more') === 'make')
  await expect(boxes).toHaveCount(totalNow)
  await less.click()
  await page.waitForURL((u) => !u.searchParams.has('more'))
  expect(await boxes.count()).toBeLessThanOrEqual(9)
  await expect(makes.getByRole('link', { name: showAllMakes })).toBeFocused()
  await expect(makes.locator(`input[value="${value}"]`)).toBeChecked()
  await context.close()
})

test('[en] Without JavaScript, "Show all" links render a facet and the city menu in full, and the form still applies', async ({
  newContext,
}) => {
  const context = await newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(SEARCH_PAGE)
  const makes = page.locator('#filter-make')
  const boxes = makes.getByRole('checkbox')
  const more = makes.getByRole('link', { name: showAllMakes })
  const total = Number(showAllMakes.exec((await more.textContent()) ?? '')![1])
  await more.click()
  await page.waitForURL((u) => u.searchParams.get('more') === 'make' && u.hash === '#filter-make')
  await expect(boxes).toHaveCount(total)
  const value = (await boxes.last().getAttribute('value'))!
  await boxes.last().check()
  await page.getByRole('button', { name: t.filters.apply }).click()
  await page.waitForURL((u) => u.searchParams.get('make') === value)
  const url = new URL(page.url())
  expect(url.searchParams.has('more')).toBe(false)
  expect(url.searchParams.get('category')).toBe('excavators')
  await expect(makes.locator(`input[value="${value}"]`)).toBeChecked()

  // The city menu (cities of the chosen state: the one with most machines) lists the top
  // cities; the rest is one link away.
  // The Location section renders its fields when opened: without JavaScript, by its link.
  await page.goto('/equipment')
  await openFilter(page, t.filters.location)
  await page
    .locator('#filter-location')
    .getByRole('link', { name: t.filters.showSection.replace('{{section}}', t.filters.location) })
    .click()
  await page.waitForURL((url) => url.searchParams.get('more') === 'state')
  const top = await page
    .getByRole('combobox', { name: t.filters.state })
    .locator('option')
    .nth(1)
    .getAttribute('value')
  await page.goto(`/equipment?state=${top}`)
  const city = page.getByRole('combobox', { name: t.filters.city })
  expect(await city.locator('option').count()).toBeLessThanOrEqual(1 + 8)
  const allCities = new RegExp(t.filters.showAll.cities_other.replace('{{count}}', '(\\d+)'))
  const link = page.locator('#filter-location').getByRole('link', { name: allCities })
  const cities = Number(allCities.exec((await link.textContent()) ?? '')![1])
  await link.click()
  await page.waitForURL((u) => u.searchParams.get('more') === 'city')
  await expect(city.locator('option')).toHaveCount(1 + cities)
  await context.close()
})
