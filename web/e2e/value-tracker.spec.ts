import enAccount from '../src/i18n/locales/en/account.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

/**
 * Issue 37: the value tracker's estimate is the listing page's valuation, and the tracker says
 * how it was found in the listing page's words: the method (the model, or the model and its size
 * class), the 12-month window and the number of sales used, once per machine.
 */
test('A machine owner adds an excavator to the value tracker and reads how its value was found', async ({
  newContext,
  baseURL,
  apiURL,
}) => {
  const v = enAccount.valueTracker
  const context = await newContext()
  await signInContext(context, { apiURL, baseURL }, `tracker-${Date.now()}@example.com`)
  const page = await context.newPage()
  await page.goto('/account/value-tracker')
  await page.getByRole('button', { name: v.add }).click()
  const form = page.getByRole('form', { name: v.addTitle })
  await form.getByLabel(v.year, { exact: true }).fill('2018')
  await form.getByLabel(v.make, { exact: true }).selectOption('caterpillar')
  await form.getByLabel(v.model, { exact: true }).fill('320')
  await form.getByLabel(v.category, { exact: true }).selectOption('excavators')
  await form.getByLabel(v.hours, { exact: true }).fill('4200')
  await form.getByRole('button', { name: v.save }).click()

  const row = page
    .getByRole('region', { name: v.tableLabel })
    .getByRole('row', { name: /2018 Caterpillar 320/ })
  await expect(row).toBeVisible()
  const said = await row.innerText()
  // One statement of the method, the window and the count, as the listing page words it.
  expect(said).toMatch(
    /Method: completed sales (of the Caterpillar 320 in the last 12 months|in the last 12 months of the Caterpillar 320 and of Caterpillar machines its size).*Sales used: \d+\./,
  )
  expect(said.match(/Sales used:/g)).toHaveLength(1)
  await context.close()
})
