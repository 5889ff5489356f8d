import enApiMessages from '../../api/src/i18n/en/inspection-admin.json'
import esApiMessages from '../../api/src/i18n/es/inspection-admin.json'
import enInspection from '../src/i18n/locales/en/admin-inspection.json'
import esInspection from '../src/i18n/locales/es/admin-inspection.json'
import { expect, test } from './fixtures'
import { signIn, signInContext } from './helpers'

/**
 * The console's inspection entry (issue 14): the only way a 150-point report reaches a listing
 * outside the seed. On a draft listing made for the journey (so no public page or count moves).
 */
const DEMO_ADMIN = 'admin@ironyard.local'
const t = enInspection

test('An admin enters a 150-point inspection: every missing field named and linked (in Spanish too), an inspector added in place, each section set at once, then saved', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const cookies = await signIn(apiURL, DEMO_ADMIN)
  const created = await fetch(`${apiURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; '),
    },
    body: JSON.stringify({
      query: `mutation ($input: CreateListingInput!) { createListing(input: $input) { stockNumber } }`,
      variables: {
        input: {
          categorySlug: 'excavators',
          make: 'Caterpillar',
          model: '320',
          year: 2019,
          hours: 5200,
          advertisedPriceCents: 145_000_00,
          zip: '78701',
          idempotencyKey: crypto.randomUUID(),
        },
      },
    }),
  })
  const answer = (await created.json()) as {
    data?: { createListing: { stockNumber: string } }
    errors?: unknown
  }
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined()
  const stock = answer.data!.createListing.stockNumber

  // In Spanish first (its own context: the language chosen is remembered): the form's labels
  // and the api's messages in the console's language.
  const es = esInspection
  const esAdmin = await newContext({ locale: 'es-MX' })
  await signInContext(esAdmin, { apiURL, baseURL }, DEMO_ADMIN)
  const esPage = await esAdmin.newPage()
  await esPage.goto(`/es/admin/equipment/${stock}/inspection`)
  await expect(esPage.getByText(es.notInspectedYet)).toBeVisible()
  await esPage.getByRole('button', { name: es.save }).first().click()
  const resumen = esPage.getByRole('alert').filter({ hasText: es.summary.title })
  await expect(
    resumen.getByRole('link', {
      name: `${es.fields.inspectorId}: ${esApiMessages.errors.inspectorRequired}`,
    }),
  ).toBeVisible()
  await expect(
    esPage.getByLabel(es.fields.inspectorId, { exact: true }),
  ).toHaveAccessibleDescription(esApiMessages.errors.inspectorRequired)
  await esAdmin.close()

  const admin = await newContext()
  await signInContext(admin, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await admin.newPage()
  await page.goto(`/admin/equipment/${stock}/inspection`)
  await expect(page.getByText(t.notInspectedYet)).toBeVisible()
  const save = page.getByRole('button', { name: t.save }).first()

  // Saved empty (the date starts at today): a summary, focused, whose entries link to the fields; each field says why.
  await save.click()
  const summary = page.getByRole('alert').filter({ hasText: t.summary.title })
  await expect(summary).toContainText(t.summary.title)
  await expect(
    summary.getByRole('link', { name: new RegExp(`^${t.fields.inspectorId}: `) }),
  ).toBeVisible()
  await expect(
    summary.getByRole('link', { name: new RegExp(`^${t.fields.overallCondition}: `) }),
  ).toBeVisible()
  await expect(summary.getByRole('link', { name: /^\d+ points need a rating/ })).toBeVisible()
  const inspector = page.getByLabel(t.fields.inspectorId, { exact: true })
  await expect(inspector).toHaveAttribute('aria-invalid', 'true')
  await expect(inspector).toHaveAccessibleDescription(enApiMessages.errors.inspectorRequired)
  // A line field reads its message, then the form's help on lines.
  await expect(
    page.getByLabel(t.fields.whatIsGreatEn, { exact: true }),
  ).toHaveAccessibleDescription(
    `${enApiMessages.errors.greatRequired} ${t.linesHelp} ${t.greatHelp}`,
  )
  await summary.getByRole('link', { name: new RegExp(`^${t.fields.inspectorId}: `) }).click()
  await expect(page).toHaveURL(/#field-inspectorId$/)

  // The lines typed so far survive adding an inspector, who is then chosen.
  await page.getByLabel(t.fields.whatIsGreatEn, { exact: true }).fill('Undercarriage at 80%')
  await page.getByText(t.addInspector.summary).click()
  // A name of this run's own: inspectors' names are unique, and a repeated run finds the last one's.
  const marta = `Marta Journey ${Date.now().toString(36)}`
  await page.getByLabel(t.addInspector.name, { exact: true }).fill(marta)
  await page.getByLabel(t.addInspector.yearsExperience, { exact: true }).fill('12')
  await page.getByLabel(t.addInspector.region, { exact: true }).fill('TX')
  await page.getByLabel(t.addInspector.certifications, { exact: true }).fill('AEMP certified')
  await page.getByRole('button', { name: t.addInspector.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: marta })).toContainText(
    t.inspectorAdded.replace('{{name}}', marta),
  )
  await expect(inspector.locator('option:checked')).toHaveText(`${marta} (TX)`)
  await expect(page.getByLabel(t.fields.whatIsGreatEn, { exact: true })).toHaveValue(
    'Undercarriage at 80%',
  )

  await page.getByLabel(t.fields.inspectedOn, { exact: true }).fill('2026-11-20')
  await page
    .getByLabel(t.fields.overallCondition, { exact: true })
    .selectOption({ label: t.ratings['2'] })
  await page.getByLabel(t.fields.whatIsGreatEs, { exact: true }).fill('Tren de rodaje al 80%')
  await page.getByLabel(t.fields.whatNeedsWorkEn, { exact: true }).fill('Bucket teeth worn')
  await page
    .getByLabel(t.fields.whatNeedsWorkEs, { exact: true })
    .fill('Dientes del cucharón gastados')

  // Each section at once: "Set every point in this section to" Good, then Apply.
  const sections = page.locator('details').filter({ has: page.locator('[id^="section-"]') })
  const count = await sections.count()
  expect(count).toBeGreaterThan(1)
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i)
    if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open)))
      await section.locator('summary').click()
    await section.locator(`#section-${i}-rating`).selectOption({ label: t.ratings['2'] })
    await section.getByRole('button', { name: t.points.apply }).click()
    await expect(page.getByRole('status').filter({ hasText: t.sectionSet })).toBeVisible()
    await expect(sections.nth(i).locator('summary')).toContainText(/(\d+) of \1 rated/)
  }
  // Nothing typed was lost on the way.
  await expect(page.getByLabel(t.fields.whatNeedsWorkEs, { exact: true })).toHaveValue(
    'Dientes del cucharón gastados',
  )
  await expect(page.getByLabel(t.fields.inspectedOn, { exact: true })).toHaveValue('2026-11-20')

  await save.click()
  await expect(page.getByText(t.done.save)).toBeVisible()
  expect(new URL(page.url()).searchParams.get('done')).toBe('save')
  // The page now holds the saved report.
  await expect(page.getByText(t.notInspectedYet)).toHaveCount(0)
  await expect(page.getByLabel(t.fields.whatIsGreatEs, { exact: true })).toHaveValue(
    'Tren de rodaje al 80%',
  )
  await admin.close()
})
