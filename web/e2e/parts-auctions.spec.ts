import enPages from '../src/i18n/locales/en/pages.json'
import esForms from '../src/i18n/locales/es/forms.json'
import esPages from '../src/i18n/locales/es/pages.json'
import { VALIDATION_TEXTS } from '@ironyard/contract/forms/validation-texts'
import enForms from '../src/i18n/locales/en/forms.json'
import { expect, test } from './fixtures'
import { waitForMail } from './helpers'

const { es: esValidation } = VALIDATION_TEXTS

/** RFC 5545: unfold (CRLF + one space continues a line) and split into content lines. */
function contentLines(ics: string): string[] {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((l) => l !== '')
}

/** Checks the shape every calendar file must have, and returns its events' properties. */
function parseCalendar(ics: string): Array<Record<string, string>> {
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n'), 'starts with BEGIN:VCALENDAR').toBeTruthy()
  expect(ics.endsWith('END:VCALENDAR\r\n'), 'ends with END:VCALENDAR and CRLF').toBeTruthy()
  expect(/(^|[^\r])\n/.test(ics), 'every line ends with CRLF').toBeFalsy()
  for (const line of ics.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), `folded at 75 octets: ${line}`).toBeLessThanOrEqual(75)
  }
  const events: Array<Record<string, string>> = []
  let current: Record<string, string> | null = null
  for (const line of contentLines(ics)) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'END:VEVENT') {
      events.push(current!)
      current = null
    } else if (current) {
      const i = line.indexOf(':')
      current[line.slice(0, i)] = line.slice(i + 1)
    }
  }
  for (const e of events) {
    expect(e.UID).toMatch(/^auction-[a-z0-9-]+@/)
    for (const p of ['DTSTAMP', 'DTSTART', 'DTEND']) expect(e[p]).toMatch(/^\d{8}T\d{6}Z$/)
    expect(e.DTEND > e.DTSTART).toBeTruthy()
  }
  return events
}

test('A buyer asks for a part in Spanish: field errors in Spanish, then one request received and confirmed by email', async ({
  newContext,
  apiURL,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/es/parts')
  await expect(page.getByRole('heading', { level: 1, name: esPages.parts.heading })).toBeVisible()
  // The machines sold with attachments are the page's results.
  await page.getByRole('link', { name: esPages.parts.requestLink }).click()
  const form = page.locator('form[data-lead-type="parts_request"]')
  await form.getByLabel(esForms.fields.firstName).fill('Lucía')
  await form.getByLabel(esForms.fields.lastName).fill('Hernández')
  const email = `parts-es-${Date.now()}@example.com`
  await form.getByLabel(esForms.fields.email).fill(email)
  await form.getByLabel(esForms.fields.phone).fill('+1 512 555 0190')
  await form.getByLabel(esForms.fields.zip).fill('78701')
  const submit = form.getByRole('button', { name: esForms.forms.parts_request.submit })
  await submit.click()
  // Make and the part are required: the messages are Spanish, next to their fields.
  await expect(form.getByText(esValidation.validation.partDescriptionRequired)).toBeVisible()
  await expect(form.getByText(esValidation.validation.makeRequired)).toBeVisible()
  await form.getByLabel(esForms.fields.make).fill('Caterpillar')
  await form.getByLabel(esForms.fields.model).fill('320')
  await form.getByLabel(esForms.fields.serialNumber).fill('CAT0320DKABC12345')
  await form.getByLabel(esForms.fields.partDescription).fill('Dientes para cucharón de 36 pulgadas')
  await submit.dblclick()
  const success = page.locator('[role="status"][data-lead-type="parts_request"]')
  await success.waitFor()
  expect(await success.innerText()).toContain(esValidation.form.success)
  expect(await success.innerText()).toContain(esForms.success.within24Hours)
  const mail = await waitForMail(apiURL, email, 'lead-confirmation')
  expect(mail.subject).toBe('Recibimos tu solicitud de piezas')
  // A double click made one request.
  const res = await fetch(`${apiURL}/dev/outbox?to=${encodeURIComponent(email)}`)
  const { messages } = (await res.json()) as { messages: Array<{ template: string }> }
  expect(messages.filter((m) => m.template === 'lead-confirmation')).toHaveLength(1)
  await context.close()
})

test('A visitor reads the auction calendar, downloads it as .ics and opens an auction and one of its lots', async ({
  newContext,
  baseURL,
}) => {
  const context = await newContext({ acceptDownloads: true })
  const page = await context.newPage()
  await page.goto('/auctions')
  await expect(
    page.getByRole('heading', { level: 1, name: enPages.auctions.heading }),
  ).toBeVisible()
  const cards = page.getByTestId('auction')
  const shown = await cards.count()
  expect(shown > 0, 'the calendar lists auctions').toBeTruthy()
  await expect(page.getByTestId('upcoming-auctions')).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: enPages.auctions.download }).click(),
  ])
  expect(download.suggestedFilename()).toBe('auctions.ics')
  const path = await download.path()
  const fs = await import('node:fs')
  const events = parseCalendar(fs.readFileSync(path, 'utf8'))
  const names = await cards.getByRole('heading', { level: 3 }).allInnerTexts()
  expect(names).toHaveLength(shown)
  // The file lists every auction of the page. The auction journeys (admin-auctions, auction-bidding)
  // create online auctions while this one runs, and the page's list is cached a little while, so
  // the file may already hold one the page does not: only those may be extra.
  const summaries = events.map((e) => e.SUMMARY.replace(/\\,/g, ','))
  expect(summaries).toEqual(expect.arrayContaining(names))
  const extra = summaries.filter((s) => !names.includes(s))
  expect(extra.filter((s) => !/^(E2E Console Sale|Journey bids) /.test(s))).toEqual([])

  // One auction: its page, its lots linked to the marketplace, its own calendar file.
  await page.getByTestId('upcoming-auctions').getByRole('link').first().click()
  await page.waitForURL(/\/auctions\/[a-z0-9-]+$/)
  const slug = new URL(page.url()).pathname.split('/').pop()!
  const lots = page.getByTestId('auction-lots')
  await expect(lots).toBeVisible()
  const one = await page.request.get(`${baseURL}/auctions/${slug}/calendar.ics`)
  expect(one.headers()['content-type']).toContain('text/calendar')
  const [event] = parseCalendar(await one.text())
  expect(event.UID).toMatch(new RegExp(`^auction-${slug}@`))
  const es = await page.request.get(`${baseURL}/es/auctions/${slug}/calendar.ics`)
  expect(parseCalendar(await es.text())[0].URL).toContain(`/es/auctions/${slug}`)
  expect(
    (await page.request.get(`${baseURL}/auctions/no-such-auction/calendar.ics`)).status(),
  ).toBe(404)
  expect((await page.request.get(`${baseURL}/auctions/no-such-auction`)).status()).toBe(404)

  // The machine on the marketplace (an online lot's row also links to its lot page first).
  const lotLink = lots.locator('a[href^="/for-sale/"]').first()
  const href = (await lotLink.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/for-sale\//)
  await lotLink.click()
  await page.waitForURL((u) => u.pathname === href)
  await context.close()
})

test('An organisation reads the taxonomy alliance page and asks to join', async ({
  newContext,
  apiURL,
}) => {
  const context = await newContext()
  const page = await context.newPage()
  await page.goto('/resources/taxonomy')
  await page.getByRole('link', { name: enPages.alliance.more }).click()
  await page.waitForURL((u) => u.pathname === '/resources/taxonomy/alliance')
  for (const title of ['membersTitle', 'licenceTitle', 'apiTitle', 'joinTitle'] as const) {
    await expect(
      page.getByRole('heading', { level: 2, name: enPages.alliance[title] }),
    ).toBeVisible()
  }
  await expect(page.getByText('/taxonomyservice/taxonomy/current').first()).toBeVisible()
  const form = page.locator('form[data-lead-type="taxonomy_alliance"]')
  const email = `alliance-${Date.now()}@example.com`
  await form.getByLabel(enForms.fields.firstName).fill('Lee')
  await form.getByLabel(enForms.fields.lastName).fill('Park')
  await form.getByLabel(enForms.fields.email).fill(email)
  await form.getByLabel(enForms.fields.organization).fill('FleetCo Rentals')
  await form.getByRole('button', { name: enForms.forms.taxonomy_alliance.submit }).click()
  await page.locator('[role="status"][data-lead-type="taxonomy_alliance"]').waitFor()
  expect((await waitForMail(apiURL, email, 'lead-confirmation')).subject).toBe(
    'We received your request to join the taxonomy alliance',
  )
  await context.close()
})

test('Without JavaScript, a parts request is still sent and answered by the server', async ({
  newContext,
  apiURL,
}) => {
  const context = await newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/parts')
  const form = page.locator('form[data-lead-type="parts_request"]')
  const email = `parts-nojs-${Date.now()}@example.com`
  await form.getByLabel(enForms.fields.firstName).fill('Sam')
  await form.getByLabel(enForms.fields.lastName).fill('Ortiz')
  await form.getByLabel(enForms.fields.email).fill(email)
  await form.getByLabel(enForms.fields.phone).fill('+1 512 555 0177')
  await form.getByLabel(enForms.fields.zip).fill('73301')
  await form.getByLabel(enForms.fields.make).fill('John Deere')
  await form.getByLabel(enForms.fields.partDescription).fill('Hydraulic pump for a 310SL')
  await form.getByRole('button', { name: enForms.forms.parts_request.submit }).click()
  await page.locator('[role="status"][data-lead-type="parts_request"]').waitFor()
  expect((await waitForMail(apiURL, email, 'lead-confirmation')).subject).toBe(
    'We received your parts request',
  )
  await context.close()
})
