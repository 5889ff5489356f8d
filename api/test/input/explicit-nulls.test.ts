import type { CurrentUser } from '../../src/context'
import { createAccountApp, createUser, errorOf, type AccountTestApp } from '../account/helpers'
import { ensureCatalog } from '../factories'

/**
 * Issue 31: GraphQL lets a nullable input field be sent as null. An edit's null clears a field
 * that may be empty and is a field error, in the caller's language, on one that may not (it was
 * zod's English "expected boolean, received null", or read as "unchanged"). A new record's null
 * is its default, as when left out. The listing fields: api/test/admin/listing-explicit-nulls.
 */
const REQUIRED = { en: 'This field is required', es: 'Este campo es obligatorio' }

describe('an explicit null on an edit: cleared where it may be empty, a field error elsewhere', () => {
  let t: AccountTestApp
  let user: CurrentUser
  let admin: CurrentUser

  beforeAll(async () => {
    t = await createAccountApp()
    await ensureCatalog(t.database)
    user = { ...(await createUser(t.database)), emailVerified: true }
    admin = { ...(await createUser(t.database)), roles: ['stytch_user', 'admin'] }
  })
  afterAll(() => t.close())

  const fieldsOf = async (
    who: CurrentUser,
    query: string,
    variables: Record<string, unknown>,
    locale: 'en' | 'es',
  ) => {
    t.as(who)
    const res = await t.gql(query, variables, { 'x-locale': locale })
    return { ...errorOf(res), status: res.status }
  }

  describe.each(['en', 'es'] as const)('in %s', (locale) => {
    it.each(['isBuyer', 'isSeller', 'priceDropEmails', 'interestedCategories'])(
      'updateProfile: %s',
      async (field) => {
        const res = await fieldsOf(
          user,
          'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }',
          { input: { [field]: null } },
          locale,
        )
        expect(res).toEqual({
          status: 400,
          code: 'VALIDATION',
          fields: [{ path: field, key: 'validation.required', message: REQUIRED[locale] }],
        })
      },
    )

    it.each(['paused', 'frequency'])('updateMyInventoryAlert: %s', async (field) => {
      t.as(user)
      await t.gql(
        'mutation ($e: String!) { subscribeInventoryAlert(input: { email: $e, filters: { category: "excavators" } }) { __typename } }',
        { e: user.email },
      )
      const mine = await t.gql<{ myInventoryAlerts: { alerts: Array<{ id: string }> } }>(
        '{ myInventoryAlerts { alerts { id } } }',
      )
      const id = mine.data!.myInventoryAlerts.alerts[0].id
      const res = await fieldsOf(
        user,
        'mutation ($input: UpdateMyInventoryAlertInput!) { updateMyInventoryAlert(input: $input) { state } }',
        { input: { id, [field]: null } },
        locale,
      )
      expect(res.fields).toEqual([
        { path: field, key: 'validation.required', message: REQUIRED[locale] },
      ])
    })

    it.each(['aliases', 'featured'])('updateMake: %s', async (field) => {
      const res = await fieldsOf(
        admin,
        'mutation ($input: UpdateMakeInput!) { updateMake(slug: "caterpillar", input: $input) { slug } }',
        { input: { [field]: null } },
        locale,
      )
      expect(res.fields).toEqual([
        { path: field, key: 'validation.required', message: REQUIRED[locale] },
      ])
    })
  })

  it("a lead's null context is none (a new record), a listing form's null stock number is named", async () => {
    t.as(null)
    const lead = (input: Record<string, unknown>, locale = 'en') =>
      t.gql(
        'mutation ($input: SubmitLeadInput!) { submitLead(input: $input) { __typename } }',
        { input: { idempotencyKey: `nulls-${Object.keys(input).join('-')}-${locale}`, ...input } },
        { 'x-locale': locale },
      )
    const none = await lead({
      type: 'newsletter',
      email: 'reader@example.com',
      locale: null,
      utm: null,
      firstVisitParams: null,
      pageUrl: null,
      queryId: null,
    })
    expect(none.errors).toBeUndefined()
    const utm = await lead({ type: 'newsletter', email: 'r2@example.com', utm: { utm_id: null } })
    expect(utm.errors).toBeUndefined()
    const named = await lead(
      { type: 'equipment_newsletter', email: 'r3@example.com', stockNumber: null },
      'es',
    )
    expect(errorOf(named).fields).toEqual([
      { path: 'stockNumber', key: 'validation.required', message: REQUIRED.es },
    ])
  })

  it('still clears what may be empty, and a new record takes its default for null', async () => {
    t.as(user)
    const profile = await t.gql<{ updateProfile: { profile: { company: string | null } } }>(
      'mutation { updateProfile(input: { company: null, interestedCategories: [] }) { profile { company } } }',
    )
    expect(profile.errors).toBeUndefined()
    expect(profile.data!.updateProfile.profile.company).toBeNull()
    t.as(admin)
    const make = await t.gql<{
      createMake: { slug: string; featured: boolean; aliases: string[] }
    }>(
      'mutation { createMake(input: { name: "Null Iron", slug: null, aliases: null, featured: null }) { slug featured aliases } }',
    )
    expect(make.data!.createMake).toEqual({ slug: 'null-iron', featured: true, aliases: [] })
    const alert = await t.gql(
      'mutation { subscribeInventoryAlert(input: { email: "nulls@example.com", locale: null, filters: null }) { __typename } }',
    )
    expect(alert.errors).toBeUndefined()
  })
})
