import enSearch from '../src/i18n/locales/en/search.json'
import esSearch from '../src/i18n/locales/es/search.json'
import { expect, test } from './fixtures'
import { cardTitles, results, settled, waitForParams } from './helpers'

/**
 * Issue 35, point 3: filters written as words. The search box's text is read into the page's
 * filters and the page moves to the filtered URL (a shared link opens the same page), with the
 * understood filters as chips that link to their plain filter and can be removed.
 */
const understood = (page: import('@playwright/test').Page, heading: string) =>
  page.getByRole('list', { name: heading })

test('[en] "cat 320 under 100k in texas" lands on the filtered URL with chips; a chip removes its filter and links to it alone', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/equipment')
  const box = page.getByRole('combobox', { name: enSearch.box.label })
  await box.fill('cat 320 under 100k in texas')
  await box.press('Enter')
  await waitForParams(page, { make: 'caterpillar', priceMax: '100000', state: 'TX', q: '320' })
  await settled(page)
  const chips = understood(page, enSearch.understood.heading)
  await expect(chips.getByRole('link', { name: /Caterpillar/ }).first()).toBeVisible()
  await expect(chips.getByRole('listitem')).toHaveCount(3)
  const url = new URL(page.url())
  expect(url.searchParams.get('understood')).toBe('make:caterpillar,price,state:TX')
  // The link is the page: opened again (shared), it is not redirected anywhere else.
  const again = await context.newPage()
  await again.goto(url.pathname + url.search)
  expect(again.url()).toBe(page.url())
  await again.close()

  // Remove Texas with the keyboard: the other filters stay.
  const remove = chips.getByRole('link', {
    name: enSearch.chips.remove.replace('{{label}}', 'Texas'),
  })
  await remove.focus()
  await page.keyboard.press('Enter')
  await page.waitForURL((u) => !u.searchParams.has('state'))
  await settled(page)
  const after = new URL(page.url())
  expect(after.searchParams.get('make')).toBe('caterpillar')
  expect(after.searchParams.get('priceMax')).toBe('100000')
  await expect(chips.getByRole('listitem')).toHaveCount(2)

  // The make's chip links to that filter alone.
  await chips
    .getByRole('link', { name: enSearch.understood.only.replace('{{label}}', 'Caterpillar') })
    .click()
  await page.waitForURL(
    (u) => u.searchParams.get('make') === 'caterpillar' && !u.searchParams.has('priceMax'),
  )
  await settled(page)
  const titles = await cardTitles(page)
  expect(titles.length).toBeGreaterThan(0)
  expect(
    titles.every((x) => /Caterpillar/.test(x)),
    titles.join(' | '),
  ).toBeTruthy()
})

test('[es] "excavadora cat menos de 100 mil en texas" lands on the filtered URL with chips in Spanish', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto(
    `/es/equipment?q=${encodeURIComponent('excavadora cat menos de 100 mil en texas')}`,
  )
  await waitForParams(page, {
    category: 'excavators',
    make: 'caterpillar',
    priceMax: '100000',
    state: 'TX',
  })
  await settled(page)
  expect(new URL(page.url()).searchParams.has('q')).toBe(false)
  const chips = understood(page, esSearch.understood.heading)
  await expect(chips.getByRole('listitem')).toHaveCount(4)
  await expect(chips.getByRole('link', { name: /Excavadoras/ }).first()).toBeVisible()
  await expect(page.getByRole('heading', { name: esSearch.understood.heading })).toBeVisible()
})

test('[es] "cargador frontal" finds wheel loaders; a text that reads as nothing is searched as typed', async ({
  newContext,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto(`/es/equipment?q=${encodeURIComponent('cargador frontal')}`)
  await waitForParams(page, { category: 'wheel-loaders' })
  await settled(page)
  expect(await results(page).getByRole('article').count()).toBeGreaterThan(0)
  await expect(
    understood(page, esSearch.understood.heading)
      .getByRole('link', { name: /Cargadores de ruedas/ })
      .first(),
  ).toBeVisible()

  // In English (a fresh visitor: the Spanish pages above remembered Spanish).
  const en = await (await newContext()).newPage()
  await en.goto('/equipment?q=hydraulic+thumb')
  await settled(en)
  const url = new URL(en.url())
  expect(url.pathname).toBe('/equipment')
  expect(url.searchParams.get('q')).toBe('hydraulic thumb')
  await expect(en.getByRole('heading', { name: enSearch.understood.heading })).toHaveCount(0)

  // The home page's search box reads words too, and the next page keeps the "Understood:" row.
  await en.goto('/')
  const box = en.getByRole('combobox', { name: enSearch.box.label })
  await box.fill('under 100k')
  await box.press('Enter')
  await waitForParams(en, { priceMax: '100000', understood: 'price' })
  await settled(en)
  await en.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
  await en.waitForURL((u) => u.searchParams.get('page') === '2')
  await settled(en)
  expect(new URL(en.url()).searchParams.get('understood')).toBe('price')
  await expect(understood(en, enSearch.understood.heading).getByRole('listitem')).toHaveCount(1)
})
