import { expect, test } from './fixtures'
import { openFilter, results, SEARCH_TEXT, settled, waitForParams, type Lang } from './helpers'

/**
 * Issue 37, defect 2: on a phone the filters are a full-screen sheet; "Apply filters" closes it
 * and puts the visitor on the result count, in English and Spanish.
 */
for (const lang of ['en', 'es'] as Lang[]) {
  const t = SEARCH_TEXT[lang]
  const prefix = lang === 'en' ? '' : '/es'

  test(`[${lang}] At 360 px, a buyer ticks a filter, applies, and lands on the result count with the sheet closed`, async ({
    newContext,
  }) => {
    const context = await newContext({ viewport: { width: 360, height: 780 } })
    const page = await context.newPage()
    await page.goto(`${prefix}/equipment`)
    await results(page).locator('a[href="#filters"]').click()
    const sheet = page.locator('#filters')
    await sheet.waitFor({ state: 'visible' })

    await openFilter(page, t.filters.condition)
    const box = sheet.locator('details', { hasText: t.filters.condition }).getByRole('checkbox')
    const value = (await box.first().getAttribute('value'))!
    await box.first().check()
    await waitForParams(page, { condition: value })
    await settled(page)

    await page.getByRole('button', { name: t.filters.apply }).click()
    await expect(sheet).toBeHidden()
    const count = results(page).getByRole('status').first()
    await expect(count).toBeFocused()
    await expect(count).toBeInViewport()
    expect(new URL(page.url()).searchParams.get('condition')).toBe(value)
    await context.close()
  })
}
