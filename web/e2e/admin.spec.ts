import enAdmin from '../src/i18n/locales/en/admin.json'
import enErrors from '../src/i18n/locales/en/errors.json'
import esAdmin from '../src/i18n/locales/es/admin.json'
import esErrors from '../src/i18n/locales/es/errors.json'
import esMedia from '../src/i18n/locales/es/admin-media.json'
import esEquipment from '../src/i18n/locales/es/equipment.json'
import sharp from 'sharp'
import { pageWeight } from '../../scripts/bench/page-weight'
import { expect, test } from './fixtures'
import { saveFavorite, signInContext, waitForMail } from './helpers'

/**
 * The admin console's door (issue 14): a visitor is sent to sign in, a signed-in user who is not
 * staff gets the branded 403 page, and the demo admin (DEMO_ADMIN_EMAIL, granted on every start
 * outside production) sees the dashboard, in English and in Spanish.
 */
const DEMO_ADMIN = 'admin@ironyard.local'
const DEMO_PARTNER = 'partner@ironyard.local'

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

/** Every console page (issue 14), with a seeded listing and make where the path needs one. */
/** A YouTube video id; the journey's browser never reaches YouTube (routed away below). */
const YOUTUBE_ID = 'dQw4w9WgXcQ'

const consolePages = (stock: string, make: string) => [
  '/admin',
  '/admin/equipment',
  '/admin/equipment/new',
  `/admin/equipment/${stock}`,
  `/admin/equipment/${stock}/media`,
  `/admin/equipment/${stock}/inspection`,
  '/admin/categories',
  '/admin/makes',
  `/admin/makes/${make}`,
  '/admin/leads',
  '/admin/sweepstakes',
  '/admin/partners',
  '/admin/audit',
]

test('Access to every console page, in both languages: visitors sign in, users and partner members get 403, the admin 200', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const visitor = await newContext()
  const probe = await visitor.newPage()
  await probe.goto('/equipment?makes=caterpillar')
  const href = await probe
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href')
  const stock = (href ?? '').split('?')[0].split('-').pop()!.toUpperCase()
  expect(stock).toMatch(/^[A-Z0-9]+$/)
  const user = await newContext()
  await signInContext(user, { apiURL, baseURL }, `matrix-${Date.now()}@example.com`)
  const partner = await newContext()
  await signInContext(partner, { apiURL, baseURL }, DEMO_PARTNER)
  const admin = await newContext()
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const wrong: string[] = []
  // English first: a visit to /es remembers Spanish, and then unprefixed paths go to /es.
  for (const prefix of ['', '/es']) {
    for (const path of consolePages(stock, 'caterpillar')) {
      const url = `${prefix}${path}`
      const anon = await visitor.request.get(url, { maxRedirects: 0 })
      const to = anon.headers()['location'] ?? ''
      if (![303, 307, 308].includes(anon.status()) || !to.includes('/signin?'))
        wrong.push(`${url} anonymous: ${anon.status()} ${to}`)
      for (const [who, ctx] of [
        ['user', user],
        ['partner member', partner],
      ] as const) {
        const res = await ctx.request.get(url, { maxRedirects: 0 })
        if (res.status() !== 403) wrong.push(`${url} ${who}: ${res.status()}`)
      }
      const ok = await admin.request.get(url, { maxRedirects: 0 })
      if (ok.status() !== 200) wrong.push(`${url} admin: ${ok.status()}`)
    }
  }
  expect(wrong).toEqual([])
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

test('An admin finds a new lead in the Spanish inbox, marks it contacted without JavaScript, and reads it in the audit log', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esAdmin
  const email = `inbox-${Date.now()}@example.com`
  const visitor = await newContext()
  const page = await visitor.newPage()
  await page.goto('/equipment')
  const href = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href')
  const stockNumber = (href ?? '').split('?')[0].split('-').pop()!.toUpperCase()
  const submitted = await fetch(`${apiURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: SubmitLeadInput!) { submitLead(input: $input) { leadId } }`,
      variables: {
        input: {
          type: 'contact_sales',
          idempotencyKey: crypto.randomUUID(),
          stockNumber,
          firstName: 'Inés',
          lastName: 'Bandeja',
          email,
          phone: '+1 512 555 0199',
          message: '¿Sigue disponible?',
          locale: 'es',
        },
      },
    }),
  })
  expect(submitted.status).toBe(200)

  const admin = await newContext({ javaScriptEnabled: false })
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const inbox = await admin.newPage()
  await inbox.goto('/es/admin/leads')
  await inbox.getByLabel(t.leads.filters.q).fill(email)
  await inbox.getByRole('button', { name: t.leads.filters.apply }).click()
  const table = inbox.getByRole('table', { name: t.leads.tableLabel })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByText(email)).toBeVisible()
  await expect(table.getByText(t.leadTypes.contact_sales)).toBeVisible()
  await table.getByRole('button', { name: t.leads.mark }).click()
  await expect(inbox.getByRole('status')).toContainText('marcada como contactada')
  // Contacted leads leave the waiting inbox; the filter stayed.
  await expect(inbox.getByText(t.leads.empty)).toBeVisible()
  await inbox.getByLabel(t.leads.filters.status).selectOption('contacted')
  await inbox.getByRole('button', { name: t.leads.filters.apply }).click()
  await expect(table.getByText(DEMO_ADMIN)).toBeVisible()

  // The same filter as a CSV file, headers in Spanish.
  const csv = await admin.request.get(
    `/es/admin/leads/export?status=contacted&q=${encodeURIComponent(email)}`,
  )
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="leads-/)
  const rows = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
  expect(rows[0]).toMatch(/^Recibida,Formulario,/)
  expect(rows[1]).toContain(email)

  await inbox.goto(`/es/admin/audit?entity=lead&actor=${encodeURIComponent(DEMO_ADMIN)}`)
  const audit = inbox.getByRole('table', { name: t.audit.tableLabel })
  await expect(audit.getByRole('row').nth(1)).toContainText(t.audit.actions.lead_contacted)
})

test('In Spanish, an admin writes a listing with two photos, publishes it, finds it in search and cuts its price; the buyer who saved it gets the price-drop mail', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esAdmin
  const admin = await newContext()
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  await page.goto('/es/admin/equipment/new')
  const form = page.getByRole('main')
  // First an incomplete form: the api's messages, in Spanish, next to the fields.
  await form.getByRole('button', { name: t.equipment.create }).click()
  // (An empty year cannot travel as a GraphQL Int: the form sends it unreadable, the api says so.)
  await expect(form.getByText('La categoría es obligatoria')).toBeVisible()
  await expect(form.getByText('El año no es válido')).toBeVisible()
  await expect(form.getByLabel(t.equipment.fields.make, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )

  const stockNumber = `E2E-${Date.now().toString(36).toUpperCase()}`
  await form
    .getByRole('combobox', { name: new RegExp(`^${t.equipment.fields.categorySlug}`) })
    .selectOption('excavators')
  await form.getByLabel(t.equipment.fields.make, { exact: true }).fill('Caterpillar')
  await form.getByLabel(t.equipment.fields.model, { exact: true }).fill('320')
  await form.getByLabel(t.equipment.fields.year, { exact: true }).fill('2020')
  await form.getByLabel(t.equipment.fields.hours, { exact: true }).fill('3,100')
  await form.getByLabel(t.equipment.fields.advertisedPriceCents, { exact: true }).fill('187,500')
  await form.getByLabel(t.equipment.fields.zip, { exact: true }).fill('78701')
  await form.getByLabel(t.equipment.fields.stockNumber, { exact: true }).fill(stockNumber)
  await form
    .getByLabel(t.equipment.fields.descriptionEs)
    .fill('Excavadora revisada, lista para trabajar.')
  await form.getByRole('button', { name: t.equipment.create }).click()
  await page.waitForURL(new RegExp(`/es/admin/equipment/${stockNumber}\\?done=create`))
  await expect(page.getByRole('status')).toHaveText(t.equipment.done.create)

  // Edit: every spec §3 field is on the form; a badge and a warranty are saved.
  const edit = page.getByRole('region', { name: t.equipment.edit })
  await edit.getByLabel(t.equipment.fields.flair).selectOption('FreeShipping')
  await edit.getByLabel(t.equipment.fields.hasWarranty).check()
  await edit.getByLabel(t.equipment.fields.floorPriceCents, { exact: true }).fill('170,000')
  await edit.getByRole('button', { name: t.equipment.save }).click()
  await page.waitForURL(/\?done=saved/)
  await expect(page.getByRole('status')).toHaveText(t.equipment.done.saved)
  await expect(edit.getByLabel(t.equipment.fields.hasWarranty)).toBeChecked()
  await expect(edit.getByLabel(t.equipment.fields.floorPriceCents, { exact: true })).toHaveValue(
    '170000',
  )

  // Two photos, uploaded on the listing's media page (checked, resized and stripped by the api).
  await page.getByRole('link', { name: t.equipment.media }).click()
  await page.waitForURL(new RegExp(`/es/admin/equipment/${stockNumber}/media`))
  const photo = (r: number, g: number, b: number) =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer()
  await page.getByLabel(esMedia.upload.photos.label).setInputFiles([
    { name: 'lado.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 120, 20) },
    { name: 'cabina.jpg', mimeType: 'image/jpeg', buffer: await photo(30, 90, 160) },
  ])
  await expect(
    page.getByRole('heading', {
      name: esMedia.photos.heading.replace('{{count}}', '2').replace('{{max}}', '40'),
    }),
  ).toBeVisible({ timeout: 30_000 })

  // A YouTube walk-around (issue 36): a link that cannot play is refused beside its field, then a
  // youtu.be link is added.
  const videos = page.getByRole('region', { name: esMedia.videos.heading })
  const addVideo = async (url: string) => {
    await videos.getByLabel(esMedia.videos.url).fill(url)
    await videos.getByLabel(esMedia.videos.title).fill('Recorrido')
    await videos.getByRole('button', { name: esMedia.videos.add }).click()
  }
  await addVideo('https://www.youtube.com/@caterpillar')
  await expect(page.getByText(esMedia.videos.invalidUrl)).toBeVisible()
  await expect(videos.getByLabel(esMedia.videos.url)).toHaveAttribute('aria-invalid', 'true')
  await addVideo(`https://youtu.be/${YOUTUBE_ID}`)
  await expect(videos.getByRole('link', { name: 'Recorrido' })).toHaveAttribute(
    'href',
    `https://youtu.be/${YOUTUBE_ID}`,
  )
  await expect(page.getByRole('status')).toHaveText(esMedia.done.addVideo)
  await page.goto(`/es/admin/equipment/${stockNumber}`)

  // Publish: the disclosure says what will happen, then the confirm button does it.
  await page.locator('summary').getByText(t.equipment.steps.publish.label, { exact: true }).click()
  await expect(page.getByText(t.equipment.steps.publish.effect)).toBeVisible()
  await page.getByRole('button', { name: t.equipment.steps.publish.confirm }).click()
  await expect(page.getByRole('status')).toHaveText(t.equipment.done.publish)

  // The machine is in search, and a buyer saves it.
  const buyer = await newContext()
  const buyerEmail = `saver-${Date.now()}@example.com`
  await signInContext(buyer, { apiURL, baseURL }, buyerEmail)
  // No request leaves for YouTube (its poster image and player): the journey runs offline.
  await buyer.route(/^https:\/\/(www\.youtube-nocookie\.com|i\.ytimg\.com)\//, (r) => r.abort())
  const buyerPage = await buyer.newPage()
  await buyerPage.goto(`/es/equipment?q=${stockNumber}`)
  const card = buyerPage.getByRole('main').getByRole('article').first()
  await expect(card).toContainText('Caterpillar 320')
  await card.getByRole('link').first().click()
  await buyerPage.waitForURL(/\/es\/for-sale\//)
  // The page shows the uploaded photos (web sizes served from the media store).
  await expect(
    buyerPage.locator('img[src*="/media/uploads/"], img[srcset*="/media/uploads/"]').first(),
  ).toBeVisible()
  // The video waits behind its poster; its player and its stylesheet come with it only (the
  // player is a chunk of its own, VideoEmbedLazy, which the page-weight judge checks everywhere).
  const play = buyerPage.getByRole('button', {
    name: esEquipment.video.play
      .replace('{{title}}', 'Recorrido')
      .replace('{{provider}}', 'YouTube'),
  })
  await expect(play).toBeVisible()
  const sheets: string[] = []
  const weight = await pageWeight(
    await (await buyerPage.request.get(buyerPage.url())).text(),
    async (href) => {
      const css = await (await buyerPage.request.get(new URL(href, baseURL).toString())).text()
      sheets.push(css)
      return css
    },
  )
  expect(weight.cssModulesUnrendered).toEqual([])
  const posterClass = ((await play.getAttribute('class')) ?? '').split(' ')[0]
  expect(
    sheets.some((css) => css.includes(`.${posterClass}`)),
    `the poster's class ${posterClass} is styled by a linked sheet`,
  ).toBeTruthy()
  await play.click()
  await expect(
    buyerPage.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?"]`),
  ).toBeFocused()
  await saveFavorite(buyerPage, buyerPage.locator('button[data-favorite-listing]').first())

  // The admin cuts the price; the buyer gets the price-drop mail.
  await page
    .locator('summary')
    .getByText(t.equipment.steps.changePrice.label, { exact: true })
    .click()
  await page.getByLabel(t.equipment.newPrice).fill('169.900')
  await page.getByRole('button', { name: t.equipment.steps.changePrice.confirm }).click()
  // Below the floor saved above ($170,000): the step asks to lower the floor too (issue 36).
  const lowerFloor = t.equipment.lowerFloor.confirm.split('{{price}}')[0]
  await page.getByRole('button', { name: lowerFloor }).click()
  await expect(page.getByRole('status')).toHaveText(t.equipment.done.changePrice)
  const mail = await waitForMail(apiURL, buyerEmail, 'price-reduced')
  expect(mail.text).toContain('320')
})

test('In Spanish, a refused media change is said in its own section (never text from the address), and a listing whose Spanish description is emptied shows the English one, marked English, with a warning in the form', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const t = esAdmin
  const admin = await newContext()
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  // A seeded machine, as the Spanish search lists it.
  await page.goto('/es/equipment?make=caterpillar')
  const href =
    (await page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href')) ?? ''
  const stock = href.split('?')[0].split('-').pop()!.toUpperCase()
  expect(stock).toMatch(/^[A-Z0-9]+$/)

  // Issue 36, defect 6: the address names an error key; any sentence in it is never shown.
  await page.goto(
    `/es/admin/equipment/${stock}/media?failed=addVideo&why=${encodeURIComponent('Llama al 555 0100')}&error=bogus#videos-outcome`,
  )
  const videos = page.getByRole('region', { name: esMedia.videos.heading })
  await expect(videos.getByRole('alert')).toHaveText(
    esMedia.failed.replace('{{why}}', esMedia.errors.unknown),
  )
  await expect(page.getByText('555 0100')).toHaveCount(0)
  await expect(page.locator('#videos-outcome')).toBeFocused()
  // A refused link comes back to its section's notice, with the field marked.
  await videos.getByLabel(esMedia.videos.url).fill('https://www.youtube.com/@caterpillar')
  await videos.getByLabel(esMedia.videos.title).fill('Canal')
  await videos.getByRole('button', { name: esMedia.videos.add }).click()
  await page.waitForURL(/\?failed=addVideo&error=videoUrl&field=url#videos-outcome$/)
  await expect(videos.getByRole('alert')).toHaveText(
    esMedia.failed.replace('{{why}}', esMedia.errors.videoUrl),
  )
  // One alert on the page (Next's route announcer, outside <main>, is an alert of its own).
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1)

  // The form warns while the Spanish description is empty; saved so, the Spanish page shows the
  // English one in lang="en" with a note. The Spanish text is put back at the end.
  await page.goto(`/es/admin/equipment/${stock}`)
  const edit = page.getByRole('region', { name: t.equipment.edit })
  const spanish = edit.getByLabel(t.equipment.fields.descriptionEs)
  const original = await spanish.inputValue()
  await expect(edit.getByText(t.equipment.descriptionEsMissing)).toHaveCount(0)
  const buyer = await page.context().newPage()
  // Put back in any case: other journeys read this seeded listing (and a retry reads it again).
  try {
    await spanish.fill('')
    await expect(edit.getByText(t.equipment.descriptionEsMissing)).toBeVisible()
    await edit.getByRole('button', { name: t.equipment.save }).click()
    await page.waitForURL(/\?done=saved/)
    await buyer.goto(href)
    await expect(buyer.getByText(esEquipment.descriptionEnglishOnly)).toBeVisible()
    await expect(buyer.locator('p[lang="en"]')).toBeVisible()
  } finally {
    await page.goto(`/es/admin/equipment/${stock}`)
    const restore = page.getByRole('region', { name: t.equipment.edit })
    await restore.getByLabel(t.equipment.fields.descriptionEs).fill(original)
    await restore.getByRole('button', { name: t.equipment.save }).click()
    await page.waitForURL(/\?done=saved/)
  }
  await buyer.goto(href)
  await expect(buyer.getByText(esEquipment.descriptionEnglishOnly)).toHaveCount(0)
})
