import type { Page } from '@playwright/test'
import enCommon from '../src/i18n/locales/en/common.json'
import esCommon from '../src/i18n/locales/es/common.json'
import { expect, test } from './fixtures'
import { firstMachinePath, signInContext } from './helpers'

const COMMON = { en: enCommon, es: esCommon }

/** Elements that stick out past the right edge of the screen (what makes a page scroll sideways). */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return []
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => {
        if (el.getBoundingClientRect().right <= width + 0.5) return false
        // Inside a box that scrolls or clips sideways, it does not widen the page.
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false
        }
        return true
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.slice(0, 30)}"`)
  })
}

for (const lang of ['en', 'es'] as const) {
  const prefix = lang === 'es' ? '/es' : ''
  const t = COMMON[lang]
  for (const width of [360, 768]) {
    test(`[${lang}] At ${width} px wide, the shell and the main pages fit the screen (no sideways scrolling) and the menu opens`, async ({
      newContext,
    }) => {
      const context = await newContext({ viewport: { width, height: 780 } })
      const page = await context.newPage()
      const machine = await firstMachinePath(page, prefix)
      for (const path of [
        `${prefix}/`,
        `${prefix}/equipment`,
        machine,
        `${prefix}/excavators`,
        `${prefix}/services/finance`,
        `${prefix}/services/sell`,
        `${prefix}/resources`,
        `${prefix}/blog`,
        `${prefix}/about`,
        `${prefix}/signin`,
        `${prefix}/categories`,
        `${prefix}/locations`,
        `${prefix}/resources/taxonomy`,
        `${prefix}/resources/makes`,
        `${prefix}/resources/specs`,
        `${prefix}/services`,
        `${prefix}/services/valuations`,
        `${prefix}/services/inspect`,
        `${prefix}/press`,
        `${prefix}/careers`,
        `${prefix}/support`,
        `${prefix}/sweepstakes`,
        `${prefix}/terms-of-service`,
        `${prefix}/parts`,
        `${prefix}/auctions`,
        `${prefix}/auctions/phoenix-onsite-earthmoving`,
        `${prefix}/resources/taxonomy/alliance`,
        `${prefix}/no-such-page`,
      ]) {
        await page.goto(path)
        expect(await overflow(page), `${path} at ${width} px`).toEqual([])
      }
      // The menu: every spec §2 entry, reachable on a narrow screen.
      await page.goto(`${prefix}/`)
      // Its button keeps its name on a narrow screen, where the word is not shown.
      await page
        .locator('header summary', { has: page.getByText(t.nav.menu, { exact: true }) })
        .click()
      const menu = page.getByRole('navigation', { name: t.nav.menu })
      await menu.waitFor()
      for (const key of [
        'equipment',
        'sell',
        'finance',
        'help',
        'about',
        'resources',
        'blog',
        'careers',
      ] as const) {
        await expect(menu.getByRole('link', { name: t.nav[key], exact: true }), key).toBeVisible()
      }
      expect(await overflow(page), `open menu at ${width} px`).toEqual([])
      await context.close()
    })
  }
}

for (const lang of ['en', 'es'] as const) {
  const prefix = lang === 'es' ? '/es' : ''
  test(`[${lang}] At 360 px wide, a signed-in member's account pages fit the screen`, async ({
    newContext,
    baseURL,
    apiURL,
  }) => {
    const context = await newContext({ viewport: { width: 360, height: 780 } })
    await signInContext(context, { apiURL, baseURL }, `narrow-${lang}-${Date.now()}@example.com`)
    const page = await context.newPage()
    for (const path of [
      '/account',
      '/account/settings',
      '/account/favorites',
      '/account/value-tracker',
      '/account/market-intelligence',
    ]) {
      const res = await page.goto(`${prefix}${path}`)
      expect(res?.status(), `${prefix}${path} signed in`).toBe(200)
      expect(new URL(page.url()).pathname).toBe(`${prefix}${path}`)
      expect(await overflow(page), `${prefix}${path} at 360 px`).toEqual([])
    }
    await context.close()
  })
}

test('[es] At 1366 px, long Spanish category names stay inside their home tiles', async ({
  newContext,
}) => {
  const context = await newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await page.goto('/es/')
  const tiles = page.locator('#categories-title').locator('xpath=ancestor::section//ul/li/a')
  await expect(tiles.first()).toBeVisible()
  const sticking = await tiles.evaluateAll((links) =>
    links
      .map((a) => {
        const name = a.firstElementChild as HTMLElement
        const box = a.getBoundingClientRect()
        const text = name.getBoundingClientRect()
        return {
          name: name.textContent,
          out: text.right > box.right - 1 || name.scrollWidth > name.clientWidth + 1,
        }
      })
      .filter((x) => x.out)
      .map((x) => x.name),
  )
  expect(sticking).toEqual([])
  await context.close()
})

test('[es] On a phone, market intelligence bar labels are at least 11 px', async ({
  newContext,
  baseURL,
  apiURL,
}) => {
  const context = await newContext({ viewport: { width: 360, height: 780 } })
  await signInContext(context, { apiURL, baseURL }, `bars-${Date.now()}@example.com`)
  const page = await context.newPage()
  await page.goto('/es/account/market-intelligence')
  const labels = page.locator('[class*="barLabel"]')
  await expect(labels.first()).toBeVisible()
  const sizes = await labels.evaluateAll((els) =>
    els.map((el) => parseFloat(getComputedStyle(el).fontSize)),
  )
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11)
  await context.close()
})

test("[es] At 1366 px, the value tracker shows each machine's Delete button whole", async ({
  newContext,
  baseURL,
  apiURL,
}) => {
  const context = await newContext({ viewport: { width: 1366, height: 900 } })
  await signInContext(context, { apiURL, baseURL }, `tracker-${Date.now()}@example.com`)
  const page = await context.newPage()
  await page.goto('/es/account/value-tracker')
  await page.getByRole('button', { name: 'Agregar una máquina' }).first().click()
  await page.getByLabel('Año', { exact: true }).fill('2018')
  await page.getByLabel('Marca', { exact: true }).selectOption('caterpillar')
  await page.getByLabel('Modelo', { exact: true }).fill('320')
  await page.getByLabel('Categoría', { exact: true }).selectOption('excavators')
  await page.getByLabel('Horas', { exact: true }).fill('4200')
  await page.getByRole('button', { name: 'Guardar máquina' }).click()
  const table = page.getByRole('region', { name: 'Tus máquinas y sus valores' })
  const del = table.getByRole('button', { name: /Eliminar/ }).first()
  await del.waitFor()
  const [wrap, button] = [await table.boundingBox(), await del.boundingBox()]
  expect(wrap && button, 'both drawn').toBeTruthy()
  expect(button!.x + button!.width).toBeLessThanOrEqual(wrap!.x + wrap!.width)
  expect(
    await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
    'the table fits without scrolling sideways',
  ).toBeTruthy()
  await context.close()
})
