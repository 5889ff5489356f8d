import type { Page } from '@playwright/test'
import { BRAND } from '@ironyard/contract'
import enEquipment from '../src/i18n/locales/en/equipment.json'
import enInsights from '../src/i18n/locales/en/insights.json'
import esEquipment from '../src/i18n/locales/es/equipment.json'
import esInsights from '../src/i18n/locales/es/insights.json'
import { expect, test } from './fixtures'
import { present, results, type Lang } from './helpers'

const TEXT = {
  en: { equipment: enEquipment, insights: enInsights },
  es: { equipment: esEquipment, insights: esInsights },
}

/** Pages of a PDF: its "/Type /Page" objects (not the "/Type /Pages" tree nodes). */
const pdfPages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length

/** The sheet's images have loaded (the QR code with a picture), so the PDF has them. */
async function imagesLoaded(page: Page) {
  const images = page.locator('[data-print-sheet] img')
  await expect
    .poll(() =>
      images.evaluateAll((els) =>
        (els as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true)
}

for (const lang of ['en', 'es'] as Lang[]) {
  const t = TEXT[lang]
  const prefix = lang === 'es' ? '/es' : ''
  test(`[${lang}] A buyer prints an inspected machine's spec sheet for a lender: specifications, inspection, emission tier, price history, description, the all-in cost once a ZIP is set and the brand's phone and address, on at most two A4 or Letter pages`, async ({
    newContext,
  }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto(`${prefix}/equipment?category=excavators&show=inspected`)
    const href = present(
      await results(page).locator('a[href*="/for-sale/"]').first().getAttribute('href'),
      'an inspected machine in the results',
    )
    const path = href.split('?')[0]
    await page.goto(path)
    // What the page shows, the sheet must hold.
    const onScreen = {
      specs: (await page.locator('#specs-title').count()) > 0,
      description: (await page.locator('#description-title').count()) > 0,
    }
    await expect(page.locator('[data-price-history]')).toBeVisible()

    const sheet = page.locator('[data-print-sheet]')
    const section = (name: string) => sheet.locator(`[data-print-section="${name}"]`)
    await expect(sheet).toBeHidden()
    await page.emulateMedia({ media: 'print' })
    await expect(sheet).toBeVisible()
    await expect(page.locator('header').first()).toBeHidden()

    // No ZIP yet (a new visitor, no ZIP cookie): no all-in cost on the sheet.
    await expect(section('all-in')).toHaveCount(0)

    // The brand's name, phone and address, at the top and in the closing line.
    // The site's address as the page states it (its canonical URL's origin), in its language.
    const canonical = present(
      await page.locator('link[rel="canonical"]').getAttribute('href'),
      'the canonical URL',
    )
    const site = `${new URL(canonical).origin}${prefix || '/'}`
    const brand = sheet.locator('[data-print-brand]')
    await expect(brand).toContainText(BRAND.name)
    await expect(brand).toContainText(BRAND.supportPhone)
    await expect(brand).toContainText(site)
    await expect(sheet.locator('[data-print-contact]')).toContainText(BRAND.supportPhone)

    // Key facts, with the emission tier and condition.
    const labels = await sheet.locator('dt').allInnerTexts()
    expect(labels).toEqual(
      expect.arrayContaining([t.equipment.facts.emissionTier, t.equipment.facts.condition]),
    )

    // The inspection's highlights: an inspected machine says what is great and what needs work.
    const inspection = section('inspection')
    await expect(
      inspection.getByRole('heading', { level: 2, name: t.insights.print.inspectionHeading }),
    ).toBeVisible()
    await expect(
      inspection.getByRole('heading', { level: 3, name: t.equipment.inspection.great }),
    ).toBeVisible()
    await expect(
      inspection.getByRole('heading', { level: 3, name: t.equipment.inspection.needsWork }),
    ).toBeVisible()
    expect(await inspection.locator('li').count()).toBeGreaterThan(1)

    // The price history as a table (first row: listed).
    const history = section('history')
    await expect(
      history.getByRole('heading', { level: 2, name: t.insights.history.heading }),
    ).toBeVisible()
    await expect(history.locator('tbody tr').first()).toContainText(t.insights.history.listed)

    await expect(section('specs')).toHaveCount(onScreen.specs ? 1 : 0)
    if (onScreen.specs) {
      await expect(
        section('specs').getByRole('heading', { level: 2, name: t.equipment.specs.title }),
      ).toBeVisible()
    }
    await expect(section('description')).toHaveCount(onScreen.description ? 1 : 0)

    await imagesLoaded(page)
    for (const format of ['A4', 'Letter'] as const) {
      const pages = pdfPages(await page.pdf({ format }))
      expect(pages, `${format} pages without a ZIP`).toBeGreaterThanOrEqual(1)
      expect(pages, `${format} pages without a ZIP`).toBeLessThanOrEqual(2)
    }

    // With the buyer's ZIP (Austin, Texas), the sheet adds what the machine costs delivered.
    await page.goto(`${path}?zip=78701`)
    const allIn = section('all-in')
    await expect(
      allIn.getByRole('heading', { level: 2, name: t.insights.allIn.heading }),
    ).toBeVisible()
    await expect(allIn).toContainText(
      t.insights.allIn.deliveredTo
        .replace('{{city}}', 'Austin')
        .replace('{{state}}', 'TX')
        .replace('{{zip}}', '78701'),
    )
    const total = allIn.locator('[data-cost="total"]')
    await expect(total).toContainText(t.insights.allIn.total)
    await expect(total.locator('dd')).toHaveText(/\d/)
    await imagesLoaded(page)
    for (const format of ['A4', 'Letter'] as const) {
      const pages = pdfPages(await page.pdf({ format }))
      expect(pages, `${format} pages with the all-in cost`).toBeGreaterThanOrEqual(1)
      expect(pages, `${format} pages with the all-in cost`).toBeLessThanOrEqual(2)
    }

    // Back on screen, the sheet is hidden again.
    await page.emulateMedia({ media: 'screen' })
    await expect(sheet).toBeHidden()
  })
}
