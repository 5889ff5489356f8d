import type { Page } from '@playwright/test'
import esAdmin from '../src/i18n/locales/es/admin.json'
import { expect, test } from './fixtures'
import { signInContext } from './helpers'

/**
 * A console for daily work (issue 36, points 7 to 9), in Spanish: the dashboard's counts open
 * their filtered tables with the same count; leads are worked on in bulk from the inbox (a note on
 * the whole page, one lead marked contacted) and each operation is undone; a lead gets an owner
 * on its page; a saved view of the equipment table opens its filter again and is deleted.
 */
const DEMO_ADMIN = 'admin@ironyard.local'
const t = esAdmin

/** The number a text starts with ("1.204 publicaciones sin fotos" -> 1204). */
const digits = (text: string) =>
  Number((/^[\d.,]+/.exec(text.trim())?.[0] ?? '').replace(/\D/g, ''))

/**
 * A console table's count ("1.204 publicaciones"), announced politely above the table (the bulk
 * bar's own polite status comes before it on the page).
 */
const tableCount = async (page: Page) =>
  digits(await page.locator('p[data-table-count]').innerText())

/** Two leads a visitor sent from a listing's page, with a unique address to find them by. */
async function sendLeads(page: Page, apiURL: string, tag: string): Promise<void> {
  await page.goto('/equipment')
  const href = await page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href')
  const stockNumber = (href ?? '').split('?')[0].split('-').pop()!.toUpperCase()
  for (const n of [1, 2]) {
    const res = await fetch(`${apiURL}/graphql`, {
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
            lastName: `Trabajo ${n}`,
            email: `${tag}-${n}@example.com`,
            phone: '+1 512 555 0142',
            message: '¿Sigue disponible?',
            locale: 'es',
          },
        },
      }),
    })
    expect(res.status).toBe(200)
  }
}

test('El panel lleva a cada tabla filtrada con el mismo número', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const ctx = await newContext()
  await signInContext(ctx, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await ctx.newPage()
  await page.goto('/es/admin')
  const work = page.getByRole('region', { name: t.dashboard.work.title })
  await expect(work).toBeVisible()

  for (const [card, url, filter, value] of [
    [t.dashboard.work.drafts.title, /\/es\/admin\/equipment\?status=draft$/, 'status', 'draft'],
    [
      t.dashboard.work.over60Days.title,
      /\/es\/admin\/equipment\?work=over_60_days&sort=days_desc$/,
      'work',
      'over_60_days',
    ],
    [
      t.dashboard.work.noPhotos.title,
      /\/es\/admin\/equipment\?work=no_photos$/,
      'work',
      'no_photos',
    ],
  ] as const) {
    await page.goto('/es/admin')
    const link = page.getByRole('region', { name: card, exact: true }).getByRole('link').first()
    const count = digits(await link.innerText())
    await link.click()
    await expect(page).toHaveURL(url)
    const label = filter === 'status' ? t.equipment.filters.status : t.equipment.filters.work
    await expect(page.getByRole('combobox', { name: label, exact: true })).toHaveValue(value)
    // The table counts what the dashboard counted.
    expect(await tableCount(page)).toBe(count)
  }

  await page.goto('/es/admin')
  const overdue = page
    .getByRole('region', { name: t.dashboard.work.leadsOverdue.title, exact: true })
    .getByRole('link')
    .first()
  const waiting = digits(await overdue.innerText())
  await overdue.click()
  await expect(page).toHaveURL(/\/es\/admin\/leads\?older=24&sort=oldest$/)
  await expect(page.getByRole('combobox', { name: t.leads.filters.sort, exact: true })).toHaveValue(
    'oldest',
  )
  expect(await tableCount(page)).toBe(waiting)
})

test('En la bandeja, una nota para toda la página y una solicitud contactada, cada una deshecha; la solicitud recibe un responsable', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const tag = `trabajo-${Date.now()}`
  const visitor = await newContext()
  await sendLeads(await visitor.newPage(), apiURL, tag)

  const ctx = await newContext()
  await signInContext(ctx, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await ctx.newPage()
  await page.goto(`/es/admin/leads?q=${tag}`)
  const table = page.getByRole('table', { name: t.leads.tableLabel })
  await expect(table.getByRole('row')).toHaveCount(3)
  const bar = page.getByRole('group', { name: t.leads.bulk.legend })

  // A note on every lead of the page, then Undo.
  await bar.getByRole('checkbox', { name: /Seleccionar las 2 solicitudes/ }).check()
  await bar
    .getByRole('combobox', { name: t.leads.bulk.action, exact: true })
    .selectOption('addNote')
  await bar.getByLabel(t.leads.bulk.note, { exact: true }).fill('Llamar el lunes.')
  await bar.getByRole('button', { name: t.leads.bulk.apply }).click()
  await expect(page.getByRole('status')).toHaveText('Nota añadida a 2 solicitudes.')
  await page.getByRole('button', { name: t.leads.bulk.undo }).click()
  await expect(page.getByRole('status')).toHaveText('Deshecho: 2 solicitudes están como estaban.')
  await expect(page).toHaveURL(new RegExp(`q=${tag}`))

  // One lead, ticked in its row, marked contacted: it leaves the waiting inbox; Undo brings it back.
  await table.getByRole('checkbox', { name: /Trabajo 1/ }).check()
  await bar
    .getByRole('combobox', { name: t.leads.bulk.action, exact: true })
    .selectOption('markContacted')
  await bar.getByRole('button', { name: t.leads.bulk.apply }).click()
  await expect(page.getByRole('status')).toHaveText('1 solicitud marcada como contactada.')
  await expect(table.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: t.leads.bulk.undo }).click()
  await expect(page.getByRole('status')).toHaveText('Deshecho: 1 solicitud está como estaba.')
  await expect(table.getByRole('row')).toHaveCount(3)

  // On the lead's page: the demo admin becomes its owner, and a note stays.
  await table
    .getByRole('row', { name: /Trabajo 2/ })
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trabajo 2')
  const owner = page.getByRole('region', { name: t.leads.page.ownerTitle })
  const adminId = await owner
    .getByRole('option', { name: new RegExp(DEMO_ADMIN.replace('.', '\\.')) })
    .getAttribute('value')
  await owner.getByLabel(t.leads.bulk.owner).selectOption(adminId!)
  await owner.getByRole('button', { name: t.leads.page.assign }).click()
  await expect(page.getByRole('status')).toHaveText(`1 solicitud asignada a ${DEMO_ADMIN}.`)
  await expect(
    page.getByRole('region', { name: t.leads.page.ownerTitle }).getByLabel(t.leads.bulk.owner),
  ).toHaveValue(adminId!)
  const notes = page.getByRole('region', { name: t.leads.page.notes })
  await notes.getByLabel(t.leads.bulk.note).fill('Pide presupuesto de transporte.')
  await notes.getByRole('button', { name: t.leads.page.addNote }).click()
  await expect(page.getByRole('region', { name: t.leads.page.notes })).toContainText(
    'Pide presupuesto de transporte.',
  )

  // The inbox filters by owner: the demo admin's own leads include it.
  await page.goto(`/es/admin/leads?q=${tag}&owner=me`)
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table).toContainText('Trabajo 2')
})

test('Una vista guardada de la tabla de equipos vuelve a abrir su filtro y se elimina', async ({
  newContext,
  apiURL,
  baseURL,
}) => {
  const name = `Disponibles caras ${Date.now()}`
  const ctx = await newContext()
  await signInContext(ctx, { apiURL, baseURL }, DEMO_ADMIN)
  const page = await ctx.newPage()
  await page.goto('/es/admin/equipment?status=available&sort=price_desc')
  const views = page.getByRole('region', { name: t.savedViews.title })
  await views.getByLabel(t.savedViews.name).fill(name)
  await views.getByRole('button', { name: t.savedViews.save }).click()
  await expect(views.getByRole('status')).toHaveText(`La vista «${name}» está guardada.`)

  await page.goto('/es/admin/equipment')
  await page.getByRole('region', { name: t.savedViews.title }).getByRole('link', { name }).click()
  await expect(page).toHaveURL(/\/es\/admin\/equipment\?status=available&sort=price_desc$/)
  await expect(
    page.getByRole('combobox', { name: t.equipment.filters.status, exact: true }),
  ).toHaveValue('available')
  const saved = page.getByRole('region', { name: t.savedViews.title })
  await expect(saved.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')

  await saved.getByRole('button', { name: `Eliminar la vista «${name}»` }).click()
  await expect(saved.getByRole('status')).toHaveText(t.savedViews.deleted)
  await expect(saved.getByRole('link', { name })).toHaveCount(0)
})
