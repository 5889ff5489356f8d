import { leads } from '../../src/db/schema'
import { loadCatalog } from '../../src/services/catalog/load-catalog'
import { createAccountApp, createUser, errorOf, NOW, type AccountTestApp } from './helpers'

const ME = /* GraphQL */ `
  query {
    me {
      id
      email
      memberSince
      profile {
        firstName
        lastName
        company
        phone
        zip
        isBuyer
        isSeller
        interestedCategories
        locale
        priceDropEmails
      }
      traits {
        email
        firstName
        personaType {
          buyer
          seller
        }
        interestedIn {
          categories
        }
      }
    }
  }
`
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      profile {
        firstName
        lastName
        company
        phone
        zip
        isBuyer
        isSeller
        interestedCategories
        locale
        priceDropEmails
      }
    }
  }
`

type Me = {
  me: {
    id: string
    email: string
    memberSince: string
    profile: Record<string, unknown>
    traits: {
      email: string
      firstName: string
      personaType: { buyer: boolean; seller: boolean }
      interestedIn: { categories: string[] }
    }
  }
}

describe('account profile (me, updateProfile)', () => {
  let t: AccountTestApp
  beforeAll(async () => {
    t = await createAccountApp()
    await loadCatalog(t.database)
  })
  afterAll(() => t.close())

  it('refuses anonymous visitors', async () => {
    t.as(null)
    const res = await t.gql(ME)
    expect(errorOf(res).code).toBe('UNAUTHENTICATED')
    const upd = await t.gql(UPDATE, { input: { company: 'X' } })
    expect(errorOf(upd).code).toBe('UNAUTHENTICATED')
  })

  it('shows the sign-in names, member since and defaults before anything was saved', async () => {
    const user = await createUser(t.database, { email: 'new@example.com', firstName: 'Luis' })
    t.as(user)
    const res = await t.gql<Me>(ME)
    expect(res.errors).toBeUndefined()
    expect(res.data?.me).toMatchObject({
      id: user.id,
      email: 'new@example.com',
      memberSince: NOW.toISOString(),
      profile: {
        firstName: 'Luis',
        lastName: 'García',
        company: null,
        isBuyer: false,
        isSeller: false,
        interestedCategories: [],
        locale: 'en',
        priceDropEmails: true,
      },
    })
  })

  it('saves the settings form and returns them as analytics traits', async () => {
    const user = await createUser(t.database)
    t.as(user)
    const res = await t.gql(UPDATE, {
      input: {
        firstName: ' Marta ',
        lastName: 'Ruiz',
        company: 'Ruiz Excavación',
        phone: '+1 (512) 555-0199',
        zip: '78701',
        isBuyer: true,
        interestedCategories: ['excavators', 'Dump-Trucks', 'excavators'],
        locale: 'es',
      },
    })
    expect(res.errors).toBeUndefined()
    expect(res.data?.updateProfile).toEqual({
      profile: {
        firstName: 'Marta',
        lastName: 'Ruiz',
        company: 'Ruiz Excavación',
        phone: '+1 (512) 555-0199',
        zip: '78701',
        isBuyer: true,
        isSeller: false,
        interestedCategories: ['excavators', 'dump-trucks'],
        locale: 'es',
        priceDropEmails: true,
      },
    })
    // A partial save changes only what it sends; "" clears an optional field.
    await t.gql(UPDATE, { input: { company: '', isSeller: true } })
    const me = (await t.gql<Me>(ME)).data!.me
    expect(me.profile).toMatchObject({
      firstName: 'Marta',
      company: null,
      isBuyer: true,
      isSeller: true,
    })
    expect(me.traits).toMatchObject({
      email: user.email,
      firstName: 'Marta',
      personaType: { buyer: true, seller: true },
      interestedIn: { categories: ['excavators', 'dump-trucks'] },
    })
  })

  it('infers buyer or seller from the forms the user submitted (spec §6)', async () => {
    const user = await createUser(t.database, { email: 'seller@example.com' })
    t.as(user)
    await t.database.db.insert(leads).values({
      type: 'sell_valuation',
      persona: 'seller',
      email: 'seller@example.com',
      locale: 'en',
      idempotencyKey: 'profile-test-lead-0001',
      payloadHash: 'x',
    })
    const me = (await t.gql<Me>(ME)).data!.me
    expect(me.traits.personaType).toEqual({ buyer: false, seller: true })
  })

  it('answers spec §5 field errors with keys, in the request language', async () => {
    t.as(await createUser(t.database))
    const en = await t.gql(UPDATE, {
      input: { firstName: ' ', phone: '512-555-0199 ext', zip: '7870' },
    })
    expect(errorOf(en).code).toBe('VALIDATION')
    expect(errorOf(en).fields).toEqual([
      { path: 'firstName', key: 'validation.firstNameRequired', message: 'First name is required' },
      { path: 'phone', key: 'validation.phoneOnlyPlus', message: 'Only + allowed' },
      { path: 'zip', key: 'validation.zipInvalid', message: 'Zip Code is not valid' },
    ])
    const es = await t.gql(
      UPDATE,
      { input: { lastName: null, phone: '123' } },
      { 'x-locale': 'es' },
    )
    expect(errorOf(es).fields).toEqual([
      {
        path: 'lastName',
        key: 'validation.lastNameRequired',
        message: 'El apellido es obligatorio',
      },
      { path: 'phone', key: 'validation.phoneInvalid', message: 'El teléfono no es válido' },
    ])
    const cat = await t.gql(UPDATE, {
      input: { interestedCategories: ['excavators', 'spaceships'] },
    })
    expect(errorOf(cat).fields).toEqual([
      expect.objectContaining({ path: 'interestedCategories.1', key: 'validation.invalid' }),
    ])
  })

  it('keeps each user to their own profile', async () => {
    const a = await createUser(t.database)
    const b = await createUser(t.database)
    t.as(a)
    await t.gql(UPDATE, { input: { company: 'A Corp' } })
    t.as(b)
    await t.gql(UPDATE, { input: { company: 'B Corp' } })
    t.as(a)
    expect((await t.gql<Me>(ME)).data!.me.profile.company).toBe('A Corp')
  })
})
