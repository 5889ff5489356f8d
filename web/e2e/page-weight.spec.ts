import { expect, test } from './fixtures'
import { firstMachinePath } from './helpers'

/**
 * Issue 18 point 1 (docs/decisions/035): a page ships the CSS of the components it renders, not
 * the whole app's. Turbopack's default chunking put every route's CSS modules into the root
 * layout's stylesheet (73 KB on every page); graph chunking splits them by the pages that use
 * them. The CSS stays inlined: linked stylesheets made server-action redirects wait for them
 * (decision 035), so each page's own CSS is still written twice (its <style> tags and the RSC
 * payload, a Next behaviour). This journey notices if the whole app's CSS comes back.
 */

const styleBodies = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])

test("Each document inlines its own routes' CSS, each sheet once, not the whole app's", async ({
  page,
  baseURL,
}) => {
  const listing = await firstMachinePath(page, '')
  const sizes: Record<string, number> = {}
  for (const path of [
    '/terms-of-service',
    '/',
    '/equipment?category=excavators',
    listing,
    '/es/excavators',
  ]) {
    const html = await (await fetch(`${baseURL}${path}`)).text()
    const sheets = styleBodies(html).filter((css) => css.length > 500)
    expect(sheets.length, `${path} inlines its stylesheets`).toBeGreaterThan(0)
    expect(new Set(sheets).size, `${path}: each stylesheet once as a <style>`).toBe(sheets.length)
    sizes[path] = sheets.reduce((n, css) => n + css.length, 0)
  }
  // The terms page carries far less CSS than the search and listing pages (was the same 73 KB).
  expect(sizes['/terms-of-service'], 'terms page CSS').toBeLessThan(
    sizes['/equipment?category=excavators'],
  )
  expect(sizes['/terms-of-service'], 'terms page CSS').toBeLessThan(30_000)
})

test("A page's stylesheets hold the CSS of what it renders, not of other routes", async ({
  page,
}) => {
  /** Every selector of the stylesheets the current page has. */
  const selectors = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((s) => {
          const all: string[] = []
          const walk = (rules: CSSRuleList) => {
            for (const r of rules) {
              if (r instanceof CSSStyleRule) all.push(r.selectorText)
              else if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules)
            }
          }
          walk(s.cssRules)
          return all
        })
        .join('\n'),
    )
  /** The CSS-module class (`<hash>_<name>`) of the first element matching `selector`. */
  const moduleClass = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => [...el.classList].find((c) => /^-?[\w-]{6}_\w+/.test(c)) ?? '')

  await page.goto(await firstMachinePath(page, ''))
  const buyBox = await moduleClass('section[aria-labelledby="listing-title"]')
  expect(buyBox, 'the buy box has a module class').not.toBe('')
  const listingSelectors = await selectors()
  expect(listingSelectors, 'the listing page styles its buy box').toContain(buyBox)

  await page.goto('/terms-of-service')
  const terms = await moduleClass('article[aria-labelledby="content-title"]')
  expect(terms, 'the terms page has a module class').not.toBe('')
  const termsSelectors = await selectors()
  expect(termsSelectors, 'the terms page styles its article').toContain(terms)
  expect(termsSelectors, "the terms page ships none of the listing page's buy box").not.toContain(
    buyBox,
  )
  expect(listingSelectors, "the listing page ships none of the terms page's CSS").not.toContain(
    terms,
  )
})
