import { assert, cardTitles, journey, waitForTitle } from './harness'

journey(
  '[en] A visitor opens a landing page from the home page and moves to a narrower one',
  async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/')
    await page
      .getByRole('region', { name: 'Browse by category' })
      .getByRole('link', { name: /^Excavators/ })
      .click()
    await page.waitForURL('**/excavators')
    assert.equal(
      await page.getByRole('heading', { level: 1 }).innerText(),
      'Used Excavators for sale',
    )
    await waitForTitle(page, 'Used Excavators for sale | Ironyard')
    // What a crawler gets on a full load.
    await page.reload()
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    assert.equal(new URL(canonical!).pathname, '/excavators')
    assert.match(
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
      /^\d[\d,]* used Excavators listings/,
    )
    assert.equal(
      await page.locator('meta[name="analytics:page-category"]').getAttribute('content'),
      'Landing Page',
    )
    assert.ok((await cardTitles(page)).length > 0, 'pre-filtered results')

    await page
      .getByRole('region', { name: 'Makes' })
      .getByRole('link', { name: /^Caterpillar/ })
      .click()
    await page.waitForURL('**/caterpillar/excavators')
    const titles = await cardTitles(page)
    assert.ok(
      titles.length > 0 && titles.every((x) => x.includes('Caterpillar')),
      titles.join(', '),
    )
    assert.deepEqual(
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('listitem')
        .allInnerTexts(),
      ['Home', 'Makes', 'Caterpillar', 'Excavators'],
    )
    await context.close()
  },
)

journey(
  '[es] A visitor opens Spanish landing pages: price threshold, state and make index',
  async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    const under = await page.goto('/es/under25k')
    assert.equal(under?.status(), 200)
    assert.match(
      await page.getByRole('heading', { level: 1 }).innerText(),
      /^Equipo por menos de \$25\s?k$/,
    )
    assert.ok((await cardTitles(page)).length > 0)
    await page.goto('/es/locations/texas')
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'Equipo usado en Texas')
    await page.goto('/es/resources/makes')
    await page
      .getByRole('navigation', { name: 'Letras' })
      .getByRole('link', { name: 'C', exact: true })
      .click()
    await page.waitForURL('**/es/resources/makes/c')
    assert.ok(await page.getByRole('link', { name: 'Caterpillar' }).isVisible())
    await context.close()
  },
)

journey(
  'Unknown slugs are 404 pages with the spec texts, in both languages, with or without JavaScript',
  async ({ newContext }) => {
    const context = await newContext()
    const page = await context.newPage()
    // What a crawler or a browser without JavaScript gets: the page in the HTML, not only in
    // the RSC payload (Next answers notFound() with an empty document; web/src/server/error-document.ts).
    const bare = await newContext({ javaScriptEnabled: false })
    const noJs = await bare.newPage()
    for (const [path, title] of [
      ['/no-such-equipment', 'Page not found'],
      ['/caterpillar/no-such-category', 'Page not found'],
      ['/es/for-sale/2020-nothing-0000001', 'Página no encontrada'],
      ['/es/used/zzzz-qqqq', 'Página no encontrada'],
    ]) {
      const res = await page.goto(path)
      assert.equal(res?.status(), 404, path)
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), title)
      const html = await noJs.goto(path)
      assert.equal(html?.status(), 404, path)
      assert.equal(await noJs.getByRole('heading', { level: 1 }).innerText(), title, path)
      assert.equal(
        await noJs.locator('html').getAttribute('lang'),
        path.startsWith('/es/') ? 'es' : 'en',
      )
      assert.equal(new URL(noJs.url()).pathname, path)
    }
    assert.ok(await page.getByRole('link', { name: 'Volver al inicio' }).isVisible())
    assert.ok(await noJs.getByRole('link', { name: 'Volver al inicio' }).isVisible())
    // The page behind it is not reachable on its own.
    assert.equal((await noJs.goto('/error-document/404'))?.status(), 404)
    await bare.close()
    await context.close()
  },
)

journey(
  'The special date and flair pages (spec §2) are reachable from the categories index and show their machines, in both languages',
  async ({ newContext }) => {
    const en = (await import('../src/i18n/locales/en/landing.json')).default.special
    const es = (await import('../src/i18n/locales/es/landing.json')).default.special
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/categories')
    const specials = page.getByRole('region', { name: 'Deals and specials' })
    await specials.getByRole('link', { name: en['free-shipping'].heading, exact: true }).click()
    await page.waitForURL('**/free-shipping')
    const slugs = [
      'new-this-week',
      'free-shipping',
      'warranty-included',
      'warranty-available',
      'demo-equipment',
      'with-attachments',
      'as-is-where-is',
      'partner-sellers',
    ] as const
    // English first: a Spanish page stores the language choice, and unprefixed paths follow it.
    for (const [prefix, texts] of [
      ['', en],
      ['/es', es],
    ] as const) {
      for (const slug of slugs) {
        const res = await page.goto(`${prefix}/${slug}`)
        assert.equal(res?.status(), 200, `${prefix}/${slug}`)
        assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), texts[slug].heading)
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
        assert.equal(new URL(canonical!).pathname, `${prefix}/${slug}`)
        assert.ok((await cardTitles(page)).length > 0, `machines on ${prefix}/${slug}`)
      }
    }
    await context.close()
  },
)
