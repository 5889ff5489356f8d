import esCatalog from '../src/i18n/locales/es/admin-catalog.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

const DEMO_ADMIN = 'admin@ironyard.local'

/**
 * Issue 14: staff add a category in the Spanish console (refused fields come back in Spanish),
 * move it with the keyboard, change its slug through the confirmation, and the old address
 * answers 301 to the new one.
 */
test('An admin creates a category in Spanish, moves it up, renames its slug, and the old URL answers 301', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esCatalog
  const slug = `rock-trucks-${Date.now().toString(36)}`
  const admin = await newContext()
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  await page.goto('/es/admin/categories')
  const form = page.getByRole('form', { name: t.categories.create })
  await form.getByLabel(t.fields.name).fill('Rock Trucks')
  await form.getByLabel(t.fields.slug).fill('Rock Trucks')
  await form.getByRole('button', { name: t.form.create }).click()
  await expect(form.getByText('Escriba el nombre en español')).toBeVisible()
  await expect(form.getByLabel(t.fields.slug)).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel(t.fields.nameEs).fill('Camiones de roca')
  await form.getByLabel(t.fields.slug).fill(slug)
  await form.getByRole('button', { name: t.form.create }).click()
  await expect(page).toHaveURL(/done=created/)
  await expect(page.getByRole('status')).toHaveText(t.categories.done.created)

  const up = page.getByRole('button', { name: 'Subir Camiones de roca' })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/done=moved/)

  const row = page.locator(`#row-${slug}`)
  await row.locator('summary').click()
  await row.getByLabel(t.fields.slug).fill(`${slug}-x`)
  await row.getByRole('button', { name: t.form.save }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`/es/${slug}-x`)
  await dialog.getByRole('button', { name: t.confirm.confirm }).click()
  await expect(page).toHaveURL(/done=saved/)

  // The router learns renames within seconds; until then the page itself redirects (308).
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/es/${slug}`, { maxRedirects: 0 })
        return `${res.status()} ${res.headers()['location'] ?? ''}`
      },
      { timeout: 20_000 },
    )
    .toMatch(new RegExp(`^301 .*/es/${slug}-x$`))
})

/**
 * Issue 18: the tree's edit forms are rendered when a row is opened. Without JavaScript the row
 * holds a link to the page with that row's form open (`?edit=`), and saving it works as before.
 */
test('Without JavaScript, an admin opens one row’s edit form by its link and the others stay unrendered', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esCatalog
  const admin = await newContext({ javaScriptEnabled: false })
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  await page.goto('/es/admin/categories')
  const tree = page
    .getByRole('list')
    .filter({ has: page.locator('#row-excavators') })
    .first()
  await expect(tree.getByLabel(t.fields.slug)).toHaveCount(0)
  const row = page.locator('#row-excavators')
  await row.locator('summary').first().click()
  await row
    .getByRole('link', { name: /excavadoras/i })
    .first()
    .click()
  await expect(page).toHaveURL(/[?&]edit=row-excavators(#|$)/)
  const opened = page.locator('#row-excavators > details')
  await expect(opened).toHaveAttribute('open', '')
  await expect(opened.getByLabel(t.fields.slug)).toHaveValue('excavators')
  // Only the asked-for row carries its form.
  await expect(page.locator('#row-cranes').getByLabel(t.fields.slug)).toHaveCount(0)
})
