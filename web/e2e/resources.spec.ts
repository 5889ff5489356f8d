import type { Page } from '@playwright/test'
import enResources from '../src/i18n/locales/en/resources.json'
import esResources from '../src/i18n/locales/es/resources.json'
import { expect, test } from './fixtures'
import { textsOf, waitForAnalytics } from './helpers'

const TEXT = { en: enResources, es: esResources }
type Lang = keyof typeof TEXT

interface TaxonomyRowText {
  make: string
  model: string
  provenance: string
  specLinks: number
}

async function taxonomyRows(page: Page): Promise<TaxonomyRowText[]> {
  return page.locator('#taxonomy-table tbody tr').evaluateAll((rows) =>
    rows.map((r) => ({
      make: (r.querySelector('td')?.textContent ?? '').trim(),
      model: (r.querySelector('th')?.textContent ?? '').trim(),
      provenance: r.getAttribute('data-provenance') ?? '',
      specLinks: r.querySelectorAll('a').length,
    })),
  )
}

/** Polls until every row of the taxonomy table passes (a client navigation renders later). */
async function waitForRows(
  page: Page,
  ok: (r: TaxonomyRowText) => boolean,
  what: string,
): Promise<TaxonomyRowText[]> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const rows = await taxonomyRows(page)
    if (rows.length && rows.every(ok)) return rows
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(rows.slice(0, 5))}`)
    await page.waitForTimeout(100)
  }
}

async function journeyIn(lang: Lang, page: Page): Promise<void> {
  const t = TEXT[lang]
  const prefix = lang === 'es' ? '/es' : ''

  // The index: every resource with live counts.
  await page.goto(`${prefix}/resources`)
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t.index.heading)
  await waitForAnalytics(page, ['Resources', 'Resources'])
  const taxonomyCard = page.getByRole('article', { name: t.index.taxonomy.title })
  expect(await taxonomyCard.innerText()).toMatch(/\d[\d,]* /)
  await taxonomyCard.getByRole('link', { name: t.index.taxonomy.title }).click()
  await page.waitForURL(`**${prefix}/resources/taxonomy`)
  await waitForAnalytics(page, ['Resources', 'Taxonomy'])

  // Filter the taxonomy by make and provenance: each menu applies at once, the URL keeps it.
  await page.getByLabel(t.taxonomy.filters.make, { exact: true }).selectOption('caterpillar')
  await page.waitForURL((u) => u.searchParams.get('make') === 'caterpillar')
  await page.getByLabel(t.taxonomy.filters.provenance, { exact: true }).selectOption('curated')
  await page.waitForURL(
    (u) =>
      u.searchParams.get('make') === 'caterpillar' &&
      u.searchParams.get('provenance') === 'curated',
  )
  const curated = await waitForRows(
    page,
    (r) => r.make === 'Caterpillar' && r.provenance === 'curated',
    'curated Caterpillar rows',
  )
  expect(
    curated.some((r) => r.specLinks === 1),
    'real models with a spec sheet link to it',
  ).toBeTruthy()
  // Generated variants are marked and never linked; filtered views are not indexed.
  await page.getByLabel(t.taxonomy.filters.provenance, { exact: true }).selectOption('generated')
  await page.waitForURL((u) => u.searchParams.get('provenance') === 'generated')
  await waitForRows(
    page,
    (r) => r.make === 'Caterpillar' && r.provenance === 'generated' && r.specLinks === 0,
    'generated rows without links',
  )
  const badges = await textsOf(
    page.locator('#taxonomy-table tbody tr[data-provenance="generated"] span[data-provenance]'),
  )
  expect(
    badges.length > 0 && badges.every((b) => b === t.provenance.generated),
    badges.join(),
  ).toBeTruthy()
  await page.reload()
  expect((await page.locator('meta[name="robots"]').getAttribute('content')) ?? '').toMatch(
    /noindex/,
  )

  // Spec sheets: index, a category, a model.
  await page.goto(`${prefix}/resources/specs`)
  await waitForAnalytics(page, ['Resources', 'Specs'])
  const category = lang === 'es' ? 'Excavadoras' : 'Excavators'
  await page.getByRole('link', { name: category, exact: true }).click()
  await page.waitForURL(`**${prefix}/resources/specs/excavators`)
  await waitForAnalytics(page, ['Resources', 'Specs Category'])
  const models = page.getByRole('region', { name: 'Caterpillar' }).getByRole('link')
  expect((await models.count()) > 0, 'Caterpillar excavators listed').toBeTruthy()
  const first = await models.first().innerText()
  await models.first().click()
  await page.waitForURL(/\/resources\/specs\/excavators\/caterpillar-[a-z0-9-]+$/)
  await waitForAnalytics(page, ['Resources', 'Spec Detail'])
  const heading = await page.getByRole('heading', { level: 1 }).innerText()
  expect(heading.includes(first), `${heading} names ${first}`).toBeTruthy()
  const price = page.getByRole('row', {
    name: new RegExp(`^${t.specSheet.modelPrice.replace(/[()]/g, '\\$&')}`),
  })
  expect(await price.getByRole('cell').innerText()).toMatch(/^\$\d{1,3}(,\d{3})+$/)
  for (const label of [
    t.specSheet.rentalHalfDay,
    t.specSheet.financingUsed,
    t.specSheet.operatingWeight,
  ]) {
    await expect(page.getByRole('rowheader', { name: label, exact: true }), label).toHaveCount(1)
  }
  await expect(page.locator('#spec-disclaimer'), 'AI-generated spec disclaimer').toBeVisible()
  const inventory = page.getByRole('link', {
    name: new RegExp(`Caterpillar.*${category}|${category}.*Caterpillar`),
  })
  expect((await inventory.getAttribute('href')) ?? '').toMatch(
    new RegExp(`^${prefix}/equipment\\?category=excavators&make=caterpillar$`),
  )
}

test('[en] A visitor opens the resources, filters the taxonomy by make and provenance, and reads a spec sheet', async ({
  newContext,
}) => {
  const context = await newContext()
  await journeyIn('en', await context.newPage())
  await context.close()
})

test('[es] A Spanish-speaking visitor filters the taxonomy by make and provenance and reads a spec sheet', async ({
  newContext,
}) => {
  const context = await newContext({ locale: 'es-MX' })
  await journeyIn('es', await context.newPage())
  await context.close()
})

test('Without JavaScript, the taxonomy filters are a form and unknown spec pages are 404s', async ({
  newContext,
}) => {
  const t = TEXT.en
  const context = await newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/resources/taxonomy?page=2')
  await page.getByLabel(t.taxonomy.filters.make, { exact: true }).selectOption('caterpillar')
  await page.getByLabel(t.taxonomy.filters.category, { exact: true }).selectOption('excavators')
  await page.getByRole('button', { name: t.taxonomy.filters.apply }).click()
  await page.waitForURL((u) => u.searchParams.get('category') === 'excavators')
  const url = new URL(page.url())
  expect(url.searchParams.get('make')).toBe('caterpillar')
  expect(url.searchParams.get('page'), 'a new filter starts at page 1').toBe(null)
  const rows = await taxonomyRows(page)
  expect(
    rows.length > 0 && rows.every((r) => r.make === 'Caterpillar'),
    JSON.stringify(rows),
  ).toBeTruthy()
  for (const path of [
    '/resources/specs/spaceships',
    '/resources/specs/excavators/caterpillar-no-such-model',
    '/resources/specs/excavators?page=999',
    '/resources/taxonomy?page=999999',
  ]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
  }
  await context.close()
})
