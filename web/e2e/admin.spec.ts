import enAdmin from '../src/i18n/locales/en/admin.json'
import enErrors from '../src/i18n/locales/en/errors.json'
import esAdmin from '../src/i18n/locales/es/admin.json'
import esErrors from '../src/i18n/locales/es/errors.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

/**
 * The admin console's door (issue 14): a visitor is sent to sign in, a signed-in user who is not
 * staff gets the branded 403 page, and the demo admin (DEMO_ADMIN_EMAIL, granted on every start
 * outside production) sees the dashboard, in English and in Spanish.
 */
const DEMO_ADMIN = 'admin@ironyard.local'

test('The admin console sends visitors to sign in and answers 403 to a user who is not staff, in both languages', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const visitor = await newContext()
  const page = await visitor.newPage()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/signin\?/)
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin')

  const user = await newContext()
  await signInContext(user, { apiURL, baseURL }, 'not-staff@example.com')
  const userPage = await user.newPage()
  for (const [prefix, errors] of [
    ['', enErrors],
    ['/es', esErrors],
  ] as const) {
    const res = await userPage.goto(`${prefix}/admin`)
    expect(res?.status()).toBe(403)
    await expect(userPage.getByRole('heading', { level: 1 })).toHaveText(errors.forbidden.title)
    await expect(userPage.getByText(errors.forbidden.message)).toBeVisible()
  }
})

test('The demo admin signs in and reads the dashboard: listings by state and leads waiting, in English and Spanish', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const admin = await newContext()
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  for (const [prefix, t] of [
    ['', enAdmin],
    ['/es', esAdmin],
  ] as const) {
    const res = await page.goto(`${prefix}/admin`)
    expect(res?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.dashboard.title)
    const inventory = page.getByRole('table', { name: t.dashboard.inventory.caption })
    const availableHeader = inventory.getByRole('rowheader', {
      name: t.status.available,
      exact: true,
    })
    await expect(availableHeader).toBeVisible()
    // The seeded inventory is mostly for sale.
    const available = inventory.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: t.status.available, exact: true }),
    })
    expect(
      Number((await available.getByRole('cell').innerText()).replace(/\D/g, '')),
    ).toBeGreaterThan(0)
    await expect(page.getByText(t.dashboard.leads.waiting, { exact: true })).toBeVisible()
  }
})
