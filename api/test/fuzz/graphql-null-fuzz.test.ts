import { sql } from 'drizzle-orm'
import type { CurrentUser } from '../../src/context'
import { buildSchema } from '../../src/graphql/schema'
import { hasMessage } from '../../src/i18n'
import { insertListing } from '../factories'
import { seededRandom, toJson } from './corpus'
import { createFuzzApp, fuzzHints, type FuzzApp } from './fixtures'
import { graphqlCases, type GraphqlCase, type Hints } from './graphql-cases'
import { addressOf, runCases, type SentCase } from './run'

/** True when the api's catalogue has a text for a field error's key (`admin.listing.staffOnly`). */
function translated(key: string): boolean {
  const [ns, ...rest] = key.split('.')
  return hasMessage(`${ns}:${key}`) || hasMessage(`${ns}:${rest.join('.')}`)
}

/**
 * A mutation's refused null is a field error like the others: on its field, with a key the
 * catalogue translates (en and es). zod's own English for a type it did not expect
 * (`validation.invalid_type`) or a `key:` the catalogue lacks would reach the visitor untranslated.
 */
function untranslatedNull(c: GraphqlCase, body: string): string | null {
  if (!c.nulled || !c.document.startsWith('mutation')) return null
  let answer: { errors?: Array<{ extensions?: { fields?: Array<{ path: string; key: string }> } }> }
  try {
    answer = JSON.parse(body) as typeof answer
  } catch {
    return null
  }
  for (const field of answer.errors?.flatMap((e) => e.extensions?.fields ?? []) ?? []) {
    const onNull = c.nulled === field.path || c.nulled.endsWith(`.${field.path}`)
    if (field.path === '(root)' || (onNull && !translated(field.key))) {
      return `the null's field error is not translated or has no path: ${JSON.stringify(field)}`
    }
  }
  return null
}

const MODES = ['anonymous', 'signed in', 'admin', 'partner'] as const
type Mode = (typeof MODES)[number]

/** The mutations whose baseline each caller gets answered (so the nulls beside it run too). */
const PUBLIC = ['subscribeInventoryAlert', 'enterSweepstakes']
const ACCOUNT = [
  ...PUBLIC,
  'updateProfile',
  'addTrackedMachine',
  'updateTrackedMachine',
  'updateMyInventoryAlert',
]
const REACHING: Record<Mode, string[]> = {
  anonymous: PUBLIC,
  'signed in': ACCOUNT,
  admin: [
    ...ACCOUNT,
    'createListing',
    'updateListing',
    'duplicateListing',
    'createCategory',
    'updateCategory',
    'createMake',
    'updateMake',
    'createModel',
    'updateModel',
    'saveInspection',
    'createInspector',
  ],
  partner: [...ACCOUNT, 'createListing', 'updateListing', 'createPartnerApiKey'],
}

/** The listing fields only staff set (a partner's baseline leaves them out: they are refused). */
const STAFF_ONLY = [
  'flair',
  'isPartnerSeller',
  'hasWarranty',
  'agreementType',
  'fleetAdvisor',
  'listingCompany',
  'listingSellerCompany',
]

/**
 * Issue 31: an explicit null in every nullable argument and input field of every root field
 * (input objects walked down from the schema, a list's first item too), one at a time, the rest at
 * a baseline that passes validation, as a variable and as a literal (`flair: null`). As an admin
 * and as a partner member the console's mutations run past the directive and the validation to
 * their services: a null on a field that cannot be "none" must be a translated field error, never
 * a NOT NULL failure in the database (500). A fresh api of its own: the hostile suite's writes do
 * not move the baselines (a listing's price, a make's slug).
 */
describe('GraphQL fuzz: an explicit null is "none" or a field error, never a 500', () => {
  let f: FuzzApp
  /**
   * Rows the baselines name: the user's alert and tracked machine, a model, an inspector, and a
   * listing of the fixture's partner seller (a member's console fields reach it).
   */
  let ids: {
    alert: string
    machine: string
    model: string
    inspector: number
    partnerStock: string
  }
  const schema = buildSchema()
  /** The sign-in service says the fuzz user's address is verified (their alerts are listed). */
  const verified = (u: CurrentUser): CurrentUser => ({ ...u, emailVerified: true })

  beforeAll(async () => {
    f = await createFuzzApp({
      // An open sweepstakes, so an entry's fields reach the service.
      SWEEPSTAKES_OPENS_AT: '2026-11-01',
      SWEEPSTAKES_CLOSES_AT: '2026-12-31',
    })
    f.as(verified(f.user))
    await f.gql(
      'mutation ($e: String!) { subscribeInventoryAlert(input: { email: $e, filters: { category: "excavators" } }) { __typename } }',
      { e: f.user.email },
    )
    const alerts = await f.gql<{ myInventoryAlerts: { alerts: Array<{ id: string }> } }>(
      '{ myInventoryAlerts { alerts { id } } }',
    )
    const machine = await f.gql<{ addTrackedMachine: { id: string } }>(
      `mutation ($m: String!, $mk: String!) { addTrackedMachine(input: { year: 2018, make: $mk, model: $m, category: "excavators", hours: 1200 }) { id } }`,
      { m: f.model, mk: f.makeSlug },
    )
    const [row] = await f.database.rows<{ model: number; inspector: number }>(sql`
      SELECT (SELECT model_id FROM listings WHERE id = ${f.listingId}) AS model,
             (SELECT id FROM inspectors ORDER BY id LIMIT 1) AS inspector`)
    const partnerListing = await insertListing(f.database, {
      categorySlug: 'excavators',
      sellerId: f.partnerSellerId,
      isPartnerSeller: true,
      flair: 'PartnerSeller',
      status: 'available',
    })
    ids = {
      partnerStock: partnerListing.stockNumber,
      alert: alerts.data!.myInventoryAlerts.alerts[0].id,
      machine: machine.data!.addTrackedMachine.id,
      model: String(row.model),
      inspector: row.inspector,
    }
  })
  afterAll(() => f.close())

  /**
   * The hostile suite's names, and values that pass each mutation's validation (a null is then
   * the only thing wrong), by `InputType.field` or `mutation.argument` where a name means more
   * than one thing. `undefined` leaves a field out.
   */
  function hints(mode: Mode): Hints {
    const stock = mode === 'partner' ? ids.partnerStock : f.stockNumbers[0]
    const base: Hints = {
      ...fuzzHints(f),
      stockNumber: () => stock,
      categorySlug: () => f.categorySlug,
      subcategorySlug: () => f.subcategorySlug,
      emissionTier: () => 'Tier 4',
      agreementType: () => 2,
      advertisedPriceCents: () => 8_500_000,
      originalPriceCents: () => 9_000_000,
      floorPriceCents: () => 8_000_000,
      'CreateListingInput.stockNumber': (n) => `FZN-${n}`,
      // The price changes through changeListingPrice, not updateListing.
      'UpdateListingInput.advertisedPriceCents': () => undefined,
      // Catalogue: a new category, make and model each time; the fixture's make and model edited.
      'CreateCategoryInput.slug': (n) => `fuzz-category-${n}`,
      'CreateCategoryInput.parentSlug': () => undefined,
      groupSlug: () => 'earthmoving',
      'updateCategory.parentSlug': () => undefined,
      'CreateMakeInput.name': (n) => `Fuzz Make ${n}`,
      'CreateMakeInput.slug': (n) => `fuzz-make-${n}`,
      'updateMake.slug': () => f.makeSlug,
      'UpdateMakeInput.slug': () => f.makeSlug,
      makeSlug: () => f.makeSlug,
      'CreateModelInput.name': (n) => `FZ ${n}`,
      'CreateModelInput.slug': (n) => `fz-${n}`,
      'UpdateModelInput.slug': () => undefined,
      'updateModel.id': () => ids.model,
      yearFrom: () => 2010,
      yearTo: () => 2020,
      // An inspection: an inspector, today's date at the latest, the 150 points.
      inspectorId: () => ids.inspector,
      inspectedOn: () => '2026-11-01',
      pointRatings: () => Array.from({ length: 150 }, () => 3),
      // Inspector names are unique.
      'CreateInspectorInput.name': (n) => `Fuzz Inspector ${n}`,
      'UpdateMyInventoryAlertInput.id': () => ids.alert,
      'updateTrackedMachine.id': () => ids.machine,
      luckyNumbers: () => [7, 14, 21, 28, 35],
      jobTitle: () => 'Fleet manager',
    }
    if (mode === 'partner') {
      for (const name of STAFF_ONLY) {
        base[`CreateListingInput.${name}`] = () => undefined
        base[`UpdateListingInput.${name}`] = () => undefined
      }
    }
    return base
  }

  it.each(MODES)(
    '%s: an explicit null in every nullable argument and input field',
    async (mode) => {
      const admin = { ...f.user, roles: [...f.user.roles, 'admin'] }
      const user = { anonymous: null, 'signed in': f.user, admin, partner: f.partner }[mode]
      f.as(user && verified(user))
      const k = MODES.indexOf(mode)
      // Every case twice: the null as a variable's value, then written into the document.
      const cases = [0, 1].flatMap((literalShare) =>
        graphqlCases(schema, hints(mode), seededRandom(21 + k), {
          per: 0,
          literalShare,
          firstN: 3_000_000 + k * 100_000 + literalShare * 50_000,
          family: 'nulls',
        }),
      )
      const byRequest = new Map<SentCase, GraphqlCase>()
      const sent = cases.map((c, i): SentCase => {
        const one: SentCase = {
          label: c.label,
          request: {
            method: 'POST',
            url: '/graphql',
            remoteAddress: addressOf(500_000 + k * 100_000 + i),
            headers: { 'content-type': 'application/json', 'accept-language': i % 2 ? 'es' : 'en' },
            payload: toJson({ query: c.document, variables: c.variables }),
          },
        }
        byRequest.set(one, c)
        return one
      })
      // Baselines answered without an error.
      const reached = new Set<string>()
      const report = await runCases(f.app, sent, (one, status, body) => {
        if (status === 200 && !body.includes('"errors"')) reached.add(one.label)
        return untranslatedNull(byRequest.get(one)!, body)
      })
      console.log(
        `GraphQL fuzz, explicit nulls (${mode}): ${report.run} cases, ${JSON.stringify(report.byStatus)}, ${report.failures.length} failures`,
      )
      expect(report.failures).toEqual([])
      // The schema was read (a walk that found no nullable field would pass vacuously).
      expect(
        cases.filter((c) => c.nulled === 'input.flair' && c.field === 'updateListing'),
      ).toHaveLength(2)
      expect(report.run).toBeGreaterThan(600)
      // The mutations' baselines passed validation: a null beside them reached the service.
      const reaching = REACHING[mode].flatMap((f) => [`${f} baseline`, `${f} baseline (literal)`])
      expect(reaching.filter((label) => !reached.has(label))).toEqual([])
    },
    600_000,
  )

  /**
   * The Subscription fields, over server-sent events as the web's proxy subscribes (GET and POST):
   * a null in each argument, nullable or not, and the baseline. The baseline names a lot that does
   * not exist: a subscription that is granted streams until the client leaves, and a fuzz case
   * must end; access-matrix-subscriptions.test.ts follows real lots.
   */
  it('subscriptions: a null in every argument is a clean error event that ends the stream', async () => {
    f.as(null)
    const subHints: Hints = { ...fuzzHints(f), 'lotUpdated.lotId': () => '999999999' }
    const cases = [0, 1].flatMap((literalShare) =>
      graphqlCases(schema, subHints, seededRandom(29), {
        per: 0,
        literalShare,
        firstN: 3_900_000 + literalShare * 50_000,
        family: 'nulls',
        roots: ['subscription'],
      }),
    )
    const sent = cases.map((c, i): SentCase => {
      const headers = { accept: 'text/event-stream', 'accept-language': i % 2 ? 'es' : 'en' }
      const address = addressOf(990_000 + i)
      return {
        label: c.label,
        request:
          i % 2
            ? {
                method: 'GET',
                url: `/graphql?${new URLSearchParams({ query: c.document, variables: toJson(c.variables) })}`,
                remoteAddress: address,
                headers,
              }
            : {
                method: 'POST',
                url: '/graphql',
                remoteAddress: address,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: toJson({ query: c.document, variables: c.variables }),
              },
      }
    })
    const report = await runCases(f.app, sent, (_c, status, body) =>
      // The refusal is the stream's answer (with its 4xx): an error, then the stream's end.
      status >= 400 && status < 500 && /"errors"/.test(body) && /event: complete/.test(body)
        ? null
        : `not a clean error event: ${status} ${body.slice(0, 200)}`,
    )
    console.log(
      `GraphQL fuzz, explicit nulls (subscriptions): ${report.run} cases, ${JSON.stringify(report.byStatus)}, ${report.failures.length} failures`,
    )
    expect(report.failures).toEqual([])
    // The walk reached every Subscription field, and lotUpdated's id was sent null both ways.
    const fields = Object.keys(schema.getSubscriptionType()!.getFields())
    expect(new Set(cases.map((c) => c.field))).toEqual(new Set(fields))
    expect(cases.filter((c) => c.nulled === 'lotId' && c.field === 'lotUpdated')).toHaveLength(2)
  }, 120_000)
})
