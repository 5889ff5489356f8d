import sharp from 'sharp'
import esAdmin from '../src/i18n/locales/es/admin.json'
import esMedia from '../src/i18n/locales/es/admin-media.json'
import esEquipment from '../src/i18n/locales/es/equipment.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

/**
 * Photos in the console (issue 36, point 10), in Spanish: an admin writes a draft with three
 * photos, moves one with the keyboard (the Move handle: Space, arrows, Space), and again without
 * JavaScript (the Move earlier / later forms); sets the cover's focal point by clicking the photo
 * (and is told beside the field when a value is out of range); then opens the preview of the
 * draft, which buyers cannot open, and sees the cover cropped around that point. Who may open
 * the preview is the api's decision: a visitor signs in, a partner member of another seller gets
 * a 404 on the partner console and a 403 on the admin one.
 */
const DEMO_ADMIN = 'admin@ironyard.local'
const DEMO_PARTNER = 'partner@ironyard.local'

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]))

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer()

test('In Spanish, an admin reorders a draft’s photos by keyboard and without JavaScript, sets a focal point and previews the draft as buyers will see it', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esAdmin
  const admin = await newContext({ locale: 'es-MX' })
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()

  // A draft of our own (the seed's listings are public ones).
  await page.goto('/es/admin/equipment/new')
  const form = page.getByRole('main')
  const stockNumber = `FOTO-${Date.now().toString(36).toUpperCase()}`
  await form
    .getByRole('combobox', { name: new RegExp(`^${t.equipment.fields.categorySlug}`) })
    .selectOption('excavators')
  await form.getByLabel(t.equipment.fields.make, { exact: true }).fill('Caterpillar')
  await form.getByLabel(t.equipment.fields.model, { exact: true }).fill('320')
  await form.getByLabel(t.equipment.fields.year, { exact: true }).fill('2021')
  await form.getByLabel(t.equipment.fields.hours, { exact: true }).fill('2,400')
  await form.getByLabel(t.equipment.fields.advertisedPriceCents, { exact: true }).fill('165,000')
  await form.getByLabel(t.equipment.fields.zip, { exact: true }).fill('78701')
  await form.getByLabel(t.equipment.fields.stockNumber, { exact: true }).fill(stockNumber)
  await form.getByRole('button', { name: t.equipment.create }).click()
  await page.waitForURL(new RegExp(`/es/admin/equipment/${stockNumber}\\?done=create`))

  // Three photos of different colours.
  const mediaPath = `/es/admin/equipment/${stockNumber}/media`
  await page.goto(mediaPath)
  await page.getByLabel(esMedia.upload.photos.label).setInputFiles([
    { name: 'lado.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 120, 20) },
    { name: 'cabina.jpg', mimeType: 'image/jpeg', buffer: await photo(30, 90, 160) },
    { name: 'orugas.jpg', mimeType: 'image/jpeg', buffer: await photo(60, 160, 60) },
  ])
  await expect(
    page.getByRole('heading', { name: fill(esMedia.photos.heading, { count: 3, max: 40 }) }),
  ).toBeVisible({ timeout: 30_000 })
  const photosRegion = page.getByRole('region', { name: /^Fotos/ })
  const order = () =>
    photosRegion
      .locator('li[data-photo-id]')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-photo-id')))
  const [first, second, third] = await order()

  // By keyboard: the Move handle picks photo 1 up (Space), the arrows carry it two places on, and
  // Space drops it; a live region says where it is at each step, and the drop saves the order.
  const handle = photosRegion.getByRole('button', {
    name: fill(esMedia.photos.handleLabel, { n: 1 }),
    exact: true,
  })
  await expect(handle).toHaveAccessibleDescription(esMedia.photos.instructions)
  await handle.focus()
  await page.keyboard.press('Space')
  const live = photosRegion.locator('[data-photo-order-live]')
  await expect(live).toHaveText(fill(esMedia.photos.grabbed, { n: 1, position: 1, total: 3 }))
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(live).toHaveText(fill(esMedia.photos.moved, { position: 3, total: 3 }))
  await page.keyboard.press('Space')
  await page.waitForURL(/\?done=reorder/)
  await expect(photosRegion.getByRole('status')).toHaveText(esMedia.done.reorder)
  expect(await order()).toEqual([second, third, first])
  // The audit log says it as moves, in Spanish.
  await page.goto('/es/admin/audit')
  await expect(page.getByText(t.audit.actions.listing_photo_reorder).first()).toBeVisible()

  // Without JavaScript: the same order changes through plain form posts.
  const noJs = await newContext({ javaScriptEnabled: false, locale: 'es-MX' })
  await signInContext(noJs, { apiURL, baseURL }, DEMO_ADMIN)
  const plain = await noJs.newPage()
  await plain.goto(mediaPath)
  await expect(
    plain.getByRole('button', { name: fill(esMedia.photos.handleLabel, { n: 1 }), exact: true }),
  ).toHaveCount(0)
  await plain.getByRole('button', { name: fill(esMedia.photos.earlierLabel, { n: 3 }) }).click()
  await plain.waitForURL(/\?done=reorder/)
  expect(
    await plain
      .locator('li[data-photo-id]')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-photo-id'))),
  ).toEqual([second, first, third])
  await page.goto(mediaPath)

  // The cover's focal point: a click on the photo, a quarter across and three quarters down.
  await photosRegion
    .locator('summary')
    .getByText(fill(esMedia.photos.focal, { n: 1 }))
    .click()
  const picker = photosRegion
    .locator('details[open]')
    .filter({ has: page.getByTestId('focal-frame') })
  const frame = picker.getByTestId('focal-frame')
  const box = (await frame.boundingBox())!
  await frame.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
  const x = picker.getByRole('spinbutton', { name: esMedia.photos.focalX })
  const y = picker.getByRole('spinbutton', { name: esMedia.photos.focalY })
  await expect(x).toHaveValue(/^2[4-6]$/)
  await expect(y).toHaveValue(/^7[4-6]$/)
  // The keyboard's way: typed percentages.
  await x.fill('25')
  await y.fill('75')
  await expect(picker.getByRole('img', { name: esMedia.photos.focalWide })).toHaveCSS(
    'object-position',
    '25% 75%',
  )
  await picker.getByRole('button', { name: esMedia.photos.saveFocal }).click()
  await page.waitForURL(/\?done=focal/)
  await expect(photosRegion.getByRole('status')).toHaveText(esMedia.done.focal)
  await expect(photosRegion.getByText(fill(esMedia.photos.focalAt, { x: 25, y: 75 }))).toBeVisible()

  // A value out of range (the browser's own check set aside): refused beside its field.
  await photosRegion
    .locator('summary')
    .getByText(fill(esMedia.photos.focal, { n: 2 }))
    .click()
  const other = photosRegion
    .locator('details[open]')
    .filter({ has: page.getByTestId('focal-frame') })
  await other.locator('form').evaluate((f: HTMLFormElement) => {
    f.noValidate = true
  })
  await other.getByRole('spinbutton', { name: esMedia.photos.focalX }).fill('150')
  await other.getByRole('button', { name: esMedia.photos.saveFocal }).click()
  await page.waitForURL(/\?failed=focal&error=focalPoint&field=focalX/)
  const refused = photosRegion
    .locator('details[open]')
    .filter({ has: page.getByTestId('focal-frame') })
  await expect(refused.getByRole('spinbutton', { name: esMedia.photos.focalX })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(refused.getByText(esMedia.photos.focalInvalid)).toBeVisible()
  await expect(photosRegion.getByRole('alert')).toContainText(esMedia.errors.focalPoint)

  // The preview of the draft: the public page's component, marked "Vista previa", never indexed,
  // with the cover cropped around its focal point.
  await page.getByRole('link', { name: esMedia.photos.preview }).click()
  await page.waitForURL(new RegExp(`/es/admin/equipment/${stockNumber}/preview$`))
  const banner = page.getByRole('complementary', { name: esMedia.preview.label })
  await expect(banner).toContainText(esMedia.preview.hidden)
  await expect(banner).toContainText(t.status.draft)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2021 Caterpillar 320')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const cover = page
    .getByRole('region', { name: esEquipment.gallery.label, exact: true })
    .locator('img')
    .first()
  await expect(cover).toHaveCSS('object-position', '25% 75%')

  // Buyers cannot open the draft; the preview is for the console only.
  const visitor = await newContext({ locale: 'es-MX' })
  const publicPage = await visitor.request.get(
    `/es/for-sale/2021-caterpillar-320-${stockNumber.toLowerCase()}`,
    { maxRedirects: 0 },
  )
  expect(publicPage.status()).toBe(404)
  const anon = await visitor.request.get(`/es/admin/equipment/${stockNumber}/preview`, {
    maxRedirects: 0,
  })
  expect([303, 307, 308]).toContain(anon.status())
  expect(anon.headers()['location'] ?? '').toContain('/signin?')
  const partner = await newContext({ locale: 'es-MX' })
  await signInContext(partner, { apiURL, baseURL }, DEMO_PARTNER)
  const theirs = await partner.request.get(`/es/partner/equipment/${stockNumber}/preview`, {
    maxRedirects: 0,
  })
  expect(theirs.status()).toBe(404)
  const staffOnly = await partner.request.get(`/es/admin/equipment/${stockNumber}/preview`, {
    maxRedirects: 0,
  })
  expect(staffOnly.status()).toBe(403)
})
