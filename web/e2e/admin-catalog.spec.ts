import esCatalog from '../src/i18n/locales/es/admin-catalog.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

const DEMO_ADMIN = 'admin@ironyard.local'

/**
 * Issue 14: staff add a category in the Spanish console (refused fields come back in Spanish),
 * move it with the keyboard, change its slug through the confirmation, and the old address
 * answers 301 to the new one. Issue 36: hidden (keyboard, through its confirmation), its
 * addresses answer 301 to the parent, /es/equipment; shown again, the page answers.
 */
test('An admin creates a category in Spanish, moves it up, renames its slug (the old URL answers 301), hides it (its URLs answer 301 to /equipment) and shows it again', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esCatalog
  const run = Date.now().toString(36)
  const slug = `rock-trucks-${run}`
  // Its own name too: a rerun against the same database (--repeat-each) finds the last run's.
  const nameEs = `Camiones de roca ${run}`
  const admin = await newContext()
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  await page.goto('/es/admin/categories')
  const form = page.getByRole('form', { name: t.categories.create })
  await form.getByLabel(t.fields.name).fill('Rock Trucks')
  await form.getByLabel(t.fields.slug).fill('Rock Trucks')
  await form.getByRole('button', { name: t.form.create }).click()
  await expect(form.getByText('Escribe el nombre en español')).toBeVisible()
  await expect(form.getByLabel(t.fields.slug)).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel(t.fields.nameEs).fill(nameEs)
  await form.getByLabel(t.fields.slug).fill(slug)
  await form.getByRole('button', { name: t.form.create }).click()
  await expect(page).toHaveURL(/done=created/)
  await expect(page.getByRole('status')).toHaveText(t.categories.done.created)

  const up = page.getByRole('button', { name: `Subir ${nameEs}` })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/done=moved/)

  const row = page.locator(`#row-${slug}`)
  // The row's first disclosure is its edit form (then its Hide step).
  await row.locator('summary').first().click()
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

  // Issue 36: hide it from its row with the keyboard; the step says where its pages will lead.
  const name = nameEs
  const renamed = page.locator(`#row-${slug}-x`)
  await expect(renamed.getByText(t.categories.hidden, { exact: true })).toHaveCount(0)
  const hide = renamed.getByLabel(t.categories.hideStepLabel.replace('{{name}}', name))
  await hide.focus()
  await page.keyboard.press('Enter')
  await expect(
    renamed.getByText(new RegExp(`\\(/es/${slug}-x .*responden 301 hacia /es/equipment\\.`)),
  ).toBeVisible()
  await renamed
    .getByRole('button', { name: t.categories.hideConfirm.replace('{{name}}', name) })
    .click()
  await expect(page).toHaveURL(/done=hidden/)
  await expect(page.getByRole('status')).toHaveText(t.categories.done.hidden)
  const hiddenRow = page.locator(`#row-${slug}-x`)
  await expect(hiddenRow.getByText(t.categories.hidden, { exact: true })).toBeVisible()

  // Its address, and its old one, answer 301 to the parent (the search) once the router knows.
  const answer = async (path: string) => {
    const res = await page.request.get(path, { maxRedirects: 0 })
    return `${res.status()} ${res.headers()['location'] ?? ''}`
  }
  for (const path of [`/es/${slug}-x`, `/es/${slug}`]) {
    await expect.poll(() => answer(path), { timeout: 20_000 }).toMatch(/^301 .*\/es\/equipment$/)
  }

  // Shown again, the page answers once more.
  await hiddenRow.getByLabel(t.categories.showStepLabel.replace('{{name}}', name)).click()
  await hiddenRow
    .getByRole('button', { name: t.categories.showConfirm.replace('{{name}}', name) })
    .click()
  await expect(page).toHaveURL(/done=shown/)
  await expect(
    page.locator(`#row-${slug}-x`).getByText(t.categories.hidden, { exact: true }),
  ).toHaveCount(0)
  await expect.poll(() => answer(`/es/${slug}-x`), { timeout: 20_000 }).toMatch(/^200 $/)
})

/**
 * Issue 18: the tree lists a category's subcategories when it is opened (`?open=`), and renders a
 * row's edit form when the row is opened; without JavaScript both are links (`?edit=`).
 */
test('Without JavaScript, an admin opens a category’s subcategories and one row’s edit form by their links; the rest stays unrendered', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esCatalog
  const admin = await newContext({ javaScriptEnabled: false })
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  await page.goto('/es/admin/categories')
  const row = page.locator('#row-excavators')
  await expect(row.getByLabel(t.fields.slug)).toHaveCount(0)
  // Subcategories are a link away: none is in the page until its category is opened.
  await expect(page.locator('[id^="row-excavators--"]')).toHaveCount(0)
  await row.getByRole('link', { name: /^Mostrar las \d+ subcategorías de Excavadoras$/ }).click()
  await expect(page).toHaveURL(/[?&]open=excavators(#|$)/)
  await expect(page.locator('[id^="row-excavators--"]').first()).toBeVisible()
  await expect(page.locator('[id^="row-cranes--"]')).toHaveCount(0)

  await row.locator('summary').first().click()
  await row
    .getByRole('link', { name: t.categories.showForm.replace('{{name}}', 'Excavadoras') })
    .click()
  await expect(page).toHaveURL(/[?&]edit=row-excavators(&|#|$)/)
  const opened = page.locator('#row-excavators > details')
  await expect(opened).toHaveAttribute('open', '')
  await expect(opened.getByLabel(t.fields.slug)).toHaveValue('excavators')
  // Only the asked-for row carries its form.
  await expect(page.locator('#row-cranes').getByLabel(t.fields.slug)).toHaveCount(0)
})
