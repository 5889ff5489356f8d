import enAdmin from '../src/i18n/locales/en/admin.json'
import esAdmin from '../src/i18n/locales/es/admin.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

/**
 * Tables operators can search (issue 36, point 8): the console's equipment table finds a machine
 * by the start of its stock number or by the words of its title, sorts by a column header (mouse
 * or keyboard, aria-sort on the sorted one) and downloads the same filter as an inventory CSV;
 * a partner member's file is their own, and the staff console's file is refused to them.
 */
const DEMO_ADMIN = 'admin@ironyard.local'
const DEMO_PARTNER = 'partner@ironyard.local'

test('Staff find a machine by a stock number start or its make and model, sort by days on market and download that inventory, in English and Spanish', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const ctx = await newContext()
  await signInContext(ctx, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await ctx.newPage()
  for (const [prefix, t] of [
    ['', enAdmin],
    ['/es', esAdmin],
  ] as const) {
    await page.goto(`${prefix}/admin/equipment`)
    const table = page.getByRole('table', { name: t.equipment.tableLabel })
    const first = table.getByRole('row').nth(1)
    const stock = (await first.getByRole('cell').first().innerText()).trim()
    // "2019 Caterpillar 336", above the category.
    const title = (await first.getByRole('cell').nth(1).innerText()).split('\n')[0].trim()
    const search = page.getByRole('searchbox', { name: t.equipment.filters.q })
    const apply = page.getByRole('button', { name: t.equipment.filters.apply })

    await search.fill(stock.slice(0, Math.max(3, stock.length - 1)).toLowerCase())
    await apply.click()
    await expect(table.getByRole('link', { name: stock, exact: true })).toBeVisible()

    // The title's words (make, model, year) and the stock number, in another order and case:
    // every word must match, so this machine is the one row.
    const words = title.split(' ')
    await search.fill([stock, ...words.slice(1), words[0]].join(' ').toUpperCase())
    await apply.click()
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByRole('link', { name: stock, exact: true })).toBeVisible()

    await page.goto(`${prefix}/admin/equipment`)
    const days = page.getByRole('columnheader', { name: t.equipment.columns.days })
    await expect(days).not.toHaveAttribute('aria-sort')
    await days.getByRole('link').click()
    await expect(page).toHaveURL(/[?&]sort=days_desc/)
    await expect(days).toHaveAttribute('aria-sort', 'descending')
    // The keyboard turns it around.
    await days.getByRole('link').focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]sort=days_asc/)
    await expect(days).toHaveAttribute('aria-sort', 'ascending')

    const href = await page.getByRole('link', { name: t.equipment.export }).getAttribute('href')
    expect(href).toBe(`${prefix}/admin/equipment/export?sort=days_asc`)
    const file = await ctx.request.get(href!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^text\/csv/)
    const lines = (await file.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0].split(',')[0]).toBe(prefix ? 'Número de inventario' : 'Stock number')
    expect(lines.length).toBeGreaterThan(2)
  }
})

test("A partner member downloads their own inventory, never the staff console's file", async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const ctx = await newContext()
  await signInContext(ctx, { apiURL, baseURL }, DEMO_PARTNER)
  const page = await ctx.newPage()
  for (const [prefix, t] of [
    ['', enAdmin],
    ['/es', esAdmin],
  ] as const) {
    await page.goto(`${prefix}/partner/equipment`)
    const link = page.getByRole('link', { name: t.equipment.export })
    expect(await link.getAttribute('href')).toBe(`${prefix}/partner/equipment/export`)
    const own = await ctx.request.get(`${prefix}/partner/equipment/export`)
    expect(own.status()).toBe(200)
    const staff = await ctx.request.get(`${prefix}/admin/equipment/export`)
    expect(staff.status()).toBe(403)
    expect(await staff.text()).toBe(t.equipment.exportStaffOnly)
  }
})
