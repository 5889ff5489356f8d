import { assert, journey, results, SEARCH_TEXT } from './harness'

/**
 * docs/decisions/011: the production server queues the app's chunk scripts and runs them after the
 * first paint. If Next ever writes its tags differently, the rewrite silently stops (the pages
 * still work, the LCP regresses): this journey notices.
 */
journey(
  "The app's scripts run after the first paint: documents queue them, and the page then hydrates",
  async ({ newContext, baseURL }) => {
    for (const path of ['/', '/equipment?category=excavators', '/es/excavators']) {
      const res = await fetch(`${baseURL}${path}`, { headers: { 'accept-encoding': 'gzip' } })
      assert.equal(res.status, 200, path)
      assert.equal(res.headers.get('content-encoding'), 'gzip', `${path} is compressed`)
      const html = await res.text()
      assert.doesNotMatch(
        html,
        /<script src="\/_next\/static\/[^"]+\.js" async="">/,
        `${path}: no chunk runs as soon as it arrives`,
      )
      const queued = html.match(/self\.__iyScripts=self\.__iyScripts\|\|\[\]\)\.push\(/g) ?? []
      assert.ok(queued.length >= 3, `${path}: the chunks are queued (${queued.length})`)
      assert.equal(html.split('w.__iyGo=1').length, 2, `${path}: one loader`)
    }

    // In the browser: the loader adds them after the paint, and the page becomes interactive
    // (the sort menu, a client control, submits on change).
    const context = await newContext()
    const page = await context.newPage()
    await page.goto('/equipment?category=excavators')
    assert.equal(await page.evaluate(() => (self as { __iyReady?: boolean }).__iyReady), true)
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/_next\/static\/.+\.js$/.test(e.name))
        .map((e) => e.name),
    )
    assert.ok(loaded.length >= 3, `chunks loaded: ${loaded.join(', ')}`)
    assert.ok((await results(page).count()) > 0, 'results shown')
    // Hydrated: the search form's effect marks the results idle (the server sends no aria-busy).
    await page.locator('#search-results[aria-busy="false"]').waitFor({ state: 'attached' })
    await page
      .getByLabel(SEARCH_TEXT.en.sort.label, { exact: true })
      .selectOption('advertisedPrice_asc')
    await page.waitForURL((u) => u.searchParams.get('sort') === 'advertisedPrice_asc')
    await context.close()
  },
)
