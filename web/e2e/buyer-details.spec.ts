import type { BrowserContext, Page } from '@playwright/test'
import enApiAlerts from '../../api/src/i18n/en/alerts.json'
import enApiCatalog from '../../api/src/i18n/en/catalog.json'
import esApiAlerts from '../../api/src/i18n/es/alerts.json'
import enAccount from '../src/i18n/locales/en/account.json'
import esAccount from '../src/i18n/locales/es/account.json'
import enAlerts from '../src/i18n/locales/en/alerts.json'
import esAlerts from '../src/i18n/locales/es/alerts.json'
import enAuth from '../src/i18n/locales/en/auth.json'
import esAuth from '../src/i18n/locales/es/auth.json'
import enForms from '../src/i18n/locales/en/forms.json'
import esForms from '../src/i18n/locales/es/forms.json'
import enHome from '../src/i18n/locales/en/home.json'
import esHome from '../src/i18n/locales/es/home.json'
import enLanding from '../src/i18n/locales/en/landing.json'
import esLanding from '../src/i18n/locales/es/landing.json'
import enMailing from '../src/i18n/locales/en/mailing.json'
import esMailing from '../src/i18n/locales/es/mailing.json'
import enPartner from '../src/i18n/locales/en/partner.json'
import { FEED_COLUMNS } from '@ironyard/contract/partner-feed'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import { expect, test } from './fixtures'
import { present, results, signInContext, textsOf, WELL_SOLD_MACHINES, type Lang } from './helpers'

/**
 * Issue 37, defect 6 ("smaller things a buyer notices"): the items fixed in code with unit tests
 * only, walked in a browser in English and in Spanish. Each test names the defect it guards and
 * why its assertion fails on the code before the fix. Checked on 2026-12-07: every test failed on
 * a production build with these fixes undone (and each later assertion, run on its own, failed
 * too), and passed on the fixed build.
 *
 * Not here, because another journey already asserts them in both languages:
 * - the footer newsletter's "check your email" answer (not "Thanks for subscribing!" before the
 *   address is confirmed): mailing-list.spec.ts checks `confirmTitle` in the footer's status in
 *   Spanish (with JavaScript) and in English (without), which read "Thanks for subscribing!" /
 *   "¡Gracias por suscribirte!" before commit f851c789;
 * - the account menu's "Inteligencia de mercado" cut at 1280 px and the comparable-sales price
 *   column hidden on a 360 px phone (the items about layout): buyer-layout.spec.ts.
 * None of the items here is about layout, so each runs at the default 1280 px only.
 */

const TEXT = {
  en: {
    account: enAccount,
    alerts: enAlerts,
    accountAlerts: enMailing.alerts,
    apiAlerts: enApiAlerts,
    auth: enAuth,
    forms: enForms,
    home: enHome,
    landing: enLanding,
    validation: VALIDATION_TEXTS.en,
  },
  es: {
    account: esAccount,
    alerts: esAlerts,
    accountAlerts: esMailing.alerts,
    apiAlerts: esApiAlerts,
    auth: esAuth,
    forms: esForms,
    home: esHome,
    landing: esLanding,
    validation: VALIDATION_TEXTS.es,
  },
}

const LANGS: Lang[] = ['en', 'es']
const prefixOf = (lang: Lang) => (lang === 'es' ? '/es' : '')
const localeOf = (lang: Lang) => (lang === 'es' ? 'es-MX' : 'en-US')

/** `template` with its {{name}} placeholders filled. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]))
}

/** The path (without the search it came from) of the first inspected excavator for sale. */
async function inspectedExcavator(page: Page, prefix: string): Promise<string> {
  await page.goto(`${prefix}/equipment?category=excavators&show=inspected`)
  const href = await results(page).locator('a[href*="/for-sale/"]').first().getAttribute('href')
  return present(href, 'an inspected excavator in the results').split('?')[0]
}

for (const lang of LANGS) {
  const t = TEXT[lang]
  const prefix = prefixOf(lang)

  test.describe(`[${lang}] Issue 37, defect 6: smaller things a buyer notices`, () => {
    test(`[${lang}] Signed in, the alert form holds the account's email, and the account's alert keeps its "within 250 miles of 78701"`, async ({
      newContext,
      apiURL,
      baseURL,
    }) => {
      const context = await newContext({ locale: localeOf(lang) })
      const email = `alert-radius-${lang}-${Date.now()}@example.com`
      await signInContext(context, { apiURL, baseURL }, email)
      const page = await context.newPage()
      await page.goto(`${prefix}/equipment?category=excavators&zip=78701&radius=250`)
      const signup = page.getByRole('region', { name: t.alerts.title })
      const field = signup.getByLabel(t.alerts.emailLabel, { exact: true })
      // Guards "signed in, the alert form does not fill in the account's email": the field was
      // empty before commit 2e0870d3.
      await expect(field).toHaveValue(email)
      await signup.getByRole('button', { name: t.alerts.submit }).click()
      await expect(signup.getByRole('status')).toHaveText(fill(t.alerts.active, { email }))

      // Guards "the account's alert description drops the location": the description read
      // "Excavators" alone before commit 817c211d ("within 250 miles of 78701" /
      // "a menos de 250 millas de 78701" are the api's alerts:filters.within_other).
      const within = fill(t.apiAlerts.filters.within_other, { count: 250, zip: '78701' })
      await page.goto(`${prefix}/account`)
      const section = page.getByRole('region', { name: t.accountAlerts.title })
      const alert = section.getByRole('article')
      await expect(alert).toHaveCount(1)
      await expect(alert).toHaveAccessibleName(new RegExp(` · ${within}$`))
      await expect(alert).toContainText(within)
      await context.close()
    })

    test(`[${lang}] After saving a machine to favorites, its button says it is saved, also after a reload`, async ({
      newContext,
      apiURL,
      baseURL,
    }) => {
      const context = await newContext({ locale: localeOf(lang) })
      await signInContext(context, { apiURL, baseURL }, `saved-${lang}-${Date.now()}@example.com`)
      const page = await context.newPage()
      await page.goto(await inspectedExcavator(page, prefix))
      // The page's own button (the cards of "More options" have buttons named after their machine).
      const button = page.locator('main button[data-favorite-listing]').first()
      await expect(button).toHaveAccessibleName(t.auth.favorite.save)
      await expect(button).toHaveAttribute('aria-pressed', 'false')
      await button.click()
      // Guards "after saving a favorite, the button still reads 'Save to favorites'": before
      // commit b584d871 only aria-pressed changed, the name stayed t.auth.favorite.save.
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(button).toHaveAccessibleName(t.auth.favorite.saved)
      // The heart turns on before the api answers: reload only once it has saved it.
      await expect(button).not.toHaveAttribute('aria-busy', 'true')
      await page.reload()
      const again = page.locator('main button[data-favorite-listing]').first()
      await expect(again).toHaveAttribute('aria-pressed', 'true')
      await expect(again).toHaveAccessibleName(t.auth.favorite.saved)
      await context.close()
    })

    test(`[${lang}] Name Your Price refuses an offer of $1 on its field${lang === 'es' ? ', and its warnings speak tú' : ''}`, async ({
      newContext,
    }) => {
      const context = await newContext({ locale: localeOf(lang) })
      const page = await context.newPage()
      await page.goto(await inspectedExcavator(page, prefix))
      await page.locator('summary', { hasText: t.forms.forms.name_your_price.title }).click()
      const form = page.locator('form[data-lead-type="name_your_price"]')
      const amount = form.getByLabel(t.forms.fields.offerAmount)
      await form.getByLabel(t.forms.fields.firstName).fill('Dana')
      await form.getByLabel(t.forms.fields.lastName).fill('Reyes')
      await form
        .getByLabel(t.forms.fields.email)
        .fill(`one-dollar-${lang}-${Date.now()}@example.com`)
      await form.getByLabel(t.forms.fields.phone).fill('+1 512 555 0188')
      // Guards "Name Your Price sends offers of $1": before commit 82130a1c the contract took any
      // amount above zero, so $1 had no error and the offer was sent to the seller.
      await amount.fill('1')
      await amount.blur()
      const tooLow = t.validation.validation.offerAmountTooLow
      await expect(form.getByText(tooLow, { exact: true })).toBeVisible()
      await expect(amount).toHaveAttribute('aria-invalid', 'true')
      // Sending it anyway: still the field's error, focused, and nothing sent.
      await form.getByRole('button', { name: t.forms.forms.name_your_price.submit }).click()
      await expect(form.getByText(tooLow, { exact: true })).toBeVisible()
      await expect(amount).toBeFocused()
      await expect(page.locator('[role="status"][data-lead-type="name_your_price"]')).toHaveCount(0)

      // Above the asking price, the warning in the site's register. Guards "the Spanish Name Your
      // Price warnings use 'usted'": before commit 1e2640ed it read "Su oferta supera … Puede
      // comprar …"; the locale file now says "Tu oferta … Puedes comprar …".
      const askingCents = Number(
        await page.locator('[data-price-cents]').first().getAttribute('data-price-cents'),
      )
      await amount.fill(String(askingCents / 100 + 1000))
      const warning = form.getByTestId('offer-above-asking')
      const [before, after] = t.forms.likelihood.aboveAsking.split('{{price}}')
      await expect(warning).toHaveText(new RegExp(`^${escape(before)}.+${escape(after)}$`))
      if (lang === 'es') {
        expect(before).toMatch(/^Tu oferta/)
        await expect(form).not.toContainText(/\b(Su oferta|Puede comprar|ingrese|usted)\b/)
      }
      await context.close()
    })

    test(`[${lang}] The value tracker draws a machine's value over time as soon as it is added, without a reload`, async ({
      newContext,
      apiURL,
      baseURL,
    }) => {
      const v = t.account.valueTracker
      const context = await newContext({ locale: localeOf(lang) })
      await signInContext(context, { apiURL, baseURL }, `tracked-${lang}-${Date.now()}@example.com`)
      const page = await context.newPage()
      await page.goto(`${prefix}/account/value-tracker`)
      const charts = page.locator('[data-value-history] figure [data-chart]')
      await expect(charts).toHaveCount(0)
      const rows = page
        .getByRole('region', { name: v.tableLabel })
        .getByRole('button', { name: new RegExp(v.delete) })
      // The machines the seed sells most (helpers.ts): at least one of them has a value to chart.
      for (const [i, m] of WELL_SOLD_MACHINES.entries()) {
        await page.getByRole('button', { name: v.add }).first().click()
        await page.getByLabel(v.year, { exact: true }).fill(m.year)
        await page.getByLabel(v.make, { exact: true }).selectOption(m.make)
        await page.getByLabel(v.model, { exact: true }).fill(m.model)
        await page.getByLabel(v.category, { exact: true }).selectOption(m.category)
        await page.getByLabel(v.hours, { exact: true }).fill(m.hours)
        await page.getByRole('button', { name: v.save }).click()
        await expect(rows).toHaveCount(i + 1)
      }
      // Guards "the value tracker's chart appears only after a reload": before commit 900b30fa
      // the table updated in the browser while the server-drawn charts stayed those of the page
      // as it was opened (none here) until a reload.
      await expect(charts.first()).toBeVisible()
      await context.close()
    })

    test(`[${lang}] The keyword page of a make's category is worded as the language writes it`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/used/caterpillar-excavators`)
      const heading = page.getByRole('heading', { level: 1 })
      if (lang === 'es') {
        // Guards '"Caterpillar Excavadoras en venta" should be "Excavadoras Caterpillar en
        // venta"': the English phrase's page in Spanish kept the English order before commit
        // 0802c871 (/es/used/caterpillar-excavators is where the language switch leads).
        const phrase = 'Excavadoras Caterpillar'
        await expect(heading).toHaveText(fill(t.landing.keyword.heading, { phrase }))
        await expect(page).toHaveTitle(
          new RegExp(`^${escape(fill(t.landing.keyword.title, { phrase }))}`),
        )
      } else {
        await expect(heading).toHaveText(
          fill(t.landing.keyword.heading, { phrase: 'Caterpillar Excavators' }),
        )
        // Guards '"Every used excavators listed here"': the category's intro (the api's
        // catalog:intro) said so on the category page before commit a3a956d9; neither page may.
        await expect(page.locator('main')).not.toContainText(/Every used excavators/i)
        await page.goto('/excavators')
        // The intro after the category's blurb (api catalog:intro, its name in lower case).
        const intro = enApiCatalog.intro.split('{{blurb}} ')[1].replace('{{name}}', 'excavators')
        await expect(page.locator('main')).toContainText(intro)
        await expect(page.locator('main')).not.toContainText(/Every used excavators/i)
      }
    })
  })
}

/** `text` as a literal part of a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Two machines a partner lists twice, without photos, as the newest of the site: what the home
 * page's "Recently listed" rail showed first (two identical cards, no photo). Imported through the
 * partner console's CSV import, as partners do (partner.spec.ts walks it in detail).
 */
async function importTwinsWithoutPhotos(context: BrowserContext): Promise<void> {
  const t = enPartner.import
  const page = await context.newPage()
  await page.goto('/partner/import')
  const template = await page.request.get('/api/partner/listings/template.csv?locale=en')
  expect(template.status()).toBe(200)
  const [header, example] = (await template.text()).split(/\r?\n/)
  expect(header.split(',')).toEqual([...FEED_COLUMNS])
  // The template's example row has no quoted cells with commas in the columns changed here.
  const cells = example.split(',')
  const stamp = Date.now().toString(36).toUpperCase()
  const row = (stock: string) => {
    const own = [...cells]
    own[FEED_COLUMNS.indexOf('stock_number')] = stock
    return own.join(',')
  }
  const file = [header, row(`R${stamp}-1`), row(`R${stamp}-2`)].join('\r\n') + '\r\n'
  await page.getByLabel(t.file).setInputFiles({
    name: 'twins.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  })
  await page.getByRole('button', { name: t.check }).click()
  await expect(page.getByText(t.report.noErrors)).toBeVisible()
  await page.getByRole('button', { name: t.import }).click()
  await expect(page.getByRole('status').filter({ hasText: t.imported })).toContainText(
    '2 new, 0 updated',
  )
  await page.close()
}

test('[en, es] The home page\'s "Recently listed" rail shows each machine once and starts with a photo', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  // Guards '"Recently listed" shows two identical partner listings with no photos': before
  // commit 19affd96 the rail showed the 4 newest listings as they came, so these two twins (the
  // newest of the site) led it, twice the same title and price, without a photo. The home page
  // keeps its rails a minute in memory: when another journey opened it just before, the twins may
  // not be in the rail yet, and the rail is checked as it is.
  const partner = await newContext()
  await signInContext(partner, { apiURL, baseURL }, 'partner@ironyard.local')
  await importTwinsWithoutPhotos(partner)

  const context = await newContext()
  const page = await context.newPage()
  for (const lang of LANGS) {
    await page.goto(prefixOf(lang) || '/')
    const rail = page.getByRole('region', { name: TEXT[lang].home.recent.title })
    const cards = rail.getByRole('article')
    await expect(cards.first()).toBeVisible()
    const seen = await cards.evaluateAll((articles) =>
      articles.map((a) => ({
        title: (a.querySelector('h2, h3, h4')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        price: a.getAttribute('data-price-cents'),
        photo: a.querySelector('img') !== null,
      })),
    )
    expect(seen.length, `${lang}: cards in the rail`).toBeGreaterThan(1)
    const keys = seen.map((c) => `${c.title} ${c.price}`)
    expect(new Set(keys).size, `${lang}: each machine once: ${keys.join(' | ')}`).toBe(keys.length)
    expect(seen[0].photo, `${lang}: the first card (${keys[0]}) has a photo`).toBe(true)
    expect((await textsOf(rail))[0]).not.toMatch(/Missing key|Falta clave/)
  }
  await context.close()
})
