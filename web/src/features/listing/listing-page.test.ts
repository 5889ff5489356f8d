import { listingOpenForm, openFormHref, type ListingPageProps } from './listing-page'

jest.mock('./listing-data', () => ({ getListing: jest.fn() }))

const props = (searchParams: Record<string, string | string[] | undefined>): ListingPageProps => ({
  params: Promise.resolve({ locale: 'en', slug: '2022-komatsu-wa600-8-9614943' }),
  searchParams: Promise.resolve(searchParams),
})
const PATH = '/for-sale/2022-komatsu-wa600-8-9614943'

describe('the form a listing URL opens (?form=, no JavaScript)', () => {
  it('reads a form type', async () => {
    expect(await listingOpenForm(props({ form: 'contact_sales' }))).toBe('contact_sales')
    expect(await listingOpenForm(props({ form: 'ask_inspector' }))).toBe('ask_inspector')
    expect(await listingOpenForm(props({}))).toBeNull()
  })

  it.each([
    ['empty', ''],
    ['markup', '<script>alert(1)</script>'],
    ['an attribute break', 'contact_sales"><b>'],
    ['upper case', 'CONTACT_SALES'],
    ['dashes', 'contact-sales'],
    ['padding', ' contact_sales '],
    ['a NUL', 'contact_sales\u0000'],
    ['a new line', 'contact_sales\n'],
    ['an escape sequence', '\u001bcontact_sales'],
    ['a zero-width space', 'contact\u200b_sales'],
    ['full-width letters', 'ｃｏｎｔａｃｔ'],
    ['41 letters', 'a'.repeat(41)],
    ['10 KB', 'a'.repeat(10_000)],
    ['a path', '../contact_sales'],
    ['a fragment', 'contact_sales#form-buy_now'],
  ])('reads nothing from %s', async (_label, form) => {
    expect(await listingOpenForm(props({ form }))).toBeNull()
  })

  it('reads nothing from a repeated or bracketed parameter', async () => {
    expect(await listingOpenForm(props({ form: ['contact_sales', 'buy_now'] }))).toBeNull()
    expect(await listingOpenForm(props({ form: [] }))).toBeNull()
    expect(await listingOpenForm(props({ 'form[]': 'contact_sales' }))).toBeNull()
  })

  it('never reads an inherited parameter', async () => {
    const inherited = Object.create({ form: 'contact_sales' }) as Record<string, string>
    expect(await listingOpenForm(props(inherited))).toBeNull()
  })

  it('passes lower-case words it does not know: the buy box and inspection open none of them', async () => {
    // The parser only bounds the shape; BuyerActions and InspectionSection compare with their own
    // types, so these open the page's default (BuyBox.test covers that).
    for (const form of ['constructor', '__proto__', 'notify_similar', 'a'.repeat(40)])
      expect(await listingOpenForm(props({ form }))).toBe(form)
  })
})

describe('the link that opens a collapsed form without JavaScript', () => {
  it('keeps the search it came from and points at the form', () => {
    expect(openFormHref(PATH, null, 'buy_now')).toBe(`${PATH}?form=buy_now#form-buy_now`)
    expect(
      openFormHref(`/es${PATH}`, 'b0b5c3a4-1c1e-4d5f-9a8b-7c6d5e4f3a2b', 'contact_sales'),
    ).toBe(
      `/es${PATH}?queryID=b0b5c3a4-1c1e-4d5f-9a8b-7c6d5e4f3a2b&form=contact_sales#form-contact_sales`,
    )
  })
})
