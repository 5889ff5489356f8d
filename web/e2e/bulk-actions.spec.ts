import esAdmin from '../src/i18n/locales/es/admin.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

/**
 * Bulk actions on the equipment table (issue 36, point 7), in Spanish: staff pick a withdrawn
 * machine with the keyboard, put it back on sale in bulk and watch the operation finish on its
 * page; the same step again is refused for that row with the step's reason; a removal without a
 * reason is refused by the form; the machine is withdrawn again with a reason (the journey leaves
 * it as it found it); the picked row downloads as CSV; the results read without JavaScript; and
 * a partner member's bar has no "coming soon" (staff only, as the single step).
 */
const DEMO_ADMIN = 'admin@ironyard.local'
const DEMO_PARTNER = 'partner@ironyard.local'
const b = esAdmin.equipment.bulk

test('Staff put a withdrawn machine back on sale in bulk and read each row’s result, in Spanish', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const ctx = await newContext({ locale: 'es-MX' })
  await signInContext(ctx, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await ctx.newPage()

  // A withdrawn machine: the one changed longest ago (no other journey is working on it).
  await page.goto('/es/admin/equipment?status=no_longer_available&sort=updated_asc')
  const table = page.getByRole('table', { name: esAdmin.equipment.tableLabel })
  const stock = (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim()
  expect(stock).toMatch(/^[A-Z0-9-]+$/)

  /** The table filtered to this machine, its row picked with the keyboard, `action` chosen. */
  const pick = async (action: keyof typeof b.actions) => {
    await page.goto(`/es/admin/equipment?q=${encodeURIComponent(stock)}`)
    const bar = page.getByRole('group', { name: b.legend })
    await expect(bar.getByText(b.selectedNone)).toBeVisible()
    const box = page.getByRole('checkbox', { name: b.selectRow.replace('{{stock}}', stock) })
    await box.focus()
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
    await expect(bar.getByText(b.selectedOne)).toBeVisible()
    await bar.getByRole('combobox', { name: b.action }).selectOption({ label: b.actions[action] })
    return bar
  }

  // Back on sale, in bulk: the operation's page follows it to the end.
  let bar = await pick('restore')
  await bar.getByRole('button', { name: b.apply }).click()
  await expect(page).toHaveURL(/\/es\/admin\/equipment\/bulk\/\d+$/)
  const resultUrl = page.url()
  await expect(page.getByRole('heading', { name: b.result.status.done })).toBeVisible({
    timeout: 20_000,
  })
  const rows = page.getByRole('table', { name: b.result.tableLabel })
  const row = rows.getByRole('row').filter({ hasText: stock })
  await expect(row.getByRole('cell').nth(1)).toHaveText(b.result.states.ok)
  await expect(page.getByRole('progressbar', { name: b.result.progressLabel })).toBeVisible()

  // The same step again: this row is refused, with the step's own reason, in Spanish.
  bar = await pick('restore')
  await bar.getByRole('button', { name: b.apply }).click()
  await expect(page.getByRole('heading', { name: b.result.status.done })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('link', { name: b.result.shows.refused }).click()
  const refused = page
    .getByRole('table', { name: b.result.tableLabel })
    .getByRole('row')
    .filter({ hasText: stock })
  await expect(refused.getByRole('cell').nth(1)).toHaveText(b.result.states.refused)
  await expect(refused.getByRole('cell').nth(2)).toContainText(
    'solo una retirada puede restaurarse',
  )

  // A removal needs a reason: the form says so and nothing is started.
  bar = await pick('remove')
  await bar.getByRole('button', { name: b.apply }).click()
  await expect(page.getByRole('alert').filter({ hasText: b.errors.reason })).toBeVisible()
  await expect(page).toHaveURL(/\/es\/admin\/equipment\?/)

  // Withdrawn again, with its reason: the machine is as the journey found it.
  bar = await pick('remove')
  await bar.getByRole('textbox', { name: b.reason }).fill('Prueba de acciones en bloque')
  await bar.getByRole('button', { name: b.apply }).click()
  await expect(page.getByRole('heading', { name: b.result.status.done })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText('Motivo: Prueba de acciones en bloque')).toBeVisible()

  // The picked row as CSV: that machine only.
  const file = await ctx.request.get(
    `/es/admin/equipment/export?stock=${encodeURIComponent(stock)}`,
  )
  expect(file.status()).toBe(200)
  const lines = (await file.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1].startsWith(stock)).toBe(true)

  // The results read without JavaScript.
  const noJs = await newContext({ javaScriptEnabled: false, locale: 'es-MX' })
  await signInContext(noJs, { apiURL, baseURL }, DEMO_ADMIN)
  const plain = await noJs.newPage()
  await plain.goto(resultUrl)
  await expect(plain.getByRole('heading', { name: b.result.status.done })).toBeVisible()
  await expect(
    plain
      .getByRole('table', { name: b.result.tableLabel })
      .getByRole('row')
      .filter({ hasText: stock })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(b.result.states.ok)
})

test('A partner member’s bulk bar offers their steps only, in Spanish', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const ctx = await newContext({ locale: 'es-MX' })
  await signInContext(ctx, { apiURL, baseURL }, DEMO_PARTNER)
  const page = await ctx.newPage()
  await page.goto('/es/partner/equipment')
  const bar = page.getByRole('group', { name: b.legend })
  const action = bar.getByRole('combobox', { name: b.action })
  await expect(action.getByRole('option', { name: b.actions.changePrice })).toHaveCount(1)
  await expect(action.getByRole('option', { name: b.actions.markComingSoon })).toHaveCount(0)
  // Nothing picked: the bar says so instead of sending.
  await action.selectOption({ label: b.actions.publish })
  await bar.getByRole('button', { name: b.apply }).click()
  await expect(bar.getByRole('alert')).toHaveText(b.nothingSelected)
  await expect(page).toHaveURL(/\/es\/partner\/equipment$/)
})
