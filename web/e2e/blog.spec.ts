import enBlog from '../src/i18n/locales/en/blog.json'
import esBlog from '../src/i18n/locales/es/blog.json'
import { assert, journey, textsOf } from './harness'

const INSPECTION_ARTICLE = 'reading-a-150-point-inspection-report'

journey(
  'A reader filters the blog, searches it, reads an article and a related one, then reads it in Spanish',
  async ({ newContext }) => {
    const context = await newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/blog')
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), enBlog.heading)
    const categories = page.getByRole('navigation', { name: enBlog.categories.label })
    const latest = await textsOf(page.locator('#blog-results h3'))
    assert.ok(latest.length >= 12, `the seed's articles are listed (${latest.length})`)

    // Filter: the Insight category only.
    await categories
      .getByRole('link', { name: new RegExp(`^${enBlog.categories.insight}`) })
      .click()
    await page.waitForURL('**/blog/category/insight')
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Insight')
    const insight = await textsOf(page.locator('#blog-results h3'))
    assert.ok(insight.length >= 3 && insight.length < latest.length, 'fewer articles, all insight')
    const kickers = await textsOf(page.locator('#blog-results article p:first-of-type'))
    assert.deepEqual([...new Set(kickers)], [enBlog.categories.insight])

    // Search within the category (a GET form: the search is in the URL).
    await page.getByRole('searchbox', { name: enBlog.search.label }).fill('inspection report')
    await page.getByRole('button', { name: enBlog.search.submit }).click()
    await page.waitForURL((url) => url.searchParams.get('q') === 'inspection report')
    assert.match(page.url(), /\/blog\/category\/insight\?/)
    const found = page.locator('#blog-results h3 a')
    assert.equal(
      await found.first().innerText(),
      'How to read a 150-point inspection report before you buy',
    )

    // Open the article.
    await found.first().click()
    await page.waitForURL(`**/blog/${INSPECTION_ARTICLE}`)
    assert.equal(
      await page.getByRole('heading', { level: 1 }).innerText(),
      'How to read a 150-point inspection report before you buy',
    )
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) =>
        els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type': string }),
      )
    assert.ok(
      ld.some((d) => d['@type'] === 'BlogPosting'),
      'the article describes itself',
    )

    // Follow a related article.
    const related = page.getByRole('region', { name: enBlog.article.related })
    const relatedLink = related.getByRole('heading', { level: 3 }).first().getByRole('link')
    const relatedTitle = await relatedLink.innerText()
    const relatedHref = (await relatedLink.getAttribute('href'))!
    assert.match(relatedHref, /^\/blog\/[a-z0-9-]+$/)
    assert.notEqual(relatedHref, `/blog/${INSPECTION_ARTICLE}`)
    await relatedLink.click()
    await page.waitForURL(`**${relatedHref}`)
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), relatedTitle)

    // Switch to Spanish: the same article, in Spanish.
    await page.getByRole('link', { name: 'View this page in Español' }).click()
    await page.waitForURL(`**/es${relatedHref}`)
    assert.equal(await page.locator('html').getAttribute('lang'), 'es')
    const spanishTitle = await page.getByRole('heading', { level: 1 }).innerText()
    assert.notEqual(spanishTitle, relatedTitle, 'the title is translated')
    assert.ok(
      await page.getByRole('region', { name: esBlog.article.related }).isVisible(),
      'the page around the article is Spanish too',
    )
    const cookies = await context.cookies()
    assert.equal(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value, 'es')
    await context.close()
  },
)

journey(
  'A reader who searches the Spanish blog without accents finds accented words',
  async ({ newContext }) => {
    const context = await newContext({
      locale: 'es-MX',
      extraHTTPHeaders: { 'accept-language': 'es-MX' },
    })
    const page = await context.newPage()
    await page.goto('/es/blog?q=depreciacion')
    const titles = await textsOf(page.locator('#blog-results h3'))
    assert.deepEqual(titles, ['Financiamiento de maquinaria usada: plazos, enganche y costo real'])
    // Unknown articles and categories are 404 pages.
    const missing = await page.goto('/es/blog/no-existe')
    assert.equal(missing?.status(), 404)
    const badCategory = await page.goto('/blog/category/recipes')
    assert.equal(badCategory?.status(), 404)
    await context.close()
  },
)
