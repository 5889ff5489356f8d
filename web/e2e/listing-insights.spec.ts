import esInsights from '../src/i18n/locales/es/insights.json'
import esListing from '../src/i18n/locales/es/listing.json'
import { expect, test } from './fixtures'
import { present, results } from './helpers'

const t = esInsights
const dollars = (text: string) => Number(text.replace(/[^\d]/g, ''))

test('[es] A buyer enters a ZIP and sees the freight and the total change; the page shows the price history and comparable sales, shares its link and prints as a sheet of at most two pages', async ({
  newContext,
}) => {
  const context = await newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const page = await context.newPage()
  await page.goto('/es/equipment?category=excavators')
  // A machine the seller does not ship free: its freight depends on the ZIP.
  const card = results(page)
    .getByRole('article')
    .filter({ hasNot: page.getByText(esListing.badge.freeShipping, { exact: true }) })
    .first()
  const href = present(
    await card.locator('a[href*="/for-sale/"]').first().getAttribute('href'),
    'a machine in the results',
  )
  const path = href.split('?')[0]
  await page.goto(path)

  await expect(page.getByRole('heading', { level: 2, name: t.history.heading })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: t.comparables.heading })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: t.deal.heading })).toBeVisible()

  const section = page.locator('#all-in-cost')
  await expect(section.getByRole('heading', { name: t.allIn.heading })).toBeVisible()
  const zip = section.getByLabel(t.allIn.zipLabel)
  const calculate = section.getByRole('button', { name: t.allIn.submit })
  const line = (key: string) => section.locator(`[data-cost="${key}"] dd`)

  // Austin, Texas.
  await zip.fill('78701')
  await calculate.click()
  await page.waitForURL((u) => u.searchParams.get('zip') === '78701')
  await expect(section).toHaveAttribute('data-all-in-cost', '78701')
  await expect(section.getByText('Entregada en Austin, TX 78701')).toBeVisible()
  const near = {
    freight: dollars(await line('freight').innerText()),
    total: dollars(await line('total').innerText()),
  }
  expect(near.freight).toBeGreaterThan(0)
  const price = dollars(await section.locator('dl div').first().locator('dd').innerText())
  const tax = dollars(await line('tax').innerText())
  const fees = dollars(await line('fees').innerText())
  expect(near.total).toBe(price + near.freight + tax + fees)

  // Bangor, Maine: farther from almost anywhere, and another state's tax.
  await zip.fill('04401')
  await calculate.click()
  await page.waitForURL((u) => u.searchParams.get('zip') === '04401')
  await expect(section).toHaveAttribute('data-all-in-cost', '04401')
  const far = {
    freight: dollars(await line('freight').innerText()),
    total: dollars(await line('total').innerText()),
  }
  expect(far.freight).not.toBe(near.freight)
  expect(far.total).not.toBe(near.total)
  await section.getByText(t.allIn.assumptions).click()
  await expect(section.getByText(/millas por carretera/)).toBeVisible()

  // The ZIP is remembered on the next visit.
  await page.goto(path)
  await expect(section).toHaveAttribute('data-all-in-cost', '04401')
  await expect(zip).toHaveValue('04401')

  // An unknown ZIP gets a clear message on the field.
  await zip.fill('99999')
  await calculate.click()
  await page.waitForURL((u) => u.searchParams.get('zip') === '99999')
  await expect(section.getByRole('alert')).toHaveText(
    t.allIn.zipUnknown.replace('{{zip}}', '99999'),
  )
  await expect(zip).toHaveAttribute('aria-invalid', 'true')

  // Share: the link is copied, and said so.
  await page.getByRole('button', { name: t.share.copy }).click()
  await expect(page.locator('[data-share] [role="status"]')).toHaveText(t.share.copied)
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(new URL(copied).pathname).toBe(path)
  const whatsapp = page.getByRole('link', { name: t.share.whatsapp })
  expect(await whatsapp.getAttribute('href')).toContain('https://wa.me/?text=')

  // Print: one sheet with the title, the facts and a QR code; the site around it is hidden.
  await page.emulateMedia({ media: 'print' })
  const sheet = page.locator('[data-print-sheet]')
  await expect(sheet).toBeVisible()
  // The QR code is an image of the page's address (app/api/qr), loaded before printing.
  const qr = sheet.locator('img[src^="/api/qr?"]')
  await expect(qr).toBeVisible()
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('#all-in-cost')).toBeHidden()
  const pdf = await page.pdf({ format: 'Letter' })
  // At most two pages (issue 37 point 3; spec-sheet.spec.ts checks what they hold): a PDF counts
  // its pages in "/Type /Page" objects.
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
  expect(pages).toBeGreaterThanOrEqual(1)
  expect(pages).toBeLessThanOrEqual(2)
  await page.emulateMedia({ media: 'screen' })
  await expect(sheet).toBeHidden()
})
