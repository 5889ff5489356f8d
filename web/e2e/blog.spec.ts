import enBlog from '../src/i18n/locales/en/blog.json'
import esBlog from '../src/i18n/locales/es/blog.json'
import { expect, test } from './fixtures'
import { textsOf } from './helpers'

const INSPECTION_ARTICLE = 'reading-a-150-point-inspection-report'

test('A reader filters the blog, searches it, reads an article and a related one, then reads it in Spanish', async ({
  newContext,
}) => {
  const context = await newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/blog')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(enBlog.heading)
  const categories = page.getByRole('navigation', { name: enBlog.categories.label })
  const latest = await textsOf(page.locator('#blog-results h3'))
  expect(latest.length >= 12, `the seed's articles are listed (${latest.length})`).toBeTruthy()

  // Filter: the Insight category only.
  await categories.getByRole('link', { name: new RegExp(`^${enBlog.categories.insight}`) }).click()
  await page.waitForURL('**/blog/category/insight')
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Insight')
  const insight = await textsOf(page.locator('#blog-results h3'))
  expect(
    insight.length >= 3 && insight.length < latest.length,
    'fewer articles, all insight',
  ).toBeTruthy()
  const kickers = await textsOf(page.locator('#blog-results article p:first-of-type'))
  expect([...new Set(kickers)]).toEqual([enBlog.categories.insight])

  // Search within the category (a GET form: the search is in the URL).
  await page.getByRole('searchbox', { name: enBlog.search.label }).fill('inspection report')
  await page.getByRole('button', { name: enBlog.search.submit }).click()
  await page.waitForURL((url) => url.searchParams.get('q') === 'inspection report')
  expect(page.url()).toMatch(/\/blog\/category\/insight\?/)
  const found = page.locator('#blog-results h3 a')
  expect(await found.first().innerText()).toBe(
    'How to read a 150-point inspection report before you buy',
  )

  // Open the article.
  await found.first().click()
  await page.waitForURL(`**/blog/${INSPECTION_ARTICLE}`)
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
    'How to read a 150-point inspection report before you buy',
  )
  const ld = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type': string }))
  expect(
    ld.some((d) => d['@type'] === 'BlogPosting'),
    'the article describes itself',
  ).toBeTruthy()

  // Follow a related article.
  const related = page.getByRole('region', { name: enBlog.article.related })
  const relatedLink = related.getByRole('heading', { level: 3 }).first().getByRole('link')
  const relatedTitle = await relatedLink.innerText()
  const relatedHref = (await relatedLink.getAttribute('href'))!
  expect(relatedHref).toMatch(/^\/blog\/[a-z0-9-]+$/)
  expect(relatedHref).not.toBe(`/blog/${INSPECTION_ARTICLE}`)
  await relatedLink.click()
  await page.waitForURL(`**${relatedHref}`)
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(relatedTitle)

  // Switch to Spanish: the same article, in Spanish.
  await page.getByRole('link', { name: 'View this page in Español' }).click()
  await page.waitForURL(`**/es${relatedHref}`)
  expect(await page.locator('html').getAttribute('lang')).toBe('es')
  const spanishTitle = await page.getByRole('heading', { level: 1 }).innerText()
  expect(spanishTitle, 'the title is translated').not.toBe(relatedTitle)
  await expect(
    page.getByRole('region', { name: esBlog.article.related }),
    'the page around the article is Spanish too',
  ).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('es')
  await context.close()
})

test('A reader who searches the Spanish blog without accents finds accented words', async ({
  newContext,
}) => {
  const context = await newContext({
    locale: 'es-MX',
    extraHTTPHeaders: { 'accept-language': 'es-MX' },
  })
  const page = await context.newPage()
  await page.goto('/es/blog?q=depreciacion')
  const titles = await textsOf(page.locator('#blog-results h3'))
  expect(titles).toEqual(['Financiamiento de maquinaria usada: plazos, enganche y costo real'])
  // Unknown articles and categories are 404 pages.
  const missing = await page.goto('/es/blog/no-existe')
  expect(missing?.status()).toBe(404)
  const badCategory = await page.goto('/blog/category/recipes')
  expect(badCategory?.status()).toBe(404)
  await context.close()
})
