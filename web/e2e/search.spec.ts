import { expect, test } from './fixtures'
import {
  assertAscending,
  cardPrices,
  cardTitles,
  openFilter,
  results,
  SEARCH_TEXT,
  settled,
  textsOf,
  waitForParams,
  waitForPrices,
  type Lang,
} from './helpers'

const HEADINGS = { en: /^Excavators/, es: /^Excavadoras/ }

for (const lang of ['en', 'es'] as Lang[]) {
  const t = SEARCH_TEXT[lang]
  const prefix = lang === 'es' ? '/es' : ''
  test(`[${lang}] A buyer filters excavators under $100k within 100 miles of 78701 sorted by price, pages through and shares the URL`, async ({
    newContext,
  }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto(`${prefix}/equipment`)
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)

    await page.getByRole('checkbox', { name: HEADINGS[lang] }).check()
    await waitForParams(page, { category: 'excavators' })
    await settled(page)

    await openFilter(page, t.filters.price)
    const maxPrice = page.getByRole('spinbutton', { name: `${t.filters.max} ${t.filters.price}` })
    await maxPrice.fill('100000')
    await maxPrice.press('Enter')
    await waitForParams(page, { priceMax: '100000' })
    await settled(page)

    await page.getByLabel(t.sort.label).selectOption('advertisedPrice_asc')
    await waitForParams(page, { sort: 'advertisedPrice_asc' })
    await settled(page)

    const page1 = await cardPrices(page)
    expect(page1.length, 'a full first page').toBe(24)
    assertAscending(page1, 'page 1 prices')
    expect(
      page1.every((p) => p <= 100_000),
      `prices over $100k: ${page1}`,
    ).toBeTruthy()
    const firstLink = await results(page)
      .getByRole('article')
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .getAttribute('href')
    expect(firstLink ?? '').toMatch(new RegExp(`^${prefix}/for-sale/.+\\?queryID=[0-9a-f-]{36}$`))

    // Pages through, then back: the URL holds the page.
    await page
      .getByRole('navigation', { name: t.pagination.label })
      .getByRole('link', { name: t.pagination.next })
      .click()
    await waitForParams(page, { page: '2' })
    await settled(page)
    const page2 = await cardPrices(page)
    expect(page2.length > 0, 'a second page').toBeTruthy()
    assertAscending([page1[page1.length - 1], ...page2], 'prices across pages')
    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('page'))
    await waitForPrices(page, page1)

    await openFilter(page, t.filters.location)
    await page.getByRole('textbox', { name: t.filters.zip }).fill('78701')
    await page.getByRole('combobox', { name: t.filters.radius }).selectOption('100')
    await waitForParams(page, { zip: '78701', radius: '100' })
    await settled(page)
    let near = await textsOf(results(page).getByRole('article'))
    let radius = 100
    if (near.length === 0) {
      // A small demo inventory may have nothing that close: the empty state says why and
      // offers a wider radius, which the visitor takes.
      await results(page).getByText(t.empty.title).waitFor()
      const wider = t.empty.widenRadius_other.replace('{{count}}', '250')
      await results(page).getByRole('link', { name: wider }).click()
      await waitForParams(page, { radius: '250' })
      await settled(page)
      radius = 250
      near = await textsOf(results(page).getByRole('article'))
    }
    expect(near.length > 0, 'machines near Austin').toBeTruthy()
    for (const card of near) {
      const miles = /([\d.,]+) mi/.exec(card.split('·').pop() ?? '')
      expect(miles && Number(miles[1].replace(/,/g, '')) <= radius, `too far: ${card}`).toBeTruthy()
    }
    assertAscending(await cardPrices(page), 'nearby prices')
    expect((await cardPrices(page)).every((p) => p <= 100_000)).toBeTruthy()
    const chips = (
      await page
        .getByRole('link', { name: new RegExp(t.chips.remove.split('{{')[0]) })
        .allInnerTexts()
    ).join(' | ')
    expect(chips).toMatch(/78701 \(Austin, TX\)/)

    // Shares the URL: someone else opening it sees the same machines in the same order.
    const shared = page.url()
    const titles = await cardTitles(page)
    const other = await newContext()
    const otherPage = await other.newPage()
    await otherPage.goto(shared)
    expect(await cardTitles(otherPage)).toEqual(titles)
    await expect(otherPage.getByLabel(t.sort.label)).toHaveValue('advertisedPrice_asc')
    await other.close()
    await context.close()
  })
}

test('[en] A visitor types a misspelt search, picks a suggestion, and finds it in recent searches', async ({
  newContext,
}) => {
  const t = SEARCH_TEXT.en
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/')
  const box = page.getByRole('combobox', { name: t.box.label })
  await box.pressSequentially('catepillar excavater', { delay: 20 })
  const option = page.getByRole('option', { name: /Caterpillar/i }).first()
  await option.waitFor()
  await box.press('ArrowDown')
  await box.press('Enter')
  // The highlighted suggestion's address (both suggested phrases are Caterpillar's).
  await page.waitForURL(
    (u) => u.pathname === '/equipment' && u.searchParams.get('make') === 'caterpillar',
  )
  await settled(page)
  const titles = await cardTitles(page)
  expect(
    titles.length > 0 && titles.every((x) => x.includes('Caterpillar')),
    titles.join(', '),
  ).toBeTruthy()
  // The typed text itself still finds Caterpillar excavators: both misspelt words are read into
  // their filters (issue 35: the page moves to the filtered address and says so in its
  // "Understood" row), and no text is left to search.
  await page.goto('/equipment?q=catepillar+excavater')
  await page.waitForURL(
    (u) => u.searchParams.get('make') === 'caterpillar' && u.searchParams.has('understood'),
  )
  await settled(page)
  const read = new URL(page.url()).searchParams
  expect([read.get('category'), read.get('q'), read.get('understood')]).toEqual([
    'excavators',
    null,
    'make:caterpillar,category:excavators',
  ])
  const corrected = await cardTitles(page)
  expect(
    corrected.length > 0 && corrected.every((x) => x.includes('Caterpillar')),
    corrected.join(', '),
  ).toBeTruthy()
  const recent = page.getByRole('heading', { name: t.recent.title })
  await page.goto('/equipment')
  await recent.waitFor()
})
